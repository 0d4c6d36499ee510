import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { partnerReviews } from '../../db/schema.ts';

export type PartnerReviewRow = typeof partnerReviews.$inferSelect;

/** The decisions on partner applications (`partner_reviews`): who decided, when, why, the referral coupon. */
export function createPartnerReviewRepository(db: Db | Tx) {
  return {
    async reviewsOf(userIds: number[]): Promise<Map<number, PartnerReviewRow>> {
      const unique = [...new Set(userIds)];
      if (!unique.length) return new Map();
      const rows = await db.select().from(partnerReviews).where(inArray(partnerReviews.userId, unique));
      return new Map(rows.map((r) => [r.userId, r]));
    },
    async insert(values: typeof partnerReviews.$inferInsert): Promise<void> {
      await db.insert(partnerReviews).values(values);
    },
    /** The partner whose referral code each of these coupons is (from the approval), by coupon id. */
    async referralOwnerIds(couponIds: number[]): Promise<Map<number, number>> {
      const unique = [...new Set(couponIds)];
      if (!unique.length) return new Map();
      const rows = await db
        .select({ couponId: partnerReviews.referralCouponId, userId: partnerReviews.userId })
        .from(partnerReviews)
        .where(inArray(partnerReviews.referralCouponId, unique));
      return new Map(rows.map((r) => [r.couponId!, r.userId]));
    },
    async referralOwnerId(couponId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: partnerReviews.userId })
        .from(partnerReviews)
        .where(eq(partnerReviews.referralCouponId, couponId));
      return row?.userId;
    },
  };
}
export type PartnerReviewRepository = ReturnType<typeof createPartnerReviewRepository>;
