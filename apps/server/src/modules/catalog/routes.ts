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
  type BlogListResponse,
  type FaqListResponse,
  type MenuListResponse,
  type MenuResponse,
  type ServiceResponse,
  noQuery,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { cachedJson, createBodyCache } from '../../lib/http-cache.ts';
import { presentBlog, presentFaq, presentMenuDetail, presentMenuSummary, presentService } from './presenters.ts';

/**
 * Public catalogue: the shapes storefront §7 and portal §7 read, made by the presenters when an
 * answer is cached (not per request). The cache serialises the answer itself, so each builder is
 * typed with its contract's output: the compiler holds the answer to the documented schema.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;
  // Serialized answers with their compressed copies and ETags, for as long as the content holds.
  const answers = createBodyCache(app.services.contentVersion, { maxEntries: 1_000, maxBytes: 16 * 1024 * 1024 });
  app.publicFastPath.addCache(answers);

  app.get(
    '/web/menu',
    {
      schema: {
        querystring: noQuery,
        tags: ['catalogue'],
        summary: 'Categories with their services, for the header navigation',
        response: { 200: menuListResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async (): Promise<MenuListResponse> => ({
        success: true as const,
        menus: (await catalog.listCategories()).map(presentMenuSummary),
      })),
  );

  app.get(
    '/menu/:id',
    {
      schema: {
        querystring: noQuery,
        tags: ['catalogue'],
        summary: 'One category with its overview and services',
        params: menuParams,
        response: { 200: menuResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async (): Promise<MenuResponse> => {
        const category = await catalog.getCategory(req.params.id);
        if (!category) throw AppError.notFound(CATALOG_MESSAGES.categoryNotFound);
        return { success: true as const, menu: presentMenuDetail(category) };
      }),
  );

  app.get(
    '/faq/:menuId',
    {
      schema: {
        querystring: noQuery,
        tags: ['catalogue'],
        summary: "A category's frequently asked questions",
        params: faqParams,
        response: { 200: faqListResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async (): Promise<FaqListResponse> => {
        const category = await catalog.getCategory(req.params.menuId);
        if (!category) throw AppError.notFound(CATALOG_MESSAGES.categoryNotFound);
        return { success: true as const, faqs: (await catalog.listFaqs(category.id)).map(presentFaq) };
      }),
  );

  app.get(
    '/service/:id',
    {
      schema: {
        querystring: noQuery,
        tags: ['catalogue'],
        summary: 'One service: price, type and required documents',
        params: serviceParams,
        response: { 200: serviceResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async (): Promise<ServiceResponse> => {
        const service = await catalog.getService(req.params.id);
        if (!service) throw AppError.notFound(CATALOG_MESSAGES.serviceNotFound);
        return { success: true as const, services: presentService(service) };
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
      cachedJson(req, reply, answers, async (): Promise<BlogListResponse> => {
        let articles = await catalog.listArticles();
        const { category, search } = req.query;
        if (category) articles = articles.filter((a) => a.category.toLowerCase() === category.toLowerCase());
        if (search) {
          const q = search.toLowerCase();
          articles = articles.filter((a) => [a.title, a.excerpt, a.contentHtml].some((f) => f.toLowerCase().includes(q)));
        }
        return { success: true as const, blogs: articles.map(presentBlog) };
      }),
  );

  /** Article covers uploaded in the back office, from the storage adapter (public, like the articles). */
  app.get(
    '/blog-covers/:name',
    {
      schema: {
        querystring: noQuery,
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
