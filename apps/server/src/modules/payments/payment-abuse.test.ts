import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@anupalan/shared';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { holdClock } from '../../../../../tests/helpers/clock.ts';
import { signedCapture, usePaymentsApp } from '../../../../../tests/helpers/fixtures.ts';
import { hmacSha256Hex } from '../../adapters/payments/signatures.ts';
import {
  couponRedemptions,
  coupons,
  invoices,
  partialPayments,
  paymentOrders,
  payments,
  serviceRequests,
  webhookEvents,
} from '../../db/schema.ts';

/**
 * Payment abuse (issue 13 findings 1–3, issue 10): replays, two balance payments, a coupon used on
 * several open orders, a webhook that fails once and is retried.
 */
const SECRET = 'test-gateway-secret-for-abuse-suite';
const { t, svc, post, initiate } = usePaymentsApp(SECRET);
type Headers = Record<string, string>;
const db = () => t.database.db;
/** A capture signed as the gateway would sign it, without the gateway's own webhook. */
const signed = (orderId: string, paymentId: string) => signedCapture(SECRET, orderId, paymentId);
const hook = (body: string, eventId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(SECRET, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
async function n(
  table: typeof payments | typeof invoices | typeof couponRedemptions | typeof webhookEvents,
  where: ReturnType<typeof eq>,
) {
  const [r] = await db().select({ n: count() }).from(table).where(where);
  return r?.n ?? 0;
}

/** A part-paid request: 30% paid by verify. */
async function partPaid(h: Headers) {
  const init = await initiate(h, { service_id: svc.individual.id, payment_type: 'partial', percent: 30 });
  expect(init.statusCode).toBe(200);
  const { order_id } = init.json().data;
  const v = await post('/api/v1/services/payment/verify', h, signed(order_id, `pay_P${order_id.slice(-10)}`));
  expect(v.statusCode).toBe(200);
  return v.json().data as { partial_payment_id: number; service_request_id: number; amount: number };
}

describe('verify replayed', () => {
  it('records once and answers the same', async () => {
    const u = await signedInUser(t.app);
    const { order_id } = (await initiate(u.bearer, { service_id: svc.individual.id })).json().data;
    const body = signed(order_id, 'pay_REPLAY00001');
    const [a, b] = await Promise.all([
      post('/api/v1/services/payment/verify', u.bearer, body),
      post('/api/v1/services/payment/verify', u.bearer, body),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data).toEqual(a.json().data);
    const c = await post('/api/v1/services/payment/verify', u.bearer, body);
    expect(c.json().data).toEqual(a.json().data);
    expect(await n(payments, eq(payments.userId, u.user.id))).toBe(1);
    expect(
      await n(
        invoices,
        eq(invoices.paymentId, (await db().select().from(payments).where(eq(payments.userId, u.user.id)))[0]!.id),
      ),
    ).toBe(1);
  });
});

describe('the balance of a part payment is paid once', () => {
  it('asking twice at once answers one open order', async () => {
    const u = await signedInUser(t.app);
    const { partial_payment_id } = await partPaid(u.bearer);
    const [a, b] = await Promise.all([
      post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id }),
      post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().order_id).toBe(a.json().order_id);
    const again = await post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id });
    expect(again.json().order_id).toBe(a.json().order_id);
    const open = await db()
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.partialPaymentId, partial_payment_id), eq(paymentOrders.kind, 'balance')));
    expect(open).toHaveLength(1);
  });

  it('two captures of the balance at once: one recorded, the other refused', async () => {
    const u = await signedInUser(t.app);
    const first = await partPaid(u.bearer);
    const { order_id } = (
      await post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id: first.partial_payment_id })
    ).json();
    const [a, b] = await Promise.all([
      post('/api/v1/rest_partial_payment_success', u.bearer, {
        ...signed(order_id, 'pay_BALONE0001'),
        partial_payment_id: first.partial_payment_id,
      }),
      post('/api/v1/rest_partial_payment_success', u.bearer, {
        ...signed(order_id, 'pay_BALTWO0002'),
        partial_payment_id: first.partial_payment_id,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(
      'This balance has already been paid. The extra payment will be refunded.',
    );
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, order_id));
    expect(order!.reviewReason).toMatch(/refund due: second capture/);
    const [request] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, first.service_request_id));
    expect(request!.paidPaise).toBe(request!.totalPaise);
    expect(await n(payments, eq(payments.serviceRequestId, first.service_request_id))).toBe(2);
  });

  it('a late capture of a superseded balance order is kept as refund due, never income', async () => {
    const u = await signedInUser(t.app);
    const first = await partPaid(u.bearer);
    const pid = first.partial_payment_id;
    const stale = (await post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id: pid })).json().order_id as string;
    // The customer's first try fails at the gateway; a new balance order is opened and paid.
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_FAILED0001', order_id: stale, error_description: 'Card declined' } } },
    });
    expect((await hook(failed, `evt_fail_${stale}`)).statusCode).toBe(200);
    const fresh = (await post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id: pid })).json().order_id as string;
    expect(fresh).not.toBe(stale);
    const ok = await post('/api/v1/rest_partial_payment_success', u.bearer, {
      ...signed(fresh, 'pay_BALFRESH01'),
      partial_payment_id: pid,
    });
    expect(ok.statusCode).toBe(200);
    // Nothing is due now.
    const none = await post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id: pid });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No payable amount remaining for this service.');
    // The gateway captures the stale order after all.
    const late = await post('/api/v1/rest_partial_payment_success', u.bearer, {
      ...signed(stale, 'pay_BALLATE01'),
      partial_payment_id: pid,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This balance has already been paid. The extra payment will be refunded.');
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, stale));
    expect(order).toMatchObject({ status: 'refund_due', gatewayPaymentId: 'pay_BALLATE01' });
    expect(order!.reviewReason).toMatch(/refund due/);
    const [request] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, first.service_request_id));
    expect(request!.paidPaise).toBe(request!.totalPaise);
    expect(request!.reviewReason).toMatch(/refund due/);
    expect(await n(payments, eq(payments.serviceRequestId, first.service_request_id))).toBe(2);
    const [partial] = await db().select().from(partialPayments).where(eq(partialPayments.id, pid));
    expect(partial!.unpaidAmountPaise).toBe(0);
    // Not in the customer's payment history as a payment either.
    const history = (await post('/api/v1/user/payment/history', u.bearer, {})).json().data as { order_id: string }[];
    expect(history.map((r) => r.order_id)).not.toContain(stale);
  });
});

