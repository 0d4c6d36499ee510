import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSULTATION_MESSAGES, CONSULTATION_RATE_LIMIT, consultationResponseSchema, consultationSchema } from '@anupalan/shared';
import { consentMetaOf } from '../../lib/consent-meta.ts';
import { AppError } from '../../lib/errors.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';

/** The path of our own page that sent the form, from the Referer; null for anything else. */
export function sourcePathOf(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.hostname !== request.hostname || !/^https?:$/.test(from.protocol)) return null;
    return from.pathname.slice(0, 200);
  } catch {
    return null;
  }
}

/** POST /user/contact_us/store: the free consultation form (storefront §5, §7, §8). */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const leads = app.services.leads;

  app.post(
    '/user/contact_us/store',
    {
      // Counted in the database (shared by every instance) before the body is read: a refused
      // request stores nothing. The same count as the no-JavaScript form's route action.
      onRequest: async (request, reply) => {
        const answer = await leads.admit(request.ip ?? 'unknown');
        if (answer.allowed) return;
        reply.header('retry-after', String(answer.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', CONSULTATION_MESSAGES.rateLimited);
      },
      schema: {
        tags: ['leads'],
        summary: 'Send a free consultation request (stored as a lead for staff)',
        description:
          `Public. At most ${CONSULTATION_RATE_LIMIT.max} requests a minute per client address; more get 429. ` +
          'Field errors come back as 422 with errors: { field: [messages] }; an unknown or withdrawn service_id is a field error on service_id.',
        body: consultationSchema,
        response: { 200: consultationResponseSchema, 422: errorBodySchema, 429: errorBodySchema, ...errorResponses },
      },
    },
    async (request) => {
      const sourcePath = request.body.source_path ?? sourcePathOf(request);
      const { message } = await leads.submit(request.body, {
        clientIp: request.ip ?? null,
        sourcePath,
        consentMeta: consentMetaOf(request),
      });
      return { success: true as const, message };
    },
  );
};
