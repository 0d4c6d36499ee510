import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminErasureBody,
  adminErasureParams,
  DATA_RIGHTS_TEXTS as M,
  erasureBody,
  erasureCheckResponse,
  erasureOtpResponse,
  erasureResponse,
  exportIdParams,
  exportResponse,
  exportStatusResponse,
  noBody,
  noQuery,
} from '@anupalan/shared';
import { z } from 'zod';
import { backOfficeScope, staffRoute } from '../../lib/backoffice-routes.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { contentDisposition } from '../requests/rules.ts';

const errs = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};
const blockerView = (b: { kind: 'open_order' | 'payment_in_flight'; message: string; requestId?: number }) => ({
  kind: b.kind,
  message: b.message,
  request_id: b.requestId ?? null,
});

/** The signed-in customer's data rights (issue 24): the export of their data and the erasure of their account. */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rights = app.services.dataRights;
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.post(
    '/user/data-rights/exports',
    {
      onRequest: app.requireUser,
      schema: {
        body: noBody,
        tags: ['data-rights'],
        summary:
          'Ask for a zip of everything held about you, built in the background; asked again while it is built, the same job',
        response: { 202: exportResponse, ...errs },
      },
    },
    async (req, reply) => {
      reply.code(202);
      return { success: true as const, message: M.exportStarted, export: await rights.requestExport(req.user!) };
    },
  );

  app.get(
    '/user/data-rights/exports/latest',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['data-rights'],
        summary: 'Your latest export: being built, ready (with its link for 24 hours), or failed',
        response: { 200: exportStatusResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, export: await rights.latestExport(req.user!) }),
  );

  app.get(
    '/user/data-rights/exports/:id/download',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['data-rights'],
        summary: 'The export zip, to its owner, while its link works (404 after 24 hours)',
        params: exportIdParams,
        response: { 200: z.any(), ...errs, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const { file, name } = await rights.download(req.user!, req.params.id);
      reply.type('application/zip').header('content-disposition', contentDisposition('attachment', name));
      if (file.size !== undefined) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );

  app.get(
    '/user/data-rights/erasure',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['data-rights'],
        summary: 'Whether your account can be deleted now, and what must happen first',
        response: { 200: erasureCheckResponse, ...errs },
      },
    },
    async (req) => {
      const { blockers, to } = await rights.erasureCheck(req.user!);
      return { success: true as const, can_erase: blockers.length === 0, blockers: blockers.map(blockerView), confirm_to: to };
    },
  );

  app.post(
    '/user/data-rights/erasure/otp',
    {
      onRequest: app.requireUser,
      schema: {
        body: noBody,
        tags: ['data-rights'],
        summary: 'Send the code that confirms deleting your account (refused with open orders or a payment in flight)',
        response: { 200: erasureOtpResponse, ...errs },
      },
    },
    async (req) => {
      const { resendAfter } = await rights.sendErasureCode(req.user!, req.ip);
      return { success: true as const, message: M.otpSent, resend_after: resendAfter };
    },
  );

  app.post(
    '/user/data-rights/erasure',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['data-rights'],
        summary: 'Delete your account with the code sent to you: what was erased, what is kept until when',
        body: erasureBody,
        response: { 200: erasureResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, message: M.erased, summary: await rights.eraseSelf(req.user!, req.body.otp) }),
  );
};

/** Staff execute a customer's erasure request (issue 24), audited. */
export const dataRightsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeScope(app);
  staffRoute(
    app,
    'POST',
    '/:id/erasure',
    {
      tags: ['data-rights'],
      summary: "Execute a customer's erasure request (refused with open orders or a payment in flight), audited",
      params: adminErasureParams,
      body: adminErasureBody,
      response: erasureResponse,
      refusals: { ...errs, 404: errorBodySchema },
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: M.erased,
      summary: await app.services.dataRights.eraseForCustomer(actor, params.id, body.reason),
    }),
  );
};
