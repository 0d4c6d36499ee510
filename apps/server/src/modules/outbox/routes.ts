import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalisePartnerMobile, parseIdentifier } from '@anupalan/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { errorOptions } from '../../plugins/error-handler.ts';

/**
 * GET /api/v1/dev/outbox: what the console SMS/e-mail providers "sent" (adapters/outbox.ts).
 * Registered by app.ts only while `config.delivery.devOutbox` is true (never in production).
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Error answers here carry `status: 'error'` too (the spec's clients read `status`).
  errorOptions(app, { statusField: true });
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the console SMS/e-mail/WhatsApp providers "sent" (development only)',
        description:
          'Exists only while a console provider is active and NODE_ENV is not production. Newest first; `to` filters by recipient (mobile or e-mail).',
        querystring: z.object({ to: z.string({ error: 'to must be a single text value.' }).max(254).optional() }),
        response: {
          200: z.object({
            success: z.literal(true),
            messages: z.array(
              z.object({
                to: z.string(),
                channel: z.enum(['sms', 'email', 'whatsapp']),
                subject: z.string().optional(),
                body: z.string(),
                html: z.string().optional(),
                template: z.string().optional(),
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
      return { success: true as const, messages: app.services.outbox.list(canonical) };
    },
  );
};
