import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminRefundRequestSchema,
  REFUND_REQUEST_MESSAGES as M,
  refundApproveBodySchema,
  refundDecisionSchema,
  refundQuoteResponse,
  refundRefuseSchema,
  refundRequestBody,
  refundRequestCreatedResponse,
  refundRequestListQuerySchema,
  requestIdParams,
  noQuery,
} from '@anupalan/shared';
import { backOfficeScope, refusals, staffList, staffRoute } from '../../lib/backoffice-routes.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';

const errs = { ...errorResponses, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** The customer's cancellation and refund request on one of their own requests (issue 24). */
export const refundRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.refundRequests;
  const noStore = {
    onSend: async (_req: unknown, reply: { header(k: string, v: string): unknown }, payload: unknown) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    },
  };
  app.get(
    '/user/requests/:id/refund',
    {
      ...noStore,
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['refunds'],
        summary: 'What cancelling the request refunds now, by the published refund table, and the refund request made',
        params: requestIdParams,
        response: { 200: refundQuoteResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, data: await svc.quote(req.user!, req.params.id) }),
  );
  app.post(
    '/user/requests/:id/refund',
    {
      ...noStore,
      onRequest: app.requireUser,
      schema: {
        tags: ['refunds'],
        summary: 'Cancel the request and ask for the refund the table gives (the server computes the amount)',
        description:
          'One refund request per order (a second: 409). A completed order, nothing paid, or work started: 422 with the reason. ' +
          'Someone else’s request: 404.',
        params: requestIdParams,
        // The service judges the body with refundRequestBody after the ownership check (one place).
        body: refundRequestBody.partial(),
        response: { 201: refundRequestCreatedResponse, ...errs },
      },
    },
    async (req, reply) => {
      const data = await svc.request(req.user!, req.params.id, req.body);
      reply.code(201);
      return { success: true as const, message: M.sent, data };
    },
  );
};

/** `/api/v1/admin/refund-requests…`: the queue of customers' refund requests, approve or refuse. */
export const refundRequestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.refundRequests;
  backOfficeScope(app);
  const tags = ['back office'];
  staffList(
    app,
    '/refund-requests',
    {
      tags,
      summary: 'Customers’ refund requests, newest first; status filter',
      querystring: refundRequestListQuerySchema,
      item: adminRefundRequestSchema,
    },
    (actor, query) => svc.list(actor, query),
  );
  staffRoute(
    app,
    'POST',
    '/refund-requests/:id/approve',
    {
      tags,
      summary: 'Approve: cancel the request and refund through the gateway with a GST credit note',
      description:
        'amount empty: the refund table’s amount; more needs a note (audited). Approving again (a replay, a retry after the gateway failed) ' +
        'makes the same refund once. The gateway failing: 503, the approval stays and a retry completes it.',
      params: adminIdParamsSchema,
      body: refundApproveBodySchema,
      response: refundDecisionSchema,
      refusals: { ...refusals, 409: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema },
    },
    async (actor, { params, body }) => {
      const r = await svc.approve(actor, params.id, body);
      return { success: true as const, message: M.approved, item: r.item };
    },
  );
  staffRoute(
    app,
    'POST',
    '/refund-requests/:id/refuse',
    {
      tags,
      summary: 'Refuse with a reason the customer is told',
      params: adminIdParamsSchema,
      body: refundRefuseSchema.partial(),
      response: refundDecisionSchema,
      refusals: { ...refusals, 409: errorBodySchema, 422: errorBodySchema },
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: M.refused,
      item: await svc.refuse(actor, params.id, body),
    }),
  );
};
