import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MONEY_MESSAGES,
  adminIdParamsSchema,
  adminPaymentDetailSchema,
  paymentListQuerySchema,
  paymentListSchema,
  refundCreateBodySchema,
  refundResultSchema,
} from '@anupalan/shared';
import { backOfficeScope, refusals, staffRoute } from '../../lib/backoffice-routes.ts';
import { errorBodySchema } from '../../lib/openapi.ts';

/**
 * `/api/v1/admin/payments…`: payment orders with their refunds and credit notes, and a refund.
 * Staff and admin sessions only (the `/api/v1/admin` hook and this scope's own check); answers never cached.
 */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.paymentAdmin;
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
    async (actor, { query }) => ({ success: true as const, ...(await svc.list(actor, query)) }),
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
    async (actor, { params }) => ({ success: true as const, ...(await svc.get(actor, params.id)) }),
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
      const r = await svc.refund(actor, params.id, body);
      reply.code(r.created ? 201 : 200);
      return {
        success: true as const,
        message: r.refund.creditNoteNumber ? ADMIN_MONEY_MESSAGES.refundDone : ADMIN_MONEY_MESSAGES.refundDoneNoNote,
        ...r,
      };
    },
  );
};
