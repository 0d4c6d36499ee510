import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, couponServices, coupons } from '../../db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

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
    async usage(couponId: number, userId: number): Promise<{ total: number; byUser: number }> {
      const [total] = await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
      const [byUser] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return { total: total?.n ?? 0, byUser: byUser?.n ?? 0 };
    },
  };
}
export type CouponRepository = ReturnType<typeof createCouponRepository>;
