import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalisePartnerMobile, parseIdentifier } from '@anupalan/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { locationRoutes } from '../locations/routes.ts';
import { partnerRoutes } from '../partners/routes.ts';
import { profileRoutes } from '../profile/routes.ts';
import { RateLimitError } from './otp.ts';
import { authRoutes } from './routes.ts';

const outboxRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the console SMS/e-mail providers "sent" (development only)',
        description:
          'Exists only while a console provider is active and NODE_ENV is not production. Newest first; `to` filters by recipient (mobile or e-mail).',
        querystring: z.object({ to: z.string({ error: 'to must be a single text value.' }).max(254).optional() }),
        response: {
          200: z.object({
            success: z.literal(true),
            messages: z.array(
              z.object({
                to: z.string(),
                channel: z.enum(['sms', 'email']),
                subject: z.string().optional(),
                body: z.string(),
                code: z.string().optional(),
                sentAt: z.string(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const to = req.query.to?.trim();
      // "+91 98765 43210" and "Asha@Example.in" find what was sent to 9876543210 / asha@example.in.
      const canonical = to ? (parseIdentifier(to)?.value ?? normalisePartnerMobile(to) ?? to) : undefined;
      return { success: true as const, messages: app.services.identity.outbox.list(canonical) };
    },
  );
};

/**
 * Everything of issue 4 under /api/v1: sign-in, partner registration, profile, locations and the
 * development outbox. Error answers here also carry `status: 'error'` (the spec's clients read
 * `status`), and 429s a Retry-After header.
 */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof RateLimitError) reply.header('retry-after', String(err.retryAfterSeconds));
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"success":false')) return payload;
    try {
      return JSON.stringify({ status: 'error', ...(JSON.parse(payload) as object) });
    } catch {
      return payload;
    }
  });
  await app.register(authRoutes);
  await app.register(partnerRoutes);
  await app.register(profileRoutes);
  await app.register(locationRoutes);
  if (app.config.identity.devOutbox) await app.register(outboxRoute);
};
