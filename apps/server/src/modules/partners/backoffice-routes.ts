import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminIdParamsSchema,
  partnerApplicationSchema,
  partnerApproveSchema,
  partnerListQuerySchema,
  partnerRejectSchema,
} from '@anupalan/shared';
import { backOfficeScope, done, staffList, staffRoute } from '../../lib/backoffice-routes.ts';

const partnerOne = z.object({ ...done, partner: partnerApplicationSchema });

/**
 * `/api/v1/admin/partners…`: reseller and service-provider applications and the decision on one.
 * Staff and admin sessions only (the `/api/v1/admin` hook and this scope's own check); answers never cached.
 */
export const partnerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.partnerAdmin;
  backOfficeScope(app);
  const tags = ['back office'];

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
    svc.list,
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
    async (actor, { params }) => ({ success: true as const, partner: await svc.get(actor, params.id) }),
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
      partner: await svc.approve(actor, params.id, body),
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
      partner: await svc.reject(actor, params.id, body),
    }),
  );
};
