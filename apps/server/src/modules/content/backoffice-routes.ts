import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_ADMIN_MESSAGES as M,
  CONTENT_KINDS,
  adminDueDateSchema,
  adminHomeCardSchema,
  adminIdParamsSchema,
  adminNoticeSchema,
  adminTestimonialSchema,
} from '@anupalan/shared';
import { actorOf, backOfficeScope, done, refusals, writeRefusals } from '../../lib/backoffice-routes.ts';

/** Bodies are validated by the service with the shared schemas (422 with a message per field). */
const anyBody = z.record(z.string(), z.unknown());
const kindParams = z.object({ kind: z.enum(CONTENT_KINDS) });
const kindIdParams = kindParams.extend(adminIdParamsSchema.shape);

/** `/api/v1/admin/content/home…`: the home page's notices, due dates, testimonials and tab cards. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const home = app.services.contentAdmin;
  backOfficeScope(app);
  const tags = ['back office: content'];

  app.get(
    '/home',
    {
      schema: {
        tags,
        summary: "The home page's notices, due dates, testimonials and tab cards, active or not",
        response: {
          200: z.object({
            success: z.literal(true),
            notices: z.array(adminNoticeSchema),
            'due-dates': z.array(adminDueDateSchema),
            testimonials: z.array(adminTestimonialSchema),
            'home-cards': z.array(adminHomeCardSchema),
          }),
          ...refusals,
        },
      },
    },
    async (req) => ({ success: true as const, ...(await home.list(actorOf(req))) }),
  );
  const idOne = z.object({ ...done, id: z.number().int() });
  app.put(
    '/home/home-cards/order/:audience',
    {
      schema: {
        tags,
        summary: "Order of one tab's home cards: every card id of that audience, once",
        params: z.object({ audience: z.string().max(40) }),
        body: anyBody,
        response: { 200: z.object(done), ...writeRefusals },
      },
    },
    async (req) => {
      await home.orderCards(actorOf(req), req.params.audience, req.body);
      return { success: true as const, message: M.reordered };
    },
  );
  app.post(
    '/home/:kind',
    {
      schema: {
        tags,
        summary: 'Add a notice, due date, testimonial or home tab card',
        params: kindParams,
        body: anyBody,
        response: { 201: idOne, ...writeRefusals },
      },
    },
    async (req, reply) => {
      const { id } = await home.create(actorOf(req), req.params.kind, req.body);
      reply.code(201);
      return { success: true as const, message: M.created, id };
    },
  );
  app.put(
    '/home/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Save a notice, due date or testimonial',
        params: kindIdParams,
        body: anyBody,
        response: { 200: idOne, ...writeRefusals },
      },
    },
    async (req) => {
      const { id } = await home.update(actorOf(req), req.params.kind, req.params.id, req.body);
      return { success: true as const, message: M.saved, id };
    },
  );
  app.delete(
    '/home/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Delete a notice, due date or testimonial',
        params: kindIdParams,
        response: { 200: z.object(done), ...writeRefusals },
      },
    },
    async (req) => {
      await home.remove(actorOf(req), req.params.kind, req.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};
