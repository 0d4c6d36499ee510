import { Readable } from 'node:stream';
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
import { backOfficeScope, done, refusals, staffList, staffRoute } from '../../lib/backoffice-routes.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { setSessionCookie } from '../auth/plugin.ts';

const staffOne = z.object({ ...done, staff: staffMemberSchema });
const partnerOne = z.object({ ...done, partner: partnerApplicationSchema });
const leadOne = z.object({ ...done, lead: adminLeadSchema });
const couponOne = z.object({ ...done, coupon: adminCouponSchema });

/** POST /auth/staff-login: the back office's sign-in, password then code (same password limits as customers). */
export const staffLoginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/staff-login',
    {
      schema: {
        tags: ['back office'],
        summary: 'Staff sign-in with e-mail or mobile, password and a code (two factors)',
        description:
          "The customers' password check (same hold after 10 wrong passwords in 15 minutes), then the role: " +
          `only ${BACKOFFICE_ROLES.join(' and ')} accounts (and service providers) get a session; others 403. ` +
          'Staff and admins need two factors: `{userName, password}` answers `otpRequired: true` and sends a 6-digit code to the ' +
          "account's e-mail (else mobile), no session; `{userName, password, otp}` signs in (a wrong code: 401 with the tries left). " +
          'Service providers sign in with the password alone. The storefront sign-in (POST /login) refuses staff and admins (403).',
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
      const outcome = await app.services.admin.staffLogin(req.body.userName, req.body.password, req.body.otp, {
        clientIp: req.ip,
        userAgent: req.headers['user-agent'],
      });
      reply.header('cache-control', 'no-store');
      if (!('signedIn' in outcome)) {
        return {
          success: true as const,
          otpRequired: true as const,
          message: ADMIN_MESSAGES.staffCodeSent(outcome.codeSentTo),
          to: outcome.codeSentTo,
          resendAfter: outcome.resendAfter,
        };
      }
      const result = outcome.signedIn;
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
  backOfficeScope(app);
  const tags = ['back office'];
  /** Staff accounts: admins only, also refused before the body is parsed. */
  const adminOnly = app.requireRole('admin');

  staffRoute(
    app,
    'GET',
    '/dashboard',
    {
      tags,
      summary: 'Business numbers: revenue net of refunds today / this month / in a date range, leads by status',
      querystring: dashboardQuerySchema,
      response: dashboardSchema,
    },
    async (actor, { query }) => ({ success: true as const, ...(await admin.dashboard(actor, query)) }),
  );

  /* ---------- staff accounts (admins only) ---------- */
  staffList(
    app,
    '/staff',
    {
      tags,
      onRequest: adminOnly,
      summary: 'Staff accounts (admins only)',
      querystring: staffListQuerySchema,
      item: staffMemberSchema,
    },
    admin.staff.list,
  );
  staffRoute(
    app,
    'POST',
    '/staff',
    {
      tags,
      onRequest: adminOnly,
      summary: 'Create a staff account (admins only)',
      body: staffCreateSchema,
      response: staffOne,
      status: 201,
    },
    async (actor, { body }) => ({
      success: true as const,
      message: ADMIN_MESSAGES.staffCreated,
      staff: await admin.staff.create(actor, body),
    }),
  );
  for (const [path, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    staffRoute(
      app,
      'POST',
      `/staff/:id/${path}`,
      {
        tags,
        onRequest: adminOnly,
        summary: active
          ? 'Reactivate a staff account (admins only)'
          : 'Deactivate a staff account and end its sessions (admins only)',
        params: adminIdParamsSchema,
        response: staffOne,
      },
      async (actor, { params }) => ({
        success: true as const,
        message: active ? ADMIN_MESSAGES.staffReactivated : ADMIN_MESSAGES.staffDeactivated,
        staff: await admin.staff.setActive(actor, params.id, active),
      }),
    );
  }

  staffRoute(
    app,
    'GET',
    '/assignees',
    {
      tags,
      summary: 'Active staff and admins by name, for assigning leads',
      response: z.object({ success: z.literal(true), assignees: z.array(assigneeSchema) }),
    },
    async (actor) => ({ success: true as const, assignees: await admin.staff.assignees(actor) }),
  );

  /* ---------- audit log (read only: there is no write route) ---------- */
  staffList(
    app,
    '/audit',
    { tags, summary: 'The audit log, newest first (read only)', querystring: auditQuerySchema, item: auditEntrySchema },
    admin.audit.list,
  );

  /* ---------- partners ---------- */
  staffList(
    app,
    '/partners',
    {
      tags,
      summary: 'Reseller and service-provider applications',
      querystring: partnerListQuerySchema,
      item: partnerApplicationSchema,
    },
    admin.partners.list,
  );
  staffRoute(
    app,
    'GET',
    '/partners/:id',
    {
      tags,
      summary: 'One partner application',
      params: adminIdParamsSchema,
      response: z.object({ success: z.literal(true), partner: partnerApplicationSchema }),
    },
    async (actor, { params }) => ({ success: true as const, partner: await admin.partners.get(actor, params.id) }),
  );
  staffRoute(
    app,
    'POST',
    '/partners/:id/approve',
    {
      tags,
      summary: 'Approve a pending application (a reseller gets a referral coupon); the applicant is e-mailed',
      description: 'An application already approved or rejected: 409.',
      params: adminIdParamsSchema,
      body: partnerApproveSchema.optional(),
      response: partnerOne,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: ADMIN_MESSAGES.partnerApproved,
      partner: await admin.partners.approve(actor, params.id, body),
    }),
  );
  staffRoute(
    app,
    'POST',
    '/partners/:id/reject',
    {
      tags,
      summary: 'Reject a pending application with a reason; the applicant is e-mailed',
      params: adminIdParamsSchema,
      body: partnerRejectSchema,
      response: partnerOne,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: ADMIN_MESSAGES.partnerRejected,
      partner: await admin.partners.reject(actor, params.id, body),
    }),
  );

  /* ---------- leads ---------- */
  staffList(
    app,
    '/leads',
    { tags, summary: 'Consultation requests (leads)', querystring: leadListQuerySchema, item: adminLeadSchema },
    admin.leads.list,
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
      lead: await admin.leads.update(actor, params.id, body),
    }),
  );

  /* ---------- newsletter ---------- */
  staffList(
    app,
    '/subscribers',
    { tags, summary: 'Newsletter subscribers', querystring: subscriberListQuerySchema, item: subscriberSchema },
    admin.subscribers.list,
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
      const chunks = await admin.subscribers.exportCsv(actor, query);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('x-content-type-options', 'nosniff');
      // A stream is sent as it is (no serialisation); the schema above documents the type.
      return reply.send(Readable.from(chunks) as unknown as string) as unknown as string;
    },
  );

  /* ---------- coupons ---------- */
  staffList(
    app,
    '/coupons',
    { tags, summary: 'Coupons with their usage counts', querystring: couponListQuerySchema, item: adminCouponSchema },
    admin.coupons.list,
  );
  staffRoute(
    app,
    'GET',
    '/coupons/:id',
    {
      tags,
      summary: 'One coupon',
      params: adminIdParamsSchema,
      response: z.object({ success: z.literal(true), coupon: adminCouponSchema }),
    },
    async (actor, { params }) => ({ success: true as const, coupon: await admin.coupons.get(actor, params.id) }),
  );
  staffRoute(
    app,
    'POST',
    '/coupons',
    {
      tags,
      summary: 'Create a coupon (a code already in use: 409 on `code`)',
      body: couponCreateSchema,
      response: couponOne,
      status: 201,
    },
    async (actor, { body }) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponSaved,
      coupon: await admin.coupons.create(actor, body),
    }),
  );
  staffRoute(
    app,
    'PATCH',
    '/coupons/:id',
    { tags, summary: 'Edit a coupon', params: adminIdParamsSchema, body: couponUpdateSchema, response: couponOne },
    async (actor, { params, body }) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponSaved,
      coupon: await admin.coupons.update(actor, params.id, body),
    }),
  );
  staffRoute(
    app,
    'POST',
    '/coupons/:id/expire',
    { tags, summary: 'End a coupon now (already expired: 409)', params: adminIdParamsSchema, response: couponOne },
    async (actor, { params }) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponExpired,
      coupon: await admin.coupons.expire(actor, params.id),
    }),
  );
};
