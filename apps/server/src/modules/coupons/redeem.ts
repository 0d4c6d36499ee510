import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import { countingAt } from './repository.ts';

type CouponRow = typeof coupons.$inferSelect;

/**
 * Is the coupon still good for this payment? Checked when the order is opened (the reservation)
 * and again when the payment is recorded: several orders opened with a once-per-customer coupon
 * must not all get it. The validity window is judged at the order's creation (the customer was
 * quoted then); limits are judged now, against redemptions and live reservations of other orders.
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
 * The coupon row locked for the rest of the transaction, and the redemptions and live reservations
 * of every order but `exceptOrderId`. NO KEY UPDATE: an order row's foreign key holds KEY SHARE on
 * the coupon (a FOR UPDATE here would deadlock two payments of one coupon); two NO KEY UPDATE locks
 * still queue, so two requests (or two instances) count one after the other.
 */
async function lockedUsage(tx: Tx, couponId: number, userId: number, now: Date, exceptOrderId?: number) {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('no key update');
  const live = and(
    eq(couponRedemptions.couponId, couponId),
    countingAt(now),
    exceptOrderId === undefined ? undefined : ne(couponRedemptions.orderId, exceptOrderId),
  );
  const [total] = await tx.select({ n: count() }).from(couponRedemptions).where(live);
  const [byUser] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(live, eq(couponRedemptions.userId, userId)));
  return { coupon, usage: { total: total?.n ?? 0, byUser: byUser?.n ?? 0 } };
}

/**
 * Step "coupon reserved", when an order is opened with a coupon (issue 27 item 4): under the lock on
 * the coupon, counts its redemptions and live reservations and, when the order may have it, keeps
 * it for the order until `heldUntil`. Call it in the transaction that inserts the order, after the
 * insert; a refusal means the order must be priced without the coupon.
 */
export async function reserveCoupon(
  tx: Tx,
  input: { couponId: number; userId: number; orderId: number; now: Date; heldUntil: Date },
): Promise<{ reserved: true } | { reserved: false; reason: string }> {
  const { coupon, usage } = await lockedUsage(tx, input.couponId, input.userId, input.now);
  const verdict = couponVerdict(coupon, usage, input.now);
  if (!verdict.ok) return { reserved: false, reason: verdict.reason };
  await tx
    .insert(couponRedemptions)
    .values({ couponId: input.couponId, userId: input.userId, orderId: input.orderId, heldUntil: input.heldUntil });
  return { reserved: true };
}

/** Step "coupon released": the order failed or was cancelled before payment; a recorded redemption stays. */
export async function releaseCouponHold(tx: Tx | Db, orderId: number): Promise<void> {
  await tx.delete(couponRedemptions).where(and(eq(couponRedemptions.orderId, orderId), isNotNull(couponRedemptions.heldUntil)));
}

/**
 * Step "coupon redeemed": counts the redemption in the payment's transaction, under a lock on the
 * coupon so two payments cannot both take its last use. The order's own reservation turns into the
 * redemption; a coupon no longer valid (its reservation ran out and another order took it, or staff
 * changed it) is not redeemed; the caller records what was paid and flags it for staff.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { couponId: number; userId: number; orderId: number; orderCreatedAt: Date; now?: Date },
): Promise<{ redeemed: true } | { redeemed: false; reason: string; code: string | null }> {
  const { coupon, usage } = await lockedUsage(tx, input.couponId, input.userId, input.now ?? new Date(), input.orderId);
  const verdict = couponVerdict(coupon, usage, input.orderCreatedAt);
  if (!verdict.ok) {
    await releaseCouponHold(tx, input.orderId);
    return { redeemed: false, reason: verdict.reason, code: coupon?.code ?? null };
  }
  await tx
    .insert(couponRedemptions)
    .values({ couponId: input.couponId, userId: input.userId, orderId: input.orderId })
    .onConflictDoUpdate({ target: couponRedemptions.orderId, set: { heldUntil: null } });
  return { redeemed: true };
}
