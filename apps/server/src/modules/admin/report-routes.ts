import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCustomerSchema,
  adminFeedbackSchema,
  customerListQuerySchema,
  dashboardChartsSchema,
  dashboardQuerySchema,
  feedbackListQuerySchema,
} from '@anupalan/shared';
import { backOfficeScope, staffList, staffRoute } from '../../lib/backoffice-routes.ts';

/**
 * `/api/v1/admin/{feedback,customers,charts}`: the back office's reports, read through the owners'
 * services (issue 11, part C). Staff and admin sessions only (the `/api/v1` hook and this scope's own check).
 */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;
  backOfficeScope(app);
  const tags = ['back office'];

  staffRoute(
    app,
    'GET',
    '/feedback',
    {
      tags,
      summary: 'Customer feedback, newest first, with the average rating of the filtered set',
      querystring: feedbackListQuerySchema,
      response: z.object({
        success: z.literal(true),
        items: z.array(adminFeedbackSchema),
        pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
        averageRating: z.number().nullable(),
      }),
    },
    async (actor, { query }) => ({ success: true as const, ...(await admin.feedback.list(actor, query)) }),
  );

  staffList(
    app,
    '/customers',
    {
      tags,
      summary: 'Customer accounts, newest first (search by name, e-mail or mobile)',
      querystring: customerListQuerySchema,
      item: adminCustomerSchema,
    },
    admin.customers.list,
  );

  staffRoute(
    app,
    'GET',
    '/charts',
    {
      tags,
      summary: "The dashboard's charts: net revenue by day, requests by stage, overdue requests, lead conversion",
      querystring: dashboardQuerySchema,
      response: dashboardChartsSchema,
    },
    async (actor, { query }) => ({ success: true as const, ...(await admin.charts(actor, query)) }),
  );
};
