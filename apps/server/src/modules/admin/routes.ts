import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  BACKOFFICE_ROLES,
  adminCouponSchema,
  adminIdParamsSchema,
  assigneeSchema,
  adminLeadSchema,
  auditEntrySchema,
  auditQuerySchema,
  couponCreateSchema,
  couponListQuerySchema,
  couponUpdateSchema,
  dashboardQuerySchema,
  dashboardSchema,
  leadListQuerySchema,
  leadUpdateSchema,
  pagedSchema,
  partnerApplicationSchema,
  partnerApproveSchema,
  partnerListQuerySchema,
  partnerRejectSchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMemberSchema,
  subscriberListQuerySchema,
  subscriberSchema,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { setSessionCookie } from '../auth/plugin.ts';

const refusals = { 401: errorBodySchema, 403: errorBodySchema, ...errorResponses };
const writeRefusals = { ...refusals, 409: errorBodySchema, 422: errorBodySchema };
const done = { success: z.literal(true), message: z.string() };
const staffOne = z.object({ ...done, staff: staffMemberSchema });
const partnerOne = z.object({ ...done, partner: partnerApplicationSchema });
const leadOne = z.object({ ...done, lead: adminLeadSchema });
const couponOne = z.object({ ...done, coupon: adminCouponSchema });

function actorOf(req: FastifyRequest) {
  if (!req.user) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  return req.user;
}

/** POST /auth/staff-login: the back office's password sign-in (same service and limits as customers). */
export const staffLoginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/staff-login',
    {
      schema: {
        tags: ['back office'],
        summary: 'Staff sign-in with e-mail or mobile and password',
        description:
          "The customers' password sign-in (same hold after 10 wrong passwords in 15 minutes), then the role: " +
          `only ${BACKOFFICE_ROLES.join(' and ')} accounts get a session; others 403 and no session is kept.`,
        body: staffLoginSchema,
        response: {
          200: staffLoginResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const result = await app.services.admin.staffLogin(req.body.userName, req.body.password, {
        clientIp: req.ip,
        userAgent: req.headers['user-agent'],
      });
      setSessionCookie(req, reply, result.token, result.expiresAt);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: 'Login Successful',
        user: { id: result.user.id, name: result.user.name, email: result.user.email, role: result.user.role },
        accessToken: result.token,
        expiresAt: result.expiresAt.toISOString(),
      };
    },
  );
};

