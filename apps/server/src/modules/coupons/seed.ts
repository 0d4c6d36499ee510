import type { Tx } from '../../db/tx.ts';
import { coupons } from '../../db/schema.ts';

export const DEMO_COUPON = { code: 'WELCOME10', percent: 10 } as const;

/** The seed's one demo coupon: 10% off any service, once per customer, for two years from the seed. */
export async function seedCoupons(tx: Tx): Promise<void> {
  const from = new Date();
  await tx.insert(coupons).values({
    code: DEMO_COUPON.code,
    discountPercent: DEMO_COUPON.percent,
    validFrom: new Date(from.getTime() - 24 * 60 * 60 * 1000),
    validUntil: new Date(from.getTime() + 2 * 365 * 24 * 60 * 60 * 1000),
    maxUses: 10_000,
    perUserLimit: 1,
  });
}
