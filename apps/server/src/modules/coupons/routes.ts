import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@anupalan/shared';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';

const checkBody = z.object({
  coupon_code: z
    .string({ error: 'Enter a coupon code.' })
    .trim()
    .min(1, { error: 'Enter a coupon code.' })
    .max(40, { error: 'Invalid or expired coupon.' }),
  service_id: idParam.optional().nullable(),
});

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
        body: checkBody,
        response: {
          200: z.object({
            success: z.literal(true),
            valid: z.literal(true),
            message: z.string(),
            data: z.object({ code: z.string(), discount_percent: z.number().int() }),
          }),
          422: errorBodySchema.extend({ valid: z.literal(false).optional() }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const coupon = await app.services.coupons.validate(req.body.coupon_code, req.user!.id, req.body.service_id ?? null);
      return {
        success: true as const,
        valid: true as const,
        message: `Coupon applied! ${coupon.discountPercent}% off.`,
        data: { code: coupon.code, discount_percent: coupon.discountPercent },
      };
    },
  );
};
