import { count, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  PERIOD_MESSAGES,
  currentPeriod,
  customAmountRangeMessage,
  formatAmount,
  percentOf,
  periodLabel,
  periodOptions,
  splitGstInclusive,
} from '@anupalan/shared';
import { contentSecurityPolicy } from '../../plugins/security.ts';
import { buildTestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { storedCompany, usePaymentsApp } from '../../../../../tests/helpers/fixtures.ts';
import { hmacSha256Hex, paymentSignature } from '../../adapters/payments/signatures.ts';
import {
  invoices,
  menus,
  partialPayments,
  paymentOrders,
  payments,
  serviceRequests,
  services,
  webhookEvents,
} from '../../db/schema.ts';

const SECRET = 'test-gateway-secret-for-payments-suite';
const { t, svc, post, initiate } = usePaymentsApp(SECRET);
type Headers = Record<string, string>;

const companyFor = (headers: Headers, patch: Record<string, string> = {}) =>
  storedCompany(t.app, { bearer: headers }, { gst_no: '29AAJFK1234M1Z7', ...patch });

/** Pays through the test gateway's own endpoint, as its checkout dialog does (webhook included). */
async function gatewayPay(orderId: string, outcome: 'success' | 'failure') {
  return t.app.inject({ method: 'POST', url: `/test-gateway/orders/${orderId}/pay`, payload: { outcome } });
}

async function countRows(
  table: typeof payments | typeof serviceRequests | typeof webhookEvents | typeof paymentOrders,
  where?: ReturnType<typeof eq>,
) {
  const [r] = await t.database.db.select({ n: count() }).from(table).where(where);
  return r?.n ?? 0;
}

describe('initiate: the server computes the amount', () => {
  it('charges the full price plus the government fee, ignoring client amounts', async () => {
    const u = await signedInUser(t.app);
    const res = await initiate(u.bearer, {
      user_id: u.user.id,
      service_id: svc.individual.id,
      amount: 1,
      total_amount: 1,
      percent: 100,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const expected = svc.individual.pricePaise + (svc.individual.governmentFeePaise ?? 0);
    expect(data.amount).toBe(expected);
    expect(data).toMatchObject({
      currency: 'INR',
      gateway: 'test',
      checkout_script_url: '/test-gateway/checkout.js',
      key: expect.stringMatching(/^rzp_test_/),
    });
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, data.order_id));
    expect(order).toMatchObject({ amountPaise: expected, userId: u.user.id, status: 'created', paymentType: 'full' });
  });

  it('needs a company for a business service', async () => {
    const u = await signedInUser(t.app);
    const res = await initiate(u.bearer, { service_id: svc.business.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please select or add a company.');
    const both = await initiate(u.bearer, { service_id: svc.both.id, registration_type: 'business' });
    expect(both.json().message).toBe('Please select or add a company.');
  });

  it("refuses another customer's company (403)", async () => {
    const owner = await signedInUser(t.app);
    const thief = await signedInUser(t.app);
    const companyId = await companyFor(owner.bearer);
    const res = await initiate(thief.bearer, { service_id: svc.business.id, company_id: companyId });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a user_id that is not the signed-in user (403)', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    expect((await initiate(a.bearer, { user_id: b.user.id, service_id: svc.individual.id })).statusCode).toBe(403);
  });

  it.each([40, 100, 0])('refuses a part payment of %i%%', async (percent) => {
    const u = await signedInUser(t.app);
    const res = await initiate(u.bearer, { service_id: svc.individual.id, payment_type: 'partial', percent });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Part payment must be 30%, 50% or 80%.');
  });

  it('refuses a part payment when the total is ₹1,000 or less', async () => {
    const u = await signedInUser(t.app);
    const res = await initiate(u.bearer, {
      service_id: svc.cheap.id,
      registration_type: 'individual',
      payment_type: 'partial',
      percent: 50,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Part payment is available only when the total is over ₹1,000.');
  });

  it.each([[0.5], [0], [-10], ['abc'], [null]])('refuses the custom amount %j', async (custom_amount) => {
    const u = await signedInUser(t.app);
    const res = await initiate(u.bearer, {
      service_id: svc.custom.id,
      registration_type: 'individual',
      payment_type: 'custom',
      custom_amount,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.custom_amount?.[0] ?? res.json().message).toMatch(/amount/i);
  });

  it.each([[0.99], [1000000.01]])(
    'refuses the custom amount %j with the message the checkout page shows, naming both bounds',
    async (custom_amount) => {
      const u = await signedInUser(t.app);
      const res = await initiate(u.bearer, {
        service_id: svc.custom.id,
        registration_type: 'individual',
        payment_type: 'custom',
        custom_amount,
      });
      expect(res.statusCode).toBe(422);
      const message = customAmountRangeMessage(t.app.services.payments.customAmountBounds);
      expect(message).toBe('Please enter an amount between ₹1.00 and ₹10,00,000.00.');
      expect(res.json()).toMatchObject({ message, errors: { custom_amount: [message] } });
    },
  );

  it('charges exactly the custom amount in custom-amount mode', async () => {
    const u = await signedInUser(t.app);
    const res = await initiate(u.bearer, {
      service_id: svc.custom.id,
      registration_type: 'individual',
      payment_type: 'custom',
      custom_amount: '2500.75',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amount).toBe(250_075);
  });

  it('sells only a service on sale: not an unpublished one, nor one under an unpublished category', async () => {
    const db = t.database.db;
    const u = await signedInUser(t.app);
    const tag = `${process.pid}-${Date.now()}`;
    const row = { pricePaise: 150_000, sacCode: '998231', type: 'individual' as const };
    const [hiddenMenu] = await db
      .insert(menus)
      .values({ name: `Hidden ${tag}`, slug: `hidden-${tag}`, categoryKey: `hidden-${tag}`, active: false })
      .returning();
    const [inHidden, unpublished] = await db
      .insert(services)
      .values([
        { ...row, menuId: hiddenMenu!.id, name: `In a hidden category ${tag}`, slug: `in-hidden-${tag}` },
        { ...row, menuId: svc.individual.menuId, name: `Unpublished ${tag}`, slug: `unpublished-${tag}`, active: false },
      ])
      .returning();
    for (const s of [inHidden!, unpublished!]) {
      const res = await initiate(u.bearer, { service_id: s.id });
      expect(res.statusCode, s.name).toBe(404);
      expect(res.json().message).toBe('Service ID not found.');
      expect(await countRows(paymentOrders, eq(paymentOrders.serviceId, s.id))).toBe(0);
    }
    // The same service is sold once its category is published.
    await db.update(menus).set({ active: true }).where(eq(menus.id, hiddenMenu!.id));
    const sold = await initiate(u.bearer, { service_id: inHidden!.id });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().data.amount).toBe(150_000);
  });

  it('refuses an unknown coupon with the spec message', async () => {
    const u = await signedInUser(t.app);
    const res = await initiate(u.bearer, { service_id: svc.individual.id, coupon_code: 'FAKE50' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Invalid or expired coupon.');
  });
});

describe('verify', () => {
  it('refuses a forged signature and a signature for another order, recording nothing', async () => {
    const u = await signedInUser(t.app);
    const a = (await initiate(u.bearer, { service_id: svc.individual.id })).json().data.order_id;
    const b = (await initiate(u.bearer, { service_id: svc.individual.id })).json().data.order_id;
    const forged = await post('/api/v1/services/payment/verify', u.bearer, {
      razorpay_order_id: a,
      razorpay_payment_id: 'pay_FORGED123',
      razorpay_signature: 'deadbeef'.repeat(8),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment verification failed.');
    const sigForA = paymentSignature(SECRET, a, 'pay_REALONE');
    const swapped = await post('/api/v1/services/payment/verify', u.bearer, {
      razorpay_order_id: b,
      razorpay_payment_id: 'pay_REALONE',
      razorpay_signature: sigForA,
    });
    expect(swapped.statusCode).toBe(400);
    expect(await countRows(payments, eq(payments.userId, u.user.id))).toBe(0);
    expect(await countRows(serviceRequests, eq(serviceRequests.userId, u.user.id))).toBe(0);
  });

  it('records one payment however often verify is replayed, with a tax invoice', async () => {
    const u = await signedInUser(t.app);
    const orderId = (await initiate(u.bearer, { service_id: svc.individual.id })).json().data.order_id;
    const paid = await gatewayPay(orderId, 'success');
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(body).toMatchObject({
      razorpay_order_id: orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const first = await post('/api/v1/services/payment/verify', u.bearer, { ...body, user_id: u.user.id });
    const second = await post('/api/v1/services/payment/verify', u.bearer, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await countRows(payments, eq(payments.userId, u.user.id))).toBe(1);
    const [request] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.userId, u.user.id));
    expect(request?.status).toBe('payment_done');
    const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.id, first.json().data.invoice_id));
    expect(inv?.kind).toBe('tax_invoice');
    expect(inv?.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
    expect(inv!.number.length).toBeLessThanOrEqual(16);
    const check = await post('/api/v1/user/service/payment/check', u.bearer, {
      user_id: u.user.id,
      service_id: svc.individual.id,
    });
    expect(check.json().success).toBe(true);
  });

  it("refuses verifying another customer's order", async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const orderId = (await initiate(owner.bearer, { service_id: svc.individual.id })).json().data.order_id;
    const body = (await gatewayPay(orderId, 'success')).json();
    const res = await post('/api/v1/services/payment/verify', other.bearer, body);
    expect(res.statusCode).toBe(400);
    expect(await countRows(payments, eq(payments.userId, other.user.id))).toBe(0);
  });
});

describe('a business service for a company, with a coupon, paid 50% then the balance', () => {
  it('creates the request, the balance record, a receipt voucher, then the tax invoice', async () => {
    const u = await signedInUser(t.app, { name: 'Meera Iyer' });
    const companyId = await companyFor(u.bearer);
    const init = await initiate(u.bearer, {
      service_id: svc.business.id,
      company_id: companyId,
      coupon_code: 'welcome10',
      payment_type: 'partial',
      percent: 50,
    });
    expect(init.statusCode).toBe(200);
    const { data } = init.json();
    const fee = svc.business.pricePaise;
    const discount = percentOf(fee, 10);
    const total = fee - discount + (svc.business.governmentFeePaise ?? 0);
    expect(data.quote).toMatchObject({ discountPaise: discount, totalPaise: total, percent: 50 });
    expect(data.amount).toBe(percentOf(total, 50));

    const pay = (await gatewayPay(data.order_id, 'success')).json();
    const v = await post('/api/v1/services/payment/verify', u.bearer, pay);
    expect(v.statusCode).toBe(200);
    const partialId = v.json().data.partial_payment_id;
    const [partial] = await t.database.db.select().from(partialPayments).where(eq(partialPayments.id, partialId));
    expect(partial).toMatchObject({ totalAmountPaise: total, unpaidAmountPaise: total - data.amount, companyId });
    const [voucher] = await t.database.db.select().from(invoices).where(eq(invoices.id, v.json().data.invoice_id));
    expect(voucher?.kind).toBe('receipt_voucher');
    expect(voucher?.number).toMatch(/^RV\//);

    // The coupon was used once: a second use by this customer is refused.
    const again = await post('/api/v1/coupons/check', u.bearer, { coupon_code: 'WELCOME10' });
    expect(again.json().message).toBe('Invalid or expired coupon.');

    // Someone else cannot pay (or see) this balance.
    const other = await signedInUser(t.app);
    expect((await post('/api/v1/rest_partial_payment', other.bearer, { partial_payment_id: partialId })).statusCode).toBe(403);

    const bal = await post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id: partialId, user_id: u.user.id });
    expect(bal.statusCode).toBe(200);
    expect(bal.json()).toMatchObject({
      status: true,
      amount: total - data.amount,
      razorpayKey: expect.stringMatching(/^rzp_test_/),
      partial_payment: { id: partialId },
    });
    const balPay = (await gatewayPay(bal.json().order_id, 'success')).json();
    const done = await post('/api/v1/rest_partial_payment_success', u.bearer, {
      ...balPay,
      partial_payment_id: partialId,
      amount: 1,
    });
    expect(done.statusCode).toBe(200);
    const replay = await post('/api/v1/rest_partial_payment_success', u.bearer, { ...balPay, partial_payment_id: partialId });
    expect(replay.json().data).toEqual(done.json().data);
    const [settled] = await t.database.db.select().from(partialPayments).where(eq(partialPayments.id, partialId));
    expect(settled?.unpaidAmountPaise).toBe(0);
    const nothing = await post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id: partialId });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('No payable amount remaining for this service.');

    // The tax invoice: the company as recipient, IGST (Karnataka ≠ Haryana), the advance deducted.
    const history = await post('/api/v1/user/payment/history', u.bearer, { user_id: u.user.id });
    const rows = history.json().data;
    expect(rows.map((r: { payment_status: string }) => r.payment_status).sort()).toEqual(['Paid', 'Partial']);
    const final = rows.find((r: { invoice_kind: string }) => r.invoice_kind === 'tax_invoice');
    const pdf = await t.app.inject({ url: final.invoice_url, headers: u.bearer });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(final.invoice_number);
    expect(text).toContain('Kaveri Agro Foods LLP');
    expect(text).toContain('29AAJFK1234M1Z7');
    expect(text).toContain('IGST 18%');
    const split = splitGstInclusive(fee - discount, false);
    expect(text).toContain(`₹${formatAmount(split.igst)}`);
    expect(text).toContain(`₹${formatAmount(split.taxable)}`);
    expect(text).toContain(voucher!.number);
    expect(text).not.toContain('CGST');

    // Nobody else can download it.
    expect((await t.app.inject({ url: final.invoice_url, headers: other.bearer })).statusCode).toBe(403);
  });
});

describe('webhooks', () => {
  const hook = (body: string, signature: string, eventId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
      payload: body,
    });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_X', order_id: 'order_X', amount: 100 } } },
    });
    const res = await hook(body, hmacSha256Hex('wrong-secret', body), 'evt_bad_sig');
    expect(res.statusCode).toBe(400);
    expect(await countRows(webhookEvents, eq(webhookEvents.eventId, 'evt_bad_sig'))).toBe(0);
  });

  it('records a payment from the webhook alone (the browser closed after paying), once per event id', async () => {
    const u = await signedInUser(t.app);
    const { order_id, amount } = (await initiate(u.bearer, { service_id: svc.individual.id })).json().data;
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_WEBHOOKONLY1', order_id, amount, status: 'captured' } } },
    });
    const sig = hmacSha256Hex(SECRET, body);
    expect((await hook(body, sig, 'evt_dup_1')).json()).toEqual({ success: true, status: 'recorded' });
    expect((await hook(body, sig, 'evt_dup_1')).json()).toEqual({ success: true, status: 'duplicate' });
    expect(await countRows(webhookEvents, eq(webhookEvents.eventId, 'evt_dup_1'))).toBe(1);
    expect(await countRows(payments, eq(payments.userId, u.user.id))).toBe(1);
    const requests = await post('/api/v1/user/request', u.bearer, { user_id: u.user.id });
    expect(requests.json().payments).toHaveLength(1);
    expect(requests.json().payments[0]).toMatchObject({ status: 'payment_done', service: { id: svc.individual.id } });

    // A later payment.failed never moves the paid order back.
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_LATE', order_id, amount, error_description: 'late' } } },
    });
    await hook(failed, hmacSha256Hex(SECRET, failed), 'evt_late_fail');
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, order_id));
    expect(order?.status).toBe('paid');
  });

  it('ignores a captured event whose amount differs from the order', async () => {
    const u = await signedInUser(t.app);
    const { order_id } = (await initiate(u.bearer, { service_id: svc.individual.id })).json().data;
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_SHORT', order_id, amount: 100 } } },
    });
    expect((await hook(body, hmacSha256Hex(SECRET, body), 'evt_short')).json().status).toBe('ignored');
    expect(await countRows(payments, eq(payments.userId, u.user.id))).toBe(0);
  });

  it('marks the order failed with the reason on payment.failed (test gateway end to end)', async () => {
    const u = await signedInUser(t.app);
    const { order_id } = (await initiate(u.bearer, { service_id: svc.individual.id })).json().data;
    const res = await gatewayPay(order_id, 'failure');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: expect.any(String),
      metadata: { order_id },
    });
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, order_id));
    expect(order).toMatchObject({ status: 'failed', failureReason: res.json().error.description });
    const history = (await post('/api/v1/user/payment/history', u.bearer, {})).json().data;
    expect(history[0]).toMatchObject({
      payment_status: 'Failed',
      failure_reason: res.json().error.description,
      invoice_url: null,
    });
    expect(await countRows(payments, eq(payments.userId, u.user.id))).toBe(0);
  });
});