describe('a once-per-customer coupon on several open orders (issue 27 item 4)', () => {
  const HELD = COUPON_MESSAGES.heldByOpenOrder;
  const welcome = async () => (await db().select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!;
  const withCoupon = (h: Headers, serviceId = svc.individual.id) =>
    initiate(h, { service_id: serviceId, registration_type: 'individual', coupon_code: 'WELCOME10' });
  const redemptionsOf = async (userId: number) =>
    db()
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, (await welcome()).id), eq(couponRedemptions.userId, userId)));

  it('three orders opened: only the first is discounted, the others are priced without it and say why; all paid, one redemption', async () => {
    const u = await signedInUser(t.app);
    const a = await withCoupon(u.bearer);
    const b = await withCoupon(u.bearer, svc.both.id);
    const c = await withCoupon(u.bearer);
    for (const r of [a, b, c]) expect(r.statusCode, r.body).toBe(200);
    expect(a.json().data.quote.discountPaise).toBeGreaterThan(0);
    expect(a.json().data.coupon_note).toBeNull();
    for (const r of [b, c]) {
      expect(r.json().data.quote.discountPaise).toBe(0);
      expect(r.json().data.amount).toBe(r.json().data.quote.totalPaise);
      expect(r.json().data.coupon_note).toBe(HELD);
    }
    // The coupon field says the same before a fourth order.
    const check = await post('/api/v1/coupons/check', u.bearer, { coupon_code: 'WELCOME10' });
    expect(check.statusCode).toBe(422);
    expect(check.json()).toMatchObject({ valid: false, message: HELD });

    const orders = [a, b, c].map((r) => r.json().data.order_id as string);
    for (const [i, id] of orders.entries()) {
      const v = await post('/api/v1/services/payment/verify', u.bearer, signed(id, `pay_THREE${i}${id.slice(-8)}`));
      expect(v.statusCode, v.body).toBe(200);
    }
    const rows = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, u.user.id));
    expect(rows.filter((o) => o.discountPaise > 0)).toHaveLength(1);
    expect(rows.filter((o) => o.couponId !== null)).toHaveLength(1);
    expect(rows.every((o) => o.status === 'paid' && o.reviewReason === null)).toBe(true);
    const redeemed = await redemptionsOf(u.user.id);
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]!.heldUntil).toBeNull();
    // Used now: refused as any used coupon.
    expect((await withCoupon(u.bearer)).json().message).toBe('Invalid or expired coupon.');
  });

  it('four orders opened at once: exactly one is discounted', async () => {
    const u = await signedInUser(t.app);
    const answers = await Promise.all([0, 1, 2, 3].map(() => withCoupon(u.bearer)));
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect(answers.filter((r) => r.json().data.quote.discountPaise > 0)).toHaveLength(1);
    expect(answers.filter((r) => r.json().data.coupon_note === HELD)).toHaveLength(3);
    const held = await redemptionsOf(u.user.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.heldUntil).not.toBeNull();
  });

  it('released when the checkout is cancelled, when the payment fails, or when the hold runs out: the next order gets it', async () => {
    const u = await signedInUser(t.app);
    const at = new Date();
    const moveClock = holdClock([t.app], at);
    // Cancelled (the checkout closed): the order stays open, the coupon goes back.
    const a = (await withCoupon(u.bearer)).json().data;
    expect(a.quote.discountPaise).toBeGreaterThan(0);
    const other = await signedInUser(t.app);
    const foreign = await post('/api/v1/services/payment/cancel', other.bearer, { razorpay_order_id: a.order_id });
    expect(foreign.statusCode).toBe(404);
    expect((await withCoupon(u.bearer)).json().data.coupon_note).toBe(HELD);
    const cancelled = await post('/api/v1/services/payment/cancel', u.bearer, { razorpay_order_id: a.order_id });
    expect(cancelled.json()).toEqual({ success: true, released: true });
    const [aRow] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, a.order_id));
    expect(aRow!.status).toBe('created');

    // Failed (the gateway's payment.failed): the coupon goes back.
    const b = (await withCoupon(u.bearer)).json().data;
    expect(b.quote.discountPaise).toBeGreaterThan(0);
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: { entity: { id: `pay_F${b.order_id.slice(-10)}`, order_id: b.order_id, error_description: 'Card declined' } },
      },
    });
    expect((await hook(failed, `evt_fail_${b.order_id}`)).json()).toEqual({ success: true, status: 'recorded' });

    // Expired: 31 minutes later the next order gets it.
    const c = (await withCoupon(u.bearer)).json().data;
    expect(c.quote.discountPaise).toBeGreaterThan(0);
    expect((await withCoupon(u.bearer)).json().data.coupon_note).toBe(HELD);
    moveClock(new Date(at.getTime() + 31 * 60_000));
    const d = (await withCoupon(u.bearer)).json().data;
    expect(d.quote.discountPaise).toBeGreaterThan(0);
    expect(d.coupon_note).toBeNull();

    // The expired order paid after all: recorded at what was paid, flagged for staff (the coupon is d's).
    const vc = await post('/api/v1/services/payment/verify', u.bearer, signed(c.order_id, `pay_C${c.order_id.slice(-10)}`));
    expect(vc.statusCode, vc.body).toBe(200);
    const [cRow] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, c.order_id));
    expect(cRow!.reviewReason).toMatch(/WELCOME10 not honoured \(coupon per-customer limit reached\)/);
    const [p] = await db().select().from(payments).where(eq(payments.orderId, cRow!.id));
    expect(p!.amountPaise).toBe(cRow!.amountPaise);
    const [r] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, p!.serviceRequestId));
    expect(r!.reviewReason).toMatch(/not honoured/);
    // d pays with its coupon: the one redemption.
    const vd = await post('/api/v1/services/payment/verify', u.bearer, signed(d.order_id, `pay_D${d.order_id.slice(-10)}`));
    expect(vd.statusCode, vd.body).toBe(200);
    const redeemed = await redemptionsOf(u.user.id);
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]).toMatchObject({ heldUntil: null });
    const [dRow] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, d.order_id));
    expect(redeemed[0]!.orderId).toBe(dRow!.id);
    expect(dRow!.reviewReason).toBeNull();
  });
});

