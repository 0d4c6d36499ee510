import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MONEY_MESSAGES,
  adminCustomerSchema,
  adminFeedbackSchema,
  adminIdParamsSchema,
  adminPaymentDetailSchema,
  customerListQuerySchema,
  dashboardChartsSchema,
  dashboardQuerySchema,
  feedbackListQuerySchema,
  paymentListQuerySchema,
  paymentListSchema,
  refundCreateBodySchema,
  refundResultSchema,
} from '@anupalan/shared';
import { backOfficeScope, refusals, staffList, staffRoute } from '../../lib/backoffice-routes.ts';
import { errorBodySchema } from '../../lib/openapi.ts';

/**
 * `/api/v1/admin/{payments,feedback,customers,charts}`: the back office's money side (issue 11,
 * part C). Staff and admin sessions only (the `/api/v1` hook and this scope's own check).
 */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;
  backOfficeScope(app);
  const tags = ['back office'];

  staffRoute(
    app,
    'GET',
    '/payments',
    {
      tags,
      summary: 'Payment orders, newest first, with totals of the filtered set (captured, refunded, net)',
      querystring: paymentListQuerySchema,
      response: paymentListSchema,
    },
    async (actor, { query }) => ({ success: true as const, ...(await admin.payments.list(actor, query)) }),
  );
  staffRoute(
    app,
    'GET',
    '/payments/:id',
    {
      tags,
      summary: 'One payment order with its refunds and credit notes',
      params: adminIdParamsSchema,
      response: adminPaymentDetailSchema,
    },
    async (actor, { params }) => ({ success: true as const, ...(await admin.payments.get(actor, params.id)) }),
  );
  staffRoute(
    app,
    'POST',
    '/payments/:id/refunds',
    {
      tags,
      summary: 'Refund all or part of a payment through the gateway; issues a GST credit note',
      description:
        'The same idempotencyKey is the same refund (a second press or a retry answers it with created: false). ' +
        'More than is left, or an unpaid order: 422. The gateway refusing: 503 and nothing recorded.',
      params: adminIdParamsSchema,
      body: refundCreateBodySchema,
      response: refundResultSchema,
      refusals: { 201: refundResultSchema, ...refusals, 409: errorBodySchema, 422: errorBodySchema },
    },
    async (actor, { params, body }, reply) => {
      const r = await admin.payments.refund(actor, params.id, body);
      reply.code(r.created ? 201 : 200);
      return {
        success: true as const,
        message: r.refund.creditNoteNumber ? ADMIN_MONEY_MESSAGES.refundDone : ADMIN_MONEY_MESSAGES.refundDoneNoNote,
        ...r,
      };
    },
  );

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