/**
 * `/api/v1/admin/*`: the back office's API. Every route here needs a staff or admin session (401
 * without one, 403 for customers and partners), checked before the request is even parsed; staff
 * accounts are admins' only. Answers are never cached.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;
  app.addHook('onRequest', app.requireRole(...BACKOFFICE_ROLES));
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const tags = ['back office'];
  /** Staff accounts: admins only, also refused before the body is parsed. */
  const adminOnly = app.requireRole('admin');

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: 'Business numbers: revenue net of refunds today / this month / in a date range, leads by status',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.dashboard(actorOf(req), req.query)) }),
  );

  /* ---------- staff accounts (admins only) ---------- */
  app.get(
    '/staff',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Staff accounts (admins only)',
        querystring: staffListQuerySchema,
        response: { 200: pagedSchema(staffMemberSchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.staff.list(actorOf(req), req.query)) }),
  );
  app.post(
    '/staff',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Create a staff account (admins only)',
        body: staffCreateSchema,
        response: { 201: staffOne, ...writeRefusals },
      },
    },
    async (req, reply) => {
      const staff = await admin.staff.create(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: ADMIN_MESSAGES.staffCreated, staff };
    },
  );
  for (const [path, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/staff/:id/${path}`,
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: active
            ? 'Reactivate a staff account (admins only)'
            : 'Deactivate a staff account and end its sessions (admins only)',
          params: adminIdParamsSchema,
          response: { 200: staffOne, ...writeRefusals },
        },
      },
      async (req) => ({
        success: true as const,
        message: active ? ADMIN_MESSAGES.staffReactivated : ADMIN_MESSAGES.staffDeactivated,
        staff: await admin.staff.setActive(actorOf(req), req.params.id, active),
      }),
    );
  }

  app.get(
    '/assignees',
    {
      schema: {
        tags,
        summary: 'Active staff and admins by name, for assigning leads',
        response: { 200: z.object({ success: z.literal(true), assignees: z.array(assigneeSchema) }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, assignees: await admin.staff.assignees(actorOf(req)) }),
  );

  /* ---------- audit log (read only: there is no write route) ---------- */
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first (read only)',
        querystring: auditQuerySchema,
        response: { 200: pagedSchema(auditEntrySchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.audit.list(actorOf(req), req.query)) }),
  );

  /* ---------- partners ---------- */
  app.get(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Reseller and service-provider applications',
        querystring: partnerListQuerySchema,
        response: { 200: pagedSchema(partnerApplicationSchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.partners.list(actorOf(req), req.query)) }),
  );
  app.get(
    '/partners/:id',
    {
      schema: {
        tags,
        summary: 'One partner application',
        params: adminIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), partner: partnerApplicationSchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, partner: await admin.partners.get(actorOf(req), req.params.id) }),
  );
  app.post(
    '/partners/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending application (a reseller gets a referral coupon); the applicant is e-mailed',
        description: 'An application already approved or rejected: 409.',
        params: adminIdParamsSchema,
        body: partnerApproveSchema.optional(),
        response: { 200: partnerOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: ADMIN_MESSAGES.partnerApproved,
      partner: await admin.partners.approve(actorOf(req), req.params.id, req.body),
    }),
  );
  app.post(
    '/partners/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending application with a reason; the applicant is e-mailed',
        params: adminIdParamsSchema,
        body: partnerRejectSchema,
        response: { 200: partnerOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: ADMIN_MESSAGES.partnerRejected,
      partner: await admin.partners.reject(actorOf(req), req.params.id, req.body),
    }),
  );

  /* ---------- leads ---------- */
  app.get(
    '/leads',
    {
      schema: {
        tags,
        summary: 'Consultation requests (leads)',
        querystring: leadListQuerySchema,
        response: { 200: pagedSchema(adminLeadSchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.leads.list(actorOf(req), req.query)) }),
  );
  app.patch(
    '/leads/:id',
    {
      schema: {
        tags,
        summary: "Change a lead's status, assignee or notes",
        params: adminIdParamsSchema,
        body: leadUpdateSchema,
        response: { 200: leadOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: ADMIN_MESSAGES.leadUpdated,
      lead: await admin.leads.update(actorOf(req), req.params.id, req.body),
    }),
  );

  /* ---------- newsletter ---------- */
  app.get(
    '/subscribers',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers',
        querystring: subscriberListQuerySchema,
        response: { 200: pagedSchema(subscriberSchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.subscribers.list(actorOf(req), req.query)) }),
  );
  app.get(
    '/subscribers/export.csv',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers as CSV (cells that a spreadsheet would run as formulas are neutralised)',
        querystring: subscriberListQuerySchema.omit({ page: true, pageSize: true }),
        response: { 200: z.string().describe('text/csv'), ...refusals },
      },
    },
    async (req, reply) => {
      const chunks = await admin.subscribers.exportCsv(actorOf(req), req.query);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('x-content-type-options', 'nosniff');
      // A stream is sent as it is (no serialisation); the schema above documents the type.
      return reply.send(Readable.from(chunks) as unknown as string);
    },
  );

  /* ---------- coupons ---------- */
  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons with their usage counts',
        querystring: couponListQuerySchema,
        response: { 200: pagedSchema(adminCouponSchema), ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await admin.coupons.list(actorOf(req), req.query)) }),
  );
  app.get(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'One coupon',
        params: adminIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), coupon: adminCouponSchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, coupon: await admin.coupons.get(actorOf(req), req.params.id) }),
  );
  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon (a code already in use: 409 on `code`)',
        body: couponCreateSchema,
        response: { 201: couponOne, ...writeRefusals },
      },
    },
    async (req, reply) => {
      const coupon = await admin.coupons.create(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: ADMIN_MESSAGES.couponSaved, coupon };
    },
  );
  app.patch(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Edit a coupon',
        params: adminIdParamsSchema,
        body: couponUpdateSchema,
        response: { 200: couponOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponSaved,
      coupon: await admin.coupons.update(actorOf(req), req.params.id, req.body),
    }),
  );
  app.post(
    '/coupons/:id/expire',
    {
      schema: {
        tags,
        summary: 'End a coupon now (already expired: 409)',
        params: adminIdParamsSchema,
        response: { 200: couponOne, ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponExpired,
      coupon: await admin.coupons.expire(actorOf(req), req.params.id),
    }),
  );
};
