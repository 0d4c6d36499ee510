import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogCoverParams,
  blogListQuery,
  blogListResponse,
  CATALOG_MESSAGES,
  faqListResponse,
  faqParams,
  menuListResponse,
  menuParams,
  menuResponse,
  serviceParams,
  serviceResponse,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { cachedJson, createBodyCache } from '../../lib/http-cache.ts';

/** Public catalogue: the shapes storefront §7 and portal §7 read. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;
  // Serialized answers with their compressed copies and ETags, for as long as the content holds.
  const answers = createBodyCache(app.services.contentVersion, { maxEntries: 1_000, maxBytes: 16 * 1024 * 1024 });
  app.publicFastPath.addCache(answers);

  app.get(
    '/web/menu',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with their services, for the header navigation',
        response: { 200: menuListResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async () => ({ success: true as const, menus: await catalog.listMenus() })),
  );

  app.get(
    '/menu/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One category with its overview and services',
        params: menuParams,
        response: { 200: menuResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async () => {
        const menu = await catalog.getMenu(req.params.id);
        if (!menu) throw AppError.notFound(CATALOG_MESSAGES.categoryNotFound);
        return { success: true as const, menu };
      }),
  );

  app.get(
    '/faq/:menuId',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A category's frequently asked questions",
        params: faqParams,
        response: { 200: faqListResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async () => {
        const menu = await catalog.getMenu(req.params.menuId);
        if (!menu) throw AppError.notFound(CATALOG_MESSAGES.categoryNotFound);
        return { success: true as const, faqs: await catalog.listFaqs(menu.id) };
      }),
  );

  app.get(
    '/service/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One service: price, type and required documents',
        params: serviceParams,
        response: { 200: serviceResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async () => {
        const service = await catalog.getService(req.params.id);
        if (!service) throw AppError.notFound(CATALOG_MESSAGES.serviceNotFound);
        return { success: true as const, services: service };
      }),
  );

  app.get(
    '/our_stories',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published blog articles, newest first',
        querystring: blogListQuery,
        response: { 200: blogListResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async () => {
        let blogs = await catalog.listBlogs();
        const { category, search } = req.query;
        if (category) blogs = blogs.filter((b) => b.category.toLowerCase() === category.toLowerCase());
        if (search) {
          const q = search.toLowerCase();
          blogs = blogs.filter((b) => [b.title, b.excerpt, b.content].some((f) => f.toLowerCase().includes(q)));
        }
        return { success: true as const, blogs };
      }),
  );

  /** Article covers uploaded in the back office, from the storage adapter (public, like the articles). */
  app.get(
    '/blog-covers/:name',
    {
      schema: {
        tags: ['blog'],
        summary: "An article's cover picture",
        params: blogCoverParams,
      },
    },
    async (req, reply) => {
      const file = await app.services.storage.get(`blog-covers/${req.params.name}`);
      if (!file) throw AppError.notFound(CATALOG_MESSAGES.pictureNotFound);
      return reply.type(file.contentType).header('cache-control', 'public, max-age=86400, immutable').send(file.stream);
    },
  );
};
