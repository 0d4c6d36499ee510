import { and, count, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { couponRedemptions, coupons } from '../../db/schema.ts';

type CouponRow = typeof coupons.$inferSelect;

/**
 * Is the coupon still good for this payment? Checked when the payment is recorded, not only when
 * the order was made: several orders opened with a once-per-customer coupon must not all get it.
 * The validity window is judged at the order's creation (the customer was quoted then); limits
 * are judged now, against redemptions already recorded.
 */
export function couponVerdict(
  coupon: Pick<CouponRow, 'active' | 'validFrom' | 'validUntil' | 'maxUses' | 'perUserLimit'> | undefined,
  usage: { total: number; byUser: number },
  orderCreatedAt: Date,
): { ok: true } | { ok: false; reason: string } {
  if (!coupon) return { ok: false, reason: 'coupon no longer exists' };
  if (!coupon.active) return { ok: false, reason: 'coupon deactivated' };
  if (orderCreatedAt < coupon.validFrom || orderCreatedAt > coupon.validUntil)
    return { ok: false, reason: 'coupon outside its validity window' };
  if (coupon.maxUses !== null && usage.total >= coupon.maxUses) return { ok: false, reason: 'coupon use limit reached' };
  if (usage.byUser >= coupon.perUserLimit) return { ok: false, reason: 'coupon per-customer limit reached' };
  return { ok: true };
}

/**
 * Step "coupon redeemed": counts the redemption in the payment's transaction, under a lock on the
 * coupon so two payments cannot both take its last use. A coupon no longer valid is not redeemed;
 * the caller records what was paid and flags it for staff.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { couponId: number; userId: number; orderId: number; orderCreatedAt: Date },
): Promise<{ redeemed: true } | { redeemed: false; reason: string; code: string | null }> {
  // NO KEY UPDATE: the order row's foreign key already holds KEY SHARE on this coupon (a FOR UPDATE
  // here would deadlock two payments of one coupon); two NO KEY UPDATE locks still queue.
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId)).for('no key update');
  const others = ne(couponRedemptions.orderId, input.orderId);
  const [total] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, input.couponId), others));
  const [byUser] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, input.couponId), eq(couponRedemptions.userId, input.userId), others));
  const verdict = couponVerdict(coupon, { total: total?.n ?? 0, byUser: byUser?.n ?? 0 }, input.orderCreatedAt);
  if (!verdict.ok) return { redeemed: false, reason: verdict.reason, code: coupon?.code ?? null };
  await tx
    .insert(couponRedemptions)
    .values({ couponId: input.couponId, userId: input.userId, orderId: input.orderId })
    .onConflictDoNothing();
  return { redeemed: true };
}
