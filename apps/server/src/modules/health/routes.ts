import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENERIC_MESSAGES } from '@anupalan/shared';
import { errorBodySchema } from '../../lib/openapi.ts';

/**
 * Liveness (the process answers) and readiness (the database answers too, and no shutdown has
 * started: from its first moment /readyz answers 503 so the balancer stops sending, lib/shutdown.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: errorBodySchema },
      },
      logLevel: 'warn',
    },
    async (_req, reply) => {
      const { database } = app.services;
      if (app.drain.draining) {
        return reply.status(503).send({ success: false, code: 'UNAVAILABLE', message: GENERIC_MESSAGES.UNAVAILABLE });
      }
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ success: false, code: 'UNAVAILABLE', message: GENERIC_MESSAGES.UNAVAILABLE });
      }
    },
  );
};