describe('test gateway', () => {
  it('serves a checkout script with the Razorpay contract', async () => {
    const res = await t.app.inject({ url: '/test-gateway/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('window.Razorpay');
    expect(res.body).toContain('Test mode checkout');
    expect(res.body).toContain('Simulate success');
    expect(res.body).toContain('ondismiss');
  });

  it('answers an unknown order like Razorpay', async () => {
    const res = await gatewayPay('order_NOPE', 'success');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST_ERROR');
  });

  it('does not exist when Razorpay keys are configured', async () => {
    const live = await buildTestApp({
      env: { RAZORPAY_KEY_ID: 'rzp_test_abc123', RAZORPAY_KEY_SECRET: 'secret123456', RAZORPAY_WEBHOOK_SECRET: 'whsecret1234' },
      database: t.database,
    });
    expect((await live.app.inject({ url: '/test-gateway/checkout.js' })).statusCode).toBe(404);
    // The pages' CSP (HTML only; this app serves no pages) lets Razorpay's checkout in.
    const csp = contentSecurityPolicy({ nonce: 'n' }, live.app.cspExtraOrigins);
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    await live.app.close();
  });
});

describe('recurring services: bought for a period, again for the next (issue 28 item 2)', () => {
  const check = (h: Headers, body: Record<string, unknown>) => post('/api/v1/user/service/payment/check', h, body);
  const buy = async (h: Headers, body: Record<string, unknown>) => {
    const init = await initiate(h, body);
    expect(init.statusCode, init.body).toBe(200);
    const paid = (await gatewayPay(init.json().data.order_id, 'success')).json();
    const v = await post('/api/v1/services/payment/verify', h, paid);
    expect(v.statusCode, v.body).toBe(200);
    return v.json().data as { service_request_id: number; invoice_id: number };
  };
  const complete = (requestId: number) =>
    t.database.db.update(serviceRequests).set({ stage: 'completed' }).where(eq(serviceRequests.id, requestId));

  it('a quarter is bought while the previous one is complete; the same quarter while open goes to its open request', async () => {
    const u = await signedInUser(t.app);
    const tds = svc.quarterly;
    const companyId = await companyFor(u.bearer);
    const [current, previous] = periodOptions('quarterly').map((o) => o.value) as [string, string];
    const first = await buy(u.bearer, { service_id: tds.id, company_id: companyId, period: previous });

    // Stored on the request, shown on My Requests and the request's documents, printed on the invoice.
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, first.service_request_id));
    expect(row!.period).toBe(previous);
    const mine = (await post('/api/v1/user/request', u.bearer, {})).json().payments[0];
    expect(mine).toMatchObject({ id: first.service_request_id, period: previous, period_label: periodLabel(previous) });
    const docs = await post('/api/v1/user/services/document/upload', u.bearer, {
      service_id: tds.id,
      request_id: first.service_request_id,
    });
    expect(docs.json()).toMatchObject({ period: previous, period_label: periodLabel(previous) });
    const pdf = await t.app.inject({ url: `/api/v1/invoices/${first.invoice_id}/pdf`, headers: u.bearer });
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain(`${tds.name}, ${periodLabel(previous)}`);
    // Staff see which quarter they are filing.
    const staff = await signedInUser(t.app, { role: 'staff' });
    const page = await t.app.inject({ url: `/api/v1/admin/requests/${first.service_request_id}`, headers: staff.bearer });
    expect(page.statusCode).toBe(200);
    expect(page.json().request.periodLabel).toBe(periodLabel(previous));

    // The already-paid check: only for the same quarter (and company) while the request is open.
    expect((await check(u.bearer, { service_id: tds.id })).json()).toMatchObject({ success: false, request_id: null });
    expect((await check(u.bearer, { service_id: tds.id, period: current })).json().success).toBe(false);
    expect((await check(u.bearer, { service_id: tds.id, period: previous, company_id: companyId })).json()).toMatchObject({
      success: true,
      request_id: first.service_request_id,
    });
    // A second order for the same quarter and company is refused, pointing at the open request.
    const again = await initiate(u.bearer, { service_id: tds.id, company_id: companyId, period: previous });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PERIOD_MESSAGES.openRequest);
    // Another company's return for the same quarter is its own purchase.
    const otherCompany = await companyFor(u.bearer, { name: 'Second Unit Traders LLP', gst_no: '29AAJFK1234M2Z6' });
    expect((await initiate(u.bearer, { service_id: tds.id, company_id: otherCompany, period: previous })).statusCode).toBe(200);

    // The next quarter is bought while the first is still open, and again after it is complete.
    const second = await buy(u.bearer, { service_id: tds.id, company_id: companyId, period: current });
    expect(second.service_request_id).not.toBe(first.service_request_id);
    await complete(first.service_request_id);
    expect((await check(u.bearer, { service_id: tds.id, period: previous, company_id: companyId })).json().success).toBe(false);
    const third = await buy(u.bearer, { service_id: tds.id, company_id: companyId, period: previous });
    expect(third.service_request_id).not.toBe(first.service_request_id);
  });

  it('an assessment year defaults to the current one for a client that sends none, and a completed one can be bought again', async () => {
    const u = await signedInUser(t.app);
    const itr = svc.yearly;
    const first = await buy(u.bearer, { service_id: itr.id });
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, first.service_request_id));
    expect(row!.period).toBe(currentPeriod('assessment_year'));
    expect((await initiate(u.bearer, { service_id: itr.id })).statusCode).toBe(409);
    await complete(first.service_request_id);
    const second = await buy(u.bearer, { service_id: itr.id });
    expect(second.service_request_id).not.toBe(first.service_request_id);
  });

  it('refuses a malformed or out-of-range period, and a period for a one-off service, with a clear message', async () => {
    const u = await signedInUser(t.app);
    const tds = svc.quarterly;
    const companyId = await companyFor(u.bearer);
    const cases: Array<[unknown, string]> = [
      ['Q3', PERIOD_MESSAGES.malformed],
      ['2026-27-Q5', PERIOD_MESSAGES.malformed],
      ["2026-27-Q1' OR 1=1", PERIOD_MESSAGES.malformed],
      ['2019-20-Q1', PERIOD_MESSAGES.outOfRange],
      [`${Number(currentPeriod('assessment_year')!.slice(0, 4)) + 1}-99-Q1`, PERIOD_MESSAGES.outOfRange],
      [currentPeriod('monthly'), PERIOD_MESSAGES.outOfRange],
    ];
    for (const [period, message] of cases) {
      const res = await initiate(u.bearer, { service_id: tds.id, company_id: companyId, period });
      expect(res.statusCode, String(period)).toBe(422);
      expect(res.json().message, String(period)).toBe(message);
      expect(res.json().errors.period, String(period)).toEqual([message]);
    }
    const oneOff = await initiate(u.bearer, { service_id: svc.individual.id, period: currentPeriod('quarterly') });
    expect(oneOff.statusCode).toBe(422);
    expect(oneOff.json().message).toBe(PERIOD_MESSAGES.notRecurring);
    expect(await countRows(paymentOrders, eq(paymentOrders.userId, u.user.id))).toBe(0);
  });

  it('a one-off service: the already-paid check sends to the documents only while its request is open', async () => {
    const u = await signedInUser(t.app);
    const first = await buy(u.bearer, { service_id: svc.individual.id });
    expect((await check(u.bearer, { service_id: svc.individual.id })).json()).toEqual({
      success: true,
      message: 'Already paid for this service.',
      request_id: first.service_request_id,
    });
    await complete(first.service_request_id);
    expect((await check(u.bearer, { service_id: svc.individual.id })).json()).toMatchObject({ success: false, request_id: null });
  });
});
