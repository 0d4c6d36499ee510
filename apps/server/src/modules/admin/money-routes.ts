import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_MONEY_MESSAGES,
  BACKOFFICE_ROLES,
  adminCustomerSchema,
  adminFeedbackSchema,
  adminIdParamsSchema,
  adminPaymentDetailSchema,
  customerListQuerySchema,
  dashboardChartsSchema,
  dashboardQuerySchema,
  feedbackListQuerySchema,
  pagedSchema,
  paymentListQuerySchema,
  paymentListSchema,
  refundCreateBodySchema,
  refundResultSchema,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';

const refusals = { 401: errorBodySchema, 403: errorBodySchema, ...errorResponses };

function actorOf(req: FastifyRequest) {
  if (!req.user) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  return req.user;
}

/**
 * `/api/v1/admin/{payments,feedback,customers,charts}`: the back office's money side (issue 11,
 * part C). Staff and admin sessions only (the `/api/v1` hook and this scope's own check).
 */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;
  app.addHook('onRequest', app.requireRole(...BACKOFFICE_ROLES));
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const tags = ['back office'];

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Payment orders, newest first, with totals of the filtered set (captured, refunded, net)',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema, ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.payments.list(actorOf(req), req.query)) }),
  );
  app.get(
    '/payments/:id',
    {
      schema: {
        tags,
        summary: 'One payment order with its refunds and credit notes',
        params: adminIdParamsSchema,
        response: { 200: adminPaymentDetailSchema, ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.payments.get(actorOf(req), req.params.id)) }),
  );
  app.post(
    '/payments/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Refund all or part of a payment through the gateway; issues a GST credit note',
        description:
          'The same idempotencyKey is the same refund (a second press or a retry answers it with created: false). ' +
          'More than is left, or an unpaid order: 422. The gateway refusing: 503 and nothing recorded.',
        params: adminIdParamsSchema,
        body: refundCreateBodySchema,
        response: { 200: refundResultSchema, 201: refundResultSchema, ...refusals, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (req, reply) => {
      const r = await admin.payments.refund(actorOf(req), req.params.id, req.body);
      reply.code(r.created ? 201 : 200);
      return {
        success: true as const,
        message: r.refund.creditNoteNumber ? ADMIN_MONEY_MESSAGES.refundDone : ADMIN_MONEY_MESSAGES.refundDoneNoNote,
        ...r,
      };
    },
  );

  app.get(
    '/feedback',
    {
      schema: {
        tags,
        summary: 'Customer feedback, newest first, with the average rating of the filtered set',
        querystring: feedbackListQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            items: z.array(adminFeedbackSchema),
            pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
            averageRating: z.number().nullable(),
          }),
          ...refusals,
        },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.feedback.list(actorOf(req), req.query)) }),
  );

  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Customer accounts, newest first (search by name, e-mail or mobile)',
        querystring: customerListQuerySchema,
        response: { 200: pagedSchema(adminCustomerSchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.customers.list(actorOf(req), req.query)) }),
  );

  app.get(
    '/charts',
    {
      schema: {
        tags,
        summary: "The dashboard's charts: net revenue by day, requests by stage, overdue requests, lead conversion",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardChartsSchema, ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.charts(actorOf(req), req.query)) }),
  );
};
