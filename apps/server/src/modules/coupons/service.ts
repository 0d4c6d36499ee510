import { COUPON_MESSAGES } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { CouponRepository, CouponRow } from './repository.ts';

export const COUPON_INVALID = COUPON_MESSAGES.invalid;

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A coupon applies when it is active, inside its validity window, under its total and
 * per-customer limits, and (when it lists services) for the chosen service. Every failure is the
 * same message, so codes cannot be probed.
 */
export function createCouponService(repo: CouponRepository, now: () => Date = () => new Date()) {
  return {
    async validate(rawCode: string, userId: number, serviceId: number | null): Promise<CouponRow> {
      const code = normaliseCouponCode(rawCode);
      if (!code || code.length > 40) throw new AppError('VALIDATION', COUPON_INVALID);
      const coupon = await repo.findByCode(code);
      const t = now();
      if (!coupon || !coupon.active || t < coupon.validFrom || t > coupon.validUntil)
        throw new AppError('VALIDATION', COUPON_INVALID);
      const usage = await repo.usage(coupon.id, userId, t);
      if (coupon.maxUses !== null && usage.total >= coupon.maxUses) throw new AppError('VALIDATION', COUPON_INVALID);
      if (usage.byUser >= coupon.perUserLimit) {
        // Used up only by the customer's own orders still waiting for payment: say so (the code is
        // theirs already, nothing to probe), and the checkout prices this order without it.
        if (usage.byUser - usage.heldByUser < coupon.perUserLimit)
          throw new AppError('VALIDATION', COUPON_MESSAGES.heldByOpenOrder);
        throw new AppError('VALIDATION', COUPON_INVALID);
      }
      if (serviceId !== null) {
        const only = await repo.serviceIds(coupon.id);
        if (only.length && !only.includes(serviceId)) throw new AppError('VALIDATION', COUPON_INVALID);
      }
      return coupon;
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
