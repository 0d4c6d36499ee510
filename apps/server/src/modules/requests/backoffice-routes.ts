import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PARTNER_EMAIL_MESSAGES,
  REQUEST_ADMIN_MESSAGES,
  adminIdParamsSchema,
  noteCreateSchema,
  pageQuerySchema,
  pagedSchema,
  partnerEmailOtpSchema,
  partnerEmailVerifySchema,
  partnerMeSchema,
  queueRowSchema,
  referralSummarySchema,
  requestAssigneeSchema,
  requestDetailSchema,
  requestNoteSchema,
  requestQueueQuerySchema,
  serviceTargetsSchema,
  staffRequestResponse,
  stageChangeBody,
  targetsUpdateSchema,
  fileOnlyForm,
  noQuery,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { actorOf, done, refusals } from '../../lib/backoffice-routes.ts';
import { errorBodySchema } from '../../lib/openapi.ts';
import { DOCUMENT_SPOOL, formBody } from '../../lib/uploads.ts';
import { sessionToken } from '../auth/plugin.ts';
import { presentStaffRequest } from './presenters.ts';

const writeRefusals = { ...refusals, 409: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema };

/** Refuses an upload whose declared length is already over the limit, before reading any of it. */
function refuseOversize(req: FastifyRequest, maxFileBytes: number): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxFileBytes + 256 * 1024) {
    const mb = Math.round((maxFileBytes / (1024 * 1024)) * 10) / 10;
    const message = `The file is larger than ${mb} MB.`;
    throw new AppError('PAYLOAD_TOO_LARGE', message, { file: [message] });
  }
}

/**
 * `/api/v1/admin/requests…`: the queue, a request's page, notes and target times (staff and
 * admins; the `/api/v1/admin` hook refuses everyone else before anything is parsed).
 */
export const requestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.requestAdmin;
  const tags = ['back office'];

  app.get(
    '/admin/requests',
    {
      schema: {
        tags,
        summary: 'The request queue, newest first, with filters and search',
        description:
          'Query: page, pageSize (≤ 100), stage, serviceId, from/to (YYYY-MM-DD, India time), assignee (id or `none`), overdue (true/false), q (customer name, mobile, e-mail, order id or request number). A bad filter is 400.',
        querystring: requestQueueQuerySchema,
        response: { 200: pagedSchema(queueRowSchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await svc.queue(actorOf(req), req.query)) }),
  );
  app.get(
    '/admin/requests/filters',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: 'What the queue can be filtered by: services, and who requests can be assigned to',
        response: {
          200: z.object({
            success: z.literal(true),
            services: z.array(z.object({ id: z.number().int(), name: z.string() })),
            assignees: z.array(requestAssigneeSchema),
          }),
          ...refusals,
        },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const [services, assignees] = await Promise.all([svc.services(actor), svc.assignees(actor)]);
      return { success: true as const, services, assignees };
    },
  );
  app.get(
    '/admin/requests/targets',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: 'Target hours per stage for every service (its own, or the default)',
        response: { 200: z.object({ success: z.literal(true), items: z.array(serviceTargetsSchema) }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, items: await svc.targets(actorOf(req)) }),
  );
  app.put(
    '/admin/requests/targets/:id',
    {
      schema: {
        tags,
        summary: "Set a service's target hours per stage (null or empty: the default)",
        params: adminIdParamsSchema,
        body: targetsUpdateSchema,
        response: { 200: z.object({ ...done, targets: serviceTargetsSchema }), ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: REQUEST_ADMIN_MESSAGES.targetsSaved,
      targets: await svc.setTargets(actorOf(req), req.params.id, req.body),
    }),
  );
  app.get(
    '/admin/requests/:id',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: "A request's page: customer, company, payments, documents, timeline, notes, deliverable",
        params: adminIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), request: requestDetailSchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, request: await svc.detail(actorOf(req), req.params.id) }),
  );
  app.post(
    '/admin/requests/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note (staff only; never shown to the customer)',
        params: adminIdParamsSchema,
        body: noteCreateSchema,
        response: { 201: z.object({ ...done, note: requestNoteSchema }), ...writeRefusals },
      },
    },
    async (req, reply) => {
      const note = await svc.addNote(actorOf(req), req.params.id, req.body);
      reply.code(201);
      return { success: true as const, message: REQUEST_ADMIN_MESSAGES.noteSaved, note };
    },
  );
};

/**
 * `/api/v1/partner/…`: a partner's own side. A service provider sees and works only the requests
 * assigned to them (403 on any other); a reseller sees the orders that used their referral code.
 * Both need a proven e-mail address first (`/partner/email/…`).
 */
