import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscribeBody, newsletterSubscribeResponseSchema } from '@anupalan/shared';
import { consentMetaOf } from '../../lib/consent-meta.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * POST /newsletter/subscribe: JSON or urlencoded, always answered with JSON. The footer's
 * no-JavaScript form posts to the web app's route action instead (routes/newsletter-subscribe.ts).
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = app.services.newsletter;

  // JSON or a plain HTML form (urlencoded) only: anything else, text/plain included, is a 415.
  // Both changes are scoped to this plugin's routes.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string)) if (!(key in fields)) fields[key] = value;
    done(null, fields);
  });

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (JSON, or a urlencoded form post)',
        description: 'Idempotent: the same address (in any letter case) is stored once and answered with success every time.',
        body: newsletterSubscribeBody,
        response: {
          200: newsletterSubscribeResponseSchema,
          422: errorBodySchema,
          415: errorBodySchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { message } = await newsletter.subscribe(request.body.email, {
        answer: { notice_version: request.body.notice_version },
        meta: consentMetaOf(request),
      });
      return { success: true as const, message };
    },
  );
};
