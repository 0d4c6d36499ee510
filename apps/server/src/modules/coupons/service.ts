import { COUPON_MESSAGES } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { CouponRepository, CouponRow } from './repository.ts';

export const COUPON_INVALID = COUPON_MESSAGES.invalid;

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** An account as far as "is this the same person?" needs it (users module). */
export interface CouponParty {
  id: number;
  mobile: string | null;
  email: string | null;
  pendingEmail: string | null;
}

/**
 * Is the buyer the referral code's own partner: the partner's account, or an account with the
 * partner's mobile or e-mail (the proven one, or the one registered and not yet proven)?
 */
export function isSameParty(partner: CouponParty, buyer: CouponParty | undefined): boolean {
  if (!buyer) return false;
  if (partner.id === buyer.id) return true;
  if (partner.mobile && partner.mobile === buyer.mobile) return true;
  const partnerMails = [partner.email, partner.pendingEmail].filter(Boolean).map((m) => m!.toLowerCase());
  return [buyer.email, buyer.pendingEmail].some((m) => m && partnerMails.includes(m.toLowerCase()));
}

/**
 * A coupon applies when it is active, inside its validity window, under its total and
 * per-customer limits, and (when it lists services) for the chosen service. Every failure is the
 * same message, so codes cannot be probed; except a reseller's own referral code on their own
 * purchase (issue 27), which says so: every door that applies a code (the check, the quote, the
 * payment) comes through here.
 */
export function createCouponService(
  repo: CouponRepository,
  now: () => Date = () => new Date(),
  referrals?: {
    /** The partner whose referral code this coupon is (admin module's partner decisions), if any. */
    ownerOf(couponId: number): Promise<CouponParty | undefined>;
    /** The buyer's account (users module). */
    account(userId: number): Promise<CouponParty | undefined>;
  },
) {
  return {
    async validate(rawCode: string, userId: number, serviceId: number | null): Promise<CouponRow> {
      const code = normaliseCouponCode(rawCode);
      if (!code || code.length > 40) throw new AppError('VALIDATION', COUPON_INVALID);
      const coupon = await repo.findByCode(code);
      const t = now();
      if (!coupon || !coupon.active || t < coupon.validFrom || t > coupon.validUntil)
        throw new AppError('VALIDATION', COUPON_INVALID);
      const owner = await referrals?.ownerOf(coupon.id);
      if (owner && isSameParty(owner, owner.id === userId ? owner : await referrals!.account(userId)))
        throw new AppError('VALIDATION', COUPON_MESSAGES.ownReferral);
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
