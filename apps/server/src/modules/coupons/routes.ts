import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_MESSAGES, couponCheckBody, couponCheckResponse, couponRefusal } from '@anupalan/shared';
import { errorResponses } from '../../lib/openapi.ts';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/coupons/check',
    {
      preHandler: app.requireUser,
      // A coupon the service refuses: 422 with `valid: false` (the checkout reads it).
      config: { errors: { appErrorFields: { VALIDATION: { valid: false } } } },
      schema: {
        tags: ['checkout'],
        summary: 'Check a coupon for the signed-in customer (and a service)',
        body: couponCheckBody,
        response: {
          200: couponCheckResponse,
          422: couponRefusal,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const coupon = await app.services.coupons.validate(req.body.coupon_code, req.user!.id, req.body.service_id ?? null);
      return {
        success: true as const,
        valid: true as const,
        message: COUPON_MESSAGES.applied(coupon.discountPercent),
        data: { code: coupon.code, discount_percent: coupon.discountPercent },
      };
    },
  );
};
