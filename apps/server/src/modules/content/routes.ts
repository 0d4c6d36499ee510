import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeContentResponse, type HomeContentResponse, noQuery } from '@anupalan/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { cachedJson, createBodyCache } from '../../lib/http-cache.ts';
import { presentHomeContent } from './presenters.ts';

/** Public home page content: notices, due dates and testimonials, as staff keep them. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;
  const answers = createBodyCache(app.services.contentVersion, { maxEntries: 10, maxBytes: 1024 * 1024 });
  app.publicFastPath.addCache(answers);

  app.get(
    '/home/content',
    {
      schema: {
        querystring: noQuery,
        tags: ['content'],
        summary: "Home page 'Notifications & Alerts' (notices, due dates) and client testimonials",
        response: { 200: homeContentResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, answers, async (): Promise<HomeContentResponse> => ({
        success: true as const,
        ...presentHomeContent(await content.getHomeContent()),
      })),
  );
};
