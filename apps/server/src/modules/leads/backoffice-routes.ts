import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES, adminIdParamsSchema, adminLeadSchema, leadListQuerySchema, leadUpdateSchema } from '@anupalan/shared';
import { backOfficeScope, done, staffList, staffRoute } from '../../lib/backoffice-routes.ts';

const leadOne = z.object({ ...done, lead: adminLeadSchema });

/**
 * `/api/v1/admin/leads…`: consultation requests, and a lead's status, assignee and notes.
 * Staff and admin sessions only (the `/api/v1/admin` hook and this scope's own check); answers never cached.
 */
export const leadAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.leadAdmin;
  backOfficeScope(app);
  const tags = ['back office'];

  /* ---------- leads ---------- */
  staffList(
    app,
    '/leads',
    { tags, summary: 'Consultation requests (leads)', querystring: leadListQuerySchema, item: adminLeadSchema },
    svc.list,
  );
  staffRoute(
    app,
    'PATCH',
    '/leads/:id',
    {
      tags,
      summary: "Change a lead's status, assignee or notes",
      params: adminIdParamsSchema,
      body: leadUpdateSchema,
      response: leadOne,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: ADMIN_MESSAGES.leadUpdated,
      lead: await svc.update(actor, params.id, body),
    }),
  );
};