describe('a webhook that fails once', () => {
  it('is processed when the gateway retries it', async () => {
    const u = await signedInUser(t.app);
    const { order_id, amount } = (await initiate(u.bearer, { service_id: svc.individual.id })).json().data;
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_RETRY00001', order_id, amount, status: 'captured' } } },
    });
    const eventId = `evt_retry_${order_id}`;
    // The invoice step fails (its table is briefly missing): the whole recording rolls back.
    await db().execute(sql`ALTER TABLE invoice_counters RENAME TO invoice_counters_away`);
    let failed;
    try {
      failed = await hook(body, eventId);
    } finally {
      await db().execute(sql`ALTER TABLE invoice_counters_away RENAME TO invoice_counters`);
    }
    expect(failed.statusCode).toBe(500);
    expect(await n(webhookEvents, eq(webhookEvents.eventId, eventId))).toBe(0);
    const [before] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, order_id));
    expect(before!.status).toBe('created');

    const retried = await hook(body, eventId);
    expect(retried.json()).toEqual({ success: true, status: 'recorded' });
    const [after] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, order_id));
    expect(after!.status).toBe('paid');
    expect(await n(payments, eq(payments.orderId, after!.id))).toBe(1);
    expect((await hook(body, eventId)).json()).toEqual({ success: true, status: 'duplicate' });
  });
});
