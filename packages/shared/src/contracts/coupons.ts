import { z } from 'zod';
import { idParam } from '../ids.ts';

/**
 * How long an order opened with a coupon keeps it reserved while it waits for payment (issue 27
 * item 4): the customer's other orders are priced without it until then.
 */
export const COUPON_HOLD_MINUTES = 30;

/** The coupon check at checkout (POST /coupons/check). */
export const COUPON_MESSAGES = {
  codeRequired: 'Enter a coupon code.',
  invalid: 'Invalid or expired coupon.',
  /** A reseller's own referral code on their own purchase, or on one by an account with their mobile or e-mail (issue 27). */
  ownReferral: 'This is your own referral code: it gives a discount to your customers, not to you.',
  applied: (percent: number) => `Coupon applied! ${percent}% off.`,
  /** A once-per-customer coupon reserved by another of the customer's orders still waiting for payment. */
  heldByOpenOrder: `This coupon is reserved for another of your orders that is waiting for payment, so this order is priced without it. If that order is not paid within ${COUPON_HOLD_MINUTES} minutes, or its payment fails, you can use the coupon again.`,
} as const;

export const couponCheckBody = z.object({
  coupon_code: z
    .string({ error: COUPON_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: COUPON_MESSAGES.codeRequired })
    .max(40, { error: COUPON_MESSAGES.invalid }),
  service_id: idParam.optional().nullable(),
});
export type CouponCheckBody = z.input<typeof couponCheckBody>;

export const couponCheckResponse = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  message: z.string(),
  data: z.object({ code: z.string(), discount_percent: z.number().int() }),
});
export type CouponCheckResponse = z.infer<typeof couponCheckResponse>;

/** A coupon the service refuses: 422 with `valid: false` (the checkout reads it). */
export const couponRefusal = z.object({
  success: z.literal(false),
  valid: z.literal(false).optional(),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type CouponRefusal = z.output<typeof couponRefusal>;
