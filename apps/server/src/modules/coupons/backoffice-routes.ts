import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminCouponSchema,
  adminIdParamsSchema,
  couponCreateSchema,
  couponListQuerySchema,
  couponUpdateSchema,
  noBody,
} from '@anupalan/shared';
import { backOfficeScope, done, staffList, staffRoute } from '../../lib/backoffice-routes.ts';

const couponOne = z.object({ ...done, coupon: adminCouponSchema });

/**
 * `/api/v1/admin/coupons…`: coupons with their usage; create, edit, expire.
 * Staff and admin sessions only (the `/api/v1/admin` hook and this scope's own check); answers never cached.
 */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.couponAdmin;
  backOfficeScope(app);
  const tags = ['back office'];

  /* ---------- coupons ---------- */
  staffList(
    app,
    '/coupons',
    { tags, summary: 'Coupons with their usage counts', querystring: couponListQuerySchema, item: adminCouponSchema },
    svc.list,
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
    async (actor, { params }) => ({ success: true as const, coupon: await svc.get(actor, params.id) }),
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
      coupon: await svc.create(actor, body),
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
      coupon: await svc.update(actor, params.id, body),
    }),
  );
  staffRoute(
    app,
    'POST',
    '/coupons/:id/expire',
    { tags, summary: 'End a coupon now (already expired: 409)', params: adminIdParamsSchema, body: noBody, response: couponOne },
    async (actor, { params }) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponExpired,
      coupon: await svc.expire(actor, params.id),
    }),
  );
};
