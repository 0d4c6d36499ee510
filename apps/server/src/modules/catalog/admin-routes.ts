import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_ADMIN_MESSAGES as M,
  adminBlogSchema,
  adminCategorySchema,
  adminFaqSchema,
  adminIdParamsSchema,
  adminServiceSchema,
  blogInputSchema,
  blogUpdateSchema,
  categoryInputSchema,
  categoryUpdateSchema,
  faqInputSchema,
  fileOnlyForm,
  noBody,
  orderInputSchema,
  serviceInputSchema,
  serviceUpdateSchema,
  noQuery,
} from '@anupalan/shared';
import { IMAGE_MAX_BYTES } from '@anupalan/shared';
import { actorOf, backOfficeScope, done, refusals, writeRefusals } from '../../lib/backoffice-routes.ts';
import { formBody } from '../../lib/uploads.ts';
import { errorBodySchema } from '../../lib/openapi.ts';

/**
 * `/api/v1/admin/catalog/*`: categories, services (with their required documents), FAQs and
 * their order. Staff and admins only (the `/api/v1/admin` guard runs first; the service checks
 * again). A save carries the `version` it read: another save in between → 409. Each body is judged by
 * its shared contract here (422 with a message per field); the `/admin` pages' in-process door judges
 * theirs with the same contracts (admin-door.ts).
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.catalogEditor.catalog;
  backOfficeScope(app);
  const tags = ['back office: catalogue'];
  const categoryOne = z.object({ ...done, category: adminCategorySchema });
  const serviceOne = z.object({ ...done, service: adminServiceSchema });
  const faqOne = z.object({ ...done, faq: adminFaqSchema });

  app.get(
    '/',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: 'Every category (active or not) in order, with its services and FAQs',
        response: { 200: z.object({ success: z.literal(true), categories: z.array(adminCategorySchema) }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, categories: await svc.tree(actorOf(req)) }),
  );
  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Create a category (name, slug, overview, active)',
        description: 'A slug already used: 409 naming the field `slug`.',
        body: categoryInputSchema,
        response: { 201: categoryOne, ...writeRefusals },
      },
    },
    async (req, reply) => {
      const category = await svc.createCategory(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: M.created, category };
    },
  );
  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Save a category over the version read',
        params: adminIdParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: categoryOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: M.saved,
      category: await svc.updateCategory(actorOf(req), req.params.id, req.body),
    }),
  );
  app.put(
    '/categories/order',
    {
      schema: {
        tags,
        summary: 'Order of the categories: every category id, once, in the new order',
        body: orderInputSchema,
        response: { 200: z.object(done), ...writeRefusals },
      },
    },
    async (req) => {
      await svc.orderCategories(actorOf(req), req.body);
      return { success: true as const, message: M.reordered };
    },
  );
  app.put(
    '/categories/:id/services/order',
    {
      schema: {
        tags,
        summary: "Order of a category's services: every service id of the category, once",
        params: adminIdParamsSchema,
        body: orderInputSchema,
        response: { 200: z.object(done), ...writeRefusals },
      },
    },
    async (req) => {
      await svc.orderServices(actorOf(req), req.params.id, req.body);
      return { success: true as const, message: M.reordered };
    },
  );
  app.put(
    '/categories/:id/faqs/order',
    {
      schema: {
        tags,
        summary: "Order of a category's FAQs: every FAQ id of the category, once",
        params: adminIdParamsSchema,
        body: orderInputSchema,
        response: { 200: z.object(done), ...writeRefusals },
      },
    },
    async (req) => {
      await svc.orderFaqs(actorOf(req), req.params.id, req.body);
      return { success: true as const, message: M.reordered };
    },
  );
  app.post(
    '/categories/:id/faqs',
    {
      schema: {
        tags,
        summary: 'Add an FAQ to a category (question and answer are sanitised rich text)',
        params: adminIdParamsSchema,
        body: faqInputSchema,
        response: { 201: faqOne, ...writeRefusals },
      },
    },
    async (req, reply) => {
      const faq = await svc.createFaq(actorOf(req), req.params.id, req.body);
      reply.code(201);
      return { success: true as const, message: M.created, faq };
    },
  );
  app.put(
    '/faqs/:id',
    {
      schema: {
        tags,
        summary: 'Save an FAQ',
        params: adminIdParamsSchema,
        body: faqInputSchema,
        response: { 200: faqOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: M.saved,
      faq: await svc.updateFaq(actorOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    '/faqs/:id',
    {
      schema: {
        tags,
        summary: 'Delete an FAQ',
        params: adminIdParamsSchema,
        body: noBody,
        response: { 200: z.object(done), ...writeRefusals },
      },
    },
    async (req) => {
      await svc.deleteFaq(actorOf(req), req.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
  app.get(
    '/services/:id',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: 'One service for editing, with its current required documents and version',
        params: adminIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), service: adminServiceSchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, service: await svc.getService(actorOf(req), req.params.id) }),
  );
  app.post(
    '/services',
    {
      schema: {
        tags,
        summary: 'Create a service',
        description:
          'price and governmentFee in rupees (GST-inclusive price; negative or non-numeric: 422); a slug already used: 409 naming `slug`.',
        body: serviceInputSchema,
        response: { 201: serviceOne, ...writeRefusals },
      },
    },
    async (req, reply) => {
      const service = await svc.createService(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: M.created, service };
    },
  );
  app.put(
    '/services/:id',
    {
      schema: {
        tags,
        summary: 'Save a service over the version read (409 if someone else saved it since)',
        description:
          'documents: the required documents in order; one left out is removed for new requests and kept for the requests made before.',
        params: adminIdParamsSchema,
        body: serviceUpdateSchema,
        response: { 200: serviceOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: M.saved,
      service: await svc.updateService(actorOf(req), req.params.id, req.body),
    }),
  );
};

/** `/api/v1/admin/content/blogs…`: the articles (the home page's content: `content/backoffice-routes.ts`). */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services.catalogEditor;
  backOfficeScope(app);
  const tags = ['back office: content'];
  const blogOne = z.object({ ...done, blog: adminBlogSchema });

  app.get(
    '/blogs',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: 'Every article, drafts included, newest first',
        response: { 200: z.object({ success: z.literal(true), blogs: z.array(adminBlogSchema) }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, blogs: await blogs.list(actorOf(req)) }),
  );
  app.get(
    '/blogs/:id',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: 'One article for editing',
        params: adminIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), blog: adminBlogSchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, blog: await blogs.get(actorOf(req), req.params.id) }),
  );
  app.post(
    '/blogs',
    {
      schema: {
        tags,
        summary: 'Create an article (draft or published; the body is sanitised rich text)',
        body: blogInputSchema,
        response: { 201: blogOne, ...writeRefusals },
      },
    },
    async (req, reply) => {
      const blog = await blogs.create(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: M.created, blog };
    },
  );
  app.put(
    '/blogs/:id',
    {
      schema: {
        tags,
        summary: 'Save an article over the version read',
        params: adminIdParamsSchema,
        body: blogUpdateSchema,
        response: { 200: blogOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: M.saved,
      blog: await blogs.update(actorOf(req), req.params.id, req.body),
    }),
  );
  app.post(
    '/blogs/:id/cover',
    {
      preValidation: formBody({ fileFields: ['image'], maxFileBytes: IMAGE_MAX_BYTES }),
      schema: {
        tags,
        summary:
          "Upload an article's cover picture (multipart, field `image`: JPEG, PNG or GIF under 5 MB, checked by its bytes)",
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        body: fileOnlyForm,
        response: { 200: blogOne, ...writeRefusals, 413: errorBodySchema },
      },
    },
    async (req) => {
      const file = req.uploads?.image;
      const blog = await blogs.setCover(actorOf(req), req.params.id, {
        filename: file?.filename ?? '',
        bytes: file?.buffer ?? new Uint8Array(),
        tooLarge: file?.tooLarge ?? false,
      });
      return { success: true as const, message: M.coverSaved, blog };
    },
  );
};
