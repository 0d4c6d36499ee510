import {} from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  BACKOFFICE_ROLES,
  adminIdParamsSchema,
  assigneeSchema,
  auditEntrySchema,
  auditQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMemberSchema,
  noBody,
} from '@anupalan/shared';
import { backOfficeScope, done, staffList, staffRoute } from '../../lib/backoffice-routes.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { setSessionCookie } from '../auth/plugin.ts';

const staffOne = z.object({ ...done, staff: staffMemberSchema });

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
        body: noBody,
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
};