export const partnerSideRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.requestAdmin;
  const tags = ['partners'];
  const partnerOnly = app.requireRole('service_provider', 'reseller');
  const providerOnly = app.requireRole('service_provider');
  const noStore = async (_req: FastifyRequest, reply: { header(k: string, v: string): unknown }, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };

  app.get(
    '/partner/me',
    {
      onRequest: partnerOnly,
      onSend: noStore,
      schema: {
        querystring: noQuery,
        tags,
        summary: "The signed-in partner's account and whether their e-mail address is proven",
        response: { 200: z.object({ success: z.literal(true), partner: partnerMeSchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, partner: await svc.partner.me(actorOf(req)) }),
  );
  app.post(
    '/partner/email/otp',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        summary: 'Send a 6-digit code to the e-mail address to prove (the registered one, or `email`)',
        description:
          'The same limits as every OTP (60 s between codes, 5 an hour). The answer is the same whether or not another account uses the address. ' +
          '`current_password` is needed with `email` when it replaces the registered address or a proven one (422 otherwise); ' +
          'proving an address that replaces a proven one ends the other sessions and tells the old address.',
        body: partnerEmailOtpSchema.optional(),
        response: { 200: z.object({ ...done, resend_after: z.number().int() }), ...writeRefusals, 429: errorBodySchema },
      },
    },
    async (req) => ({
      success: true as const,
      message: PARTNER_EMAIL_MESSAGES.codeSent,
      resend_after: (await app.services.partners.sendEmailProof(actorOf(req), req.body ?? {}, req.ip)).resendAfter,
    }),
  );
  app.post(
    '/partner/email/verify',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        summary: 'Prove the e-mail address with the code; only then is an address used by another account refused (409)',
        body: partnerEmailVerifySchema,
        response: { 200: z.object({ ...done, partner: partnerMeSchema }), ...writeRefusals },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await app.services.partners.verifyEmailProof(actor, req.body, sessionToken(req)?.token);
      return { success: true as const, message: PARTNER_EMAIL_MESSAGES.verified, partner: await svc.partner.me(actor) };
    },
  );
  app.get(
    '/partner/requests',
    {
      onRequest: providerOnly,
      onSend: noStore,
      schema: {
        tags,
        summary: 'The requests assigned to the signed-in service provider (same filters as the staff queue)',
        querystring: requestQueueQuerySchema,
        response: { 200: pagedSchema(queueRowSchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await svc.partner.queue(actorOf(req), req.query)) }),
  );
  app.get(
    '/partner/requests/:id',
    {
      onRequest: providerOnly,
      onSend: noStore,
      schema: {
        querystring: noQuery,
        tags,
        summary: 'One request assigned to the service provider (403 for any other)',
        params: adminIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), request: requestDetailSchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, request: await svc.partner.detail(actorOf(req), req.params.id) }),
  );
  app.post(
    '/partner/requests/:id/stage',
    {
      // Who may call comes before the body is judged.
      preValidation: providerOnly,
      schema: {
        tags,
        summary: 'Move an assigned request to a stage; the customer is e-mailed',
        params: adminIdParamsSchema,
        body: stageChangeBody,
        response: { 200: staffRequestResponse, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      ...presentStaffRequest(await svc.partner.changeStage(actorOf(req), req.params.id, req.body)),
    }),
  );
  app.post(
    '/partner/requests/:id/deliverable',
    {
      preValidation: [
        providerOnly,
        async (req) => {
          refuseOversize(req, app.services.requests.maxFileBytes);
          // The assignment is checked before the body is read (a malformed id is the params' 400 after it).
          const params = adminIdParamsSchema.safeParse(req.params);
          if (params.success) await svc.partner.detail(actorOf(req), params.data.id);
        },
        formBody({
          fileFields: ['file'],
          maxFileBytes: app.services.requests.maxFileBytes,
          keepEmptyFiles: true,
          spool: DOCUMENT_SPOOL,
        }),
      ],
      schema: {
        tags,
        summary: "Upload (or replace) an assigned request's deliverable: multipart, file part `file`",
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        body: fileOnlyForm,
        response: { 200: staffRequestResponse, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      ...presentStaffRequest(await svc.partner.uploadDeliverable(actorOf(req), req.params.id, req.uploads?.file)),
    }),
  );
  app.get(
    '/partner/referrals',
    {
      onRequest: app.requireRole('reseller'),
      onSend: noStore,
      schema: {
        tags,
        summary: "The reseller's referral code and the paid orders that used it (first names only)",
        querystring: pageQuerySchema,
        response: { 200: z.object({ success: z.literal(true), referrals: referralSummarySchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, referrals: await svc.partner.referrals(actorOf(req), req.query) }),
  );
};
