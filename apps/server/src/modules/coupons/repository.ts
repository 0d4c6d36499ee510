import { and, count, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, couponServices, coupons } from '../../db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A redemption counts when its payment is recorded (no hold) or its order's hold has not run out. */
export function countingAt(now: Date) {
  return or(isNull(couponRedemptions.heldUntil), gt(couponRedemptions.heldUntil, now));
}

export function createCouponRepository(db: Db) {
  return {
    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row;
    },
    async serviceIds(couponId: number): Promise<number[]> {
      const rows = await db
        .select({ id: couponServices.serviceId })
        .from(couponServices)
        .where(eq(couponServices.couponId, couponId));
      return rows.map((r) => r.id);
    },
    /** Redemptions and live reservations: in all, the customer's, and of those the customer's reservations. */
    async usage(couponId: number, userId: number, now: Date): Promise<{ total: number; byUser: number; heldByUser: number }> {
      const live = and(eq(couponRedemptions.couponId, couponId), countingAt(now));
      const mine = and(live, eq(couponRedemptions.userId, userId));
      const [total] = await db.select({ n: count() }).from(couponRedemptions).where(live);
      const [byUser] = await db.select({ n: count() }).from(couponRedemptions).where(mine);
      const [held] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(mine, isNotNull(couponRedemptions.heldUntil)));
      return { total: total?.n ?? 0, byUser: byUser?.n ?? 0, heldByUser: held?.n ?? 0 };
    },
  };
}
export type CouponRepository = ReturnType<typeof createCouponRepository>;
