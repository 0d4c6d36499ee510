import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { holdClock } from '../../../../../tests/helpers/clock.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { couponRedemptions, couponServices, coupons, paymentOrders } from '../../db/schema.ts';

const t = useTestApp();

const day = 24 * 60 * 60 * 1000;
async function addCoupon(code: string, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [c] = await t.database.db
    .insert(coupons)
    .values({
      code,
      discountPercent: 20,
      validFrom: new Date(Date.now() - day),
      validUntil: new Date(Date.now() + day),
      ...values,
    })
    .returning();
  return c!;
}
const check = (headers: Record<string, string>, coupon_code: string, service_id?: number) =>
  t.app.inject({ method: 'POST', url: '/api/v1/coupons/check', headers, payload: { coupon_code, service_id } });

describe('POST /api/v1/coupons/check', () => {
  it('a coupon valid until 31 December (set as a day in the back office) counts the whole of the 31st in India', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const code = `LASTDAY${Date.now() % 100000}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/coupons',
      headers: staff.bearer,
      payload: { code, discountPercent: 10, validFrom: '2031-12-01', validUntil: '2031-12-31' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const u = await signedInUser(t.app);
    const valid = async () => (await check(u.bearer, code)).json().valid as boolean;
    // 00:30 on the 31st in India (30 December in UTC): the last day has begun, the coupon holds.
    const moveTo = holdClock([t.app], new Date('2031-12-30T19:00:00Z'));
    expect(await valid()).toBe(true);
    moveTo(new Date('2031-12-31T18:29:59Z')); // 23:59:59 IST on the 31st
    expect(await valid()).toBe(true);
    moveTo(new Date('2031-12-31T18:30:00Z')); // 00:00 IST on 1 January
    expect(await valid()).toBe(false);
  });

  it('accepts the seeded demo coupon, whatever its case', async () => {
    const u = await signedInUser(t.app);
    const res = await check(u.bearer, ' welcome10 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      valid: true,
      message: 'Coupon applied! 10% off.',
      data: { code: 'WELCOME10', discount_percent: 10 },
    });
  });

  it('answers an empty code with the spec alert', async () => {
    const u = await signedInUser(t.app);
    const res = await check(u.bearer, '   ');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Enter a coupon code.');
  });

  it('refuses unknown, expired, not-yet-valid, inactive, exhausted, used and other-service coupons alike', async () => {
    const u = await signedInUser(t.app);
    const { business, individual } = await seededServices(t.app);
    await addCoupon('EXPIRED5', { validFrom: new Date(Date.now() - 10 * day), validUntil: new Date(Date.now() - day) });
    await addCoupon('LATER5', { validFrom: new Date(Date.now() + day), validUntil: new Date(Date.now() + 10 * day) });
    await addCoupon('OFF5', { active: false });
    const exhausted = await addCoupon('GONE5', { maxUses: 1 });
    const once = await addCoupon('ONCE5', { perUserLimit: 1 });
    const onlyBiz = await addCoupon('BIZ5');
    await t.database.db.insert(couponServices).values({ couponId: onlyBiz.id, serviceId: business.id });

    // A redemption needs an order: make one directly.
    const other = await signedInUser(t.app);
    const mkOrder = async (userId: number, gatewayOrderId: string) =>
      (
        await t.database.db
          .insert(paymentOrders)
          .values({
            userId,
            serviceId: individual.id,
            registrationType: 'individual',
            feePaise: 1000,
            totalPaise: 1000,
            paymentType: 'full',
            amountPaise: 1000,
            gateway: 'test',
            gatewayOrderId,
            receipt: gatewayOrderId,
            status: 'paid',
          })
          .returning()
      )[0]!;
    const o1 = await mkOrder(other.user.id, `order_c1_${Date.now()}`);
    await t.database.db.insert(couponRedemptions).values({ couponId: exhausted.id, userId: other.user.id, orderId: o1.id });
    const o2 = await mkOrder(u.user.id, `order_c2_${Date.now()}`);
    await t.database.db.insert(couponRedemptions).values({ couponId: once.id, userId: u.user.id, orderId: o2.id });

    for (const code of ['NOPE', 'EXPIRED5', 'LATER5', 'OFF5', 'GONE5', 'ONCE5']) {
      const res = await check(u.bearer, code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json(), code).toMatchObject({ success: false, valid: false, message: 'Invalid or expired coupon.' });
    }
    expect((await check(u.bearer, 'BIZ5', individual.id)).statusCode).toBe(422);
    expect((await check(u.bearer, 'BIZ5', business.id)).json().data.discount_percent).toBe(20);
  });

  it('needs a signed-in customer', async () => {
    expect((await check({}, 'WELCOME10')).statusCode).toBe(401);
  });
});
