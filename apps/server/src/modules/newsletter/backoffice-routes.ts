import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriberListQuerySchema, subscriberSchema } from '@anupalan/shared';
import { backOfficeScope, refusals, staffList, staffRoute } from '../../lib/backoffice-routes.ts';

/**
 * `/api/v1/admin/subscribers…`: newsletter subscribers and their CSV export.
 * Staff and admin sessions only (the `/api/v1/admin` hook and this scope's own check); answers never cached.
 */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.newsletterAdmin;
  backOfficeScope(app);
  const tags = ['back office'];

  /* ---------- newsletter ---------- */
  staffList(
    app,
    '/subscribers',
    { tags, summary: 'Newsletter subscribers', querystring: subscriberListQuerySchema, item: subscriberSchema },
    svc.list,
  );
  staffRoute(
    app,
    'GET',
    '/subscribers/export.csv',
    {
      tags,
      summary: 'Newsletter subscribers as CSV (cells that a spreadsheet would run as formulas are neutralised)',
      querystring: subscriberListQuerySchema.omit({ page: true, pageSize: true }),
      response: z.string().describe('text/csv'),
      refusals,
    },
    async (actor, { query }, reply) => {
      const chunks = await svc.exportCsv(actor, query);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('x-content-type-options', 'nosniff');
      // A stream is sent as it is (no serialisation); the schema above documents the type.
      return reply.send(Readable.from(chunks) as unknown as string) as unknown as string;
    },
  );
};
