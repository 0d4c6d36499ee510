import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { formatInr, refundConfirmText } from '@anupalan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { uniqueEmail, uniqueMobile } from '../../../../../tests/helpers/identity.ts';
import { paymentSignature } from '../../adapters/payments/signatures.ts';
import {
  auditLog,
  creditNotes,
  feedback,
  leads,
  partialPayments,
  paymentOrders,
  payments,
  refunds,
  testGatewayRefunds,
  users,
} from '../../db/schema.ts';

/**
 * The back office's money side (issue 11 part C): payments list, refunds through the gateway with
 * GST credit notes (once, whatever is pressed twice; never more than paid; nothing on a gateway
 * failure), the customer's Payment History, feedback, customers, and the dashboard's charts.
 */
let t: TestApp;
let svc: Awaited<ReturnType<typeof seededServices>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { TEST_GATEWAY_SECRET: 'test-gateway-secret-for-money-suite', LOG_LEVEL: 'error' } });
  svc = await seededServices(t.app);
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const db = () => t.database.db;
const post = (url: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
let keys = 0;
const key = () => `refund-key-${Date.now()}-${++keys}`;

/** A customer who paid for the individual service in full through the test gateway (webhook recorded). */
async function paidOrder(opts: { percent?: number; serviceId?: number } = {}) {
  const u = await signedInUser(t.app);
  const serviceId = opts.serviceId ?? svc.individual.id;
  const init = await post(
    '/api/v1/services/payment/initiate',
    u.bearer,
    opts.percent ? { service_id: serviceId, payment_type: 'partial', percent: opts.percent } : { service_id: serviceId },
  );
  expect(init.statusCode).toBe(200);
  const gatewayOrderId = init.json().data.order_id as string;
  const paid = await post(`/test-gateway/orders/${gatewayOrderId}/pay`, {}, { outcome: 'success' });
  expect(paid.statusCode).toBe(200);
  const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
  expect(order!.status).toBe('paid');
  return { u, order: order! };
}
async function refundRows(orderId: number) {
  return db().select().from(refunds).where(eq(refunds.orderId, orderId));
}

describe('refunds', () => {
  it('issue 28: the review before a refund names the figures and records nothing; the request page shows what was paid net of refunds', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', name: 'Meera (staff)' });
    const actor = { id: staff.user.id, name: staff.user.name, email: staff.user.email, mobile: null, role: 'staff' as const };
    const { u, order } = await paidOrder();
    const money = t.app.services.admin.payments;
    const form = { amount: '500', reason: 'Service fee reduced', idempotencyKey: key() };

    const review = await money.reviewRefund(actor, order.id, form);
    expect(review).toEqual({
      amountPaise: 50_000,
      reason: 'Service fee reduced',
      customerName: u.user.name,
      paidPaise: order.amountPaise,
      refundedBeforePaise: 0,
      refundedAfterPaise: 50_000,
      creditNote: true,
    });
    expect(refundConfirmText(review).lines).toContain('A GST credit note will be issued for the refund.');
    // Nothing reached the gateway or the books.
    expect(await refundRows(order.id)).toHaveLength(0);
    expect(
      await db().select().from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, order.gatewayPaymentId!)),
    ).toHaveLength(0);
    // Too much, and a customer, are refused by the review as by the refund.
    await expect(
      money.reviewRefund(actor, order.id, { ...form, amount: String(order.amountPaise / 100 + 1) }),
    ).rejects.toMatchObject({
      message: `The refund is more than what is left to refund on this payment (${formatInr(order.amountPaise)}).`,
    });
    await expect(money.reviewRefund({ ...actor, id: u.user.id, role: 'customer' }, order.id, form)).rejects.toMatchObject({
      status: 403,
    });

    // Confirmed: the refund is made; the request's page says paid net of it.
    expect((await post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, form)).statusCode).toBe(201);
    const second = await money.reviewRefund(actor, order.id, { ...form, amount: '100', idempotencyKey: key() });
    expect(second).toMatchObject({ refundedBeforePaise: 50_000, refundedAfterPaise: 60_000 });
    // Another customer's refund is theirs alone.
    const other = await paidOrder();
    const otherRefund = { amount: '100', reason: 'Other order', idempotencyKey: key() };
    expect((await post(`/api/v1/admin/payments/${other.order.id}/refunds`, staff.bearer, otherRefund)).statusCode).toBe(201);
    const page = await get(`/api/v1/admin/requests/${order.serviceRequestId}`, staff.bearer);
    expect(page.statusCode, page.body).toBe(200);
    const detail = page.json().request ?? page.json();
    expect(detail).toMatchObject({ paidPaise: order.amountPaise, refundedPaise: 50_000 });
    expect(detail.payments).toEqual([expect.objectContaining({ amountPaise: order.amountPaise, refundedPaise: 50_000 })]);
  });

  it('a part refund issues a credit note against the invoice; the customer sees it and downloads the PDF; the rest can be refunded, no more', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const { u, order } = await paidOrder();
    expect(order.amountPaise).toBeGreaterThan(50_000);

    const first = await post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, {
      amount: '500',
      reason: 'Service fee reduced after review',
      idempotencyKey: key(),
    });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.message).toBe('Refund recorded. A GST credit note has been issued.');
    expect(body.refund).toMatchObject({ amountPaise: 50_000, reason: 'Service fee reduced after review' });
    expect(body.refund.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(body.payment).toMatchObject({ status: 'paid', refundedPaise: 50_000, refundablePaise: order.amountPaise - 50_000 });

    // The credit note is linked to the payment's invoice; its PDF says so.
    const [note] = await db().select().from(creditNotes).where(eq(creditNotes.refundId, body.refund.id));
    expect(note).toBeDefined();
    const history = await post('/api/v1/user/payment/history', u.bearer, {});
    const row = history.json().data.find((r: { order_id: string }) => r.order_id === order.gatewayOrderId);
    expect(row.payment_status).toBe('Paid');
    expect(row.refunds).toEqual([
      expect.objectContaining({
        amount: 50_000,
        credit_note_number: note!.number,
        credit_note_url: `/api/v1/credit-notes/${note!.id}/pdf`,
      }),
    ]);
    const pdf = await get(row.refunds[0].credit_note_url, u.bearer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note!.number);
    expect(text).toContain(`Against: ${row.invoice_number}`);
    expect(text).toContain('Amount refunded');
    // Another customer may not read it.
    const other = await signedInUser(t.app);
    expect((await get(row.refunds[0].credit_note_url, other.bearer)).statusCode).toBe(403);

    // More than what is left: 422 naming what is left; nothing recorded.
    const left = order.amountPaise - 50_000;
    const tooMuch = await post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, {
      amount: String(left / 100 + 1),
      reason: 'Too much',
      idempotencyKey: key(),
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(`The refund is more than what is left to refund on this payment (${formatInr(left)}).`);
    expect(await refundRows(order.id)).toHaveLength(1);

    // The rest: the order reads as refunded; a further refund is refused.
    const rest = await post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, {
      amount: (left / 100).toFixed(2),
      reason: 'Customer cancelled',
      idempotencyKey: key(),
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refundablePaise: 0 });
    const none = await post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, {
      amount: '1',
      reason: 'Again',
      idempotencyKey: key(),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('This payment has already been refunded in full.');

    // Audited, with who and what.
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: staff.user.id, entityType: 'payment_order' });
  });

  it('pressed twice at once (same key) → one refund, one credit note, one gateway refund; different keys racing for the whole amount → one wins, the other 422', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const { order } = await paidOrder();
    const same = { amount: (order.amountPaise / 100).toFixed(2), reason: 'Duplicate order', idempotencyKey: key() };
    const [a, b] = await Promise.all([
      post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, same),
      post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, same),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().refund.id).toBe(b.json().refund.id);
    expect(await refundRows(order.id)).toHaveLength(1);
    const [notes] = await db().select({ n: count() }).from(creditNotes).where(eq(creditNotes.refundId, a.json().refund.id));
    expect(notes!.n).toBe(1);
    const [g] = await db()
      .select({ n: count() })
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.idempotencyKey, same.idempotencyKey));
    expect(g!.n).toBe(1);

    const { order: o2 } = await paidOrder();
    const whole = (o2.amountPaise / 100).toFixed(2);
    const [c, d] = await Promise.all([
      post(`/api/v1/admin/payments/${o2.id}/refunds`, staff.bearer, { amount: whole, reason: 'One', idempotencyKey: key() }),
      post(`/api/v1/admin/payments/${o2.id}/refunds`, staff.bearer, { amount: whole, reason: 'Two', idempotencyKey: key() }),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 422]);
    const rows = await refundRows(o2.id);
    expect(rows.map((r) => [r.status, r.amountPaise])).toEqual([['processed', o2.amountPaise]]);
  });

  it('the test gateway keeps its contract under a race: one refund per key, never more than captured', async () => {
    const gw = t.app.services.testGateway!;
    const { order } = await paidOrder();
    const paymentId = order.gatewayPaymentId!;
    const k = key();
    const same = await Promise.all(
      Array.from({ length: 6 }, () => gw.refund({ paymentId, amountPaise: 10_000, idempotencyKey: k, notes: {} })),
    );
    expect(new Set(same.map((r) => r.id)).size).toBe(1);
    // Six different keys, each for a third of what is left: three fit, three are refused.
    const third = Math.floor((order.amountPaise - 10_000) / 3);
    const racing = await Promise.allSettled(
      Array.from({ length: 6 }, () => gw.refund({ paymentId, amountPaise: third, idempotencyKey: key(), notes: {} })),
    );
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = racing.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(
      Array(3).fill('The refund amount provided is greater than amount captured'),
    );
    const [g] = await db().select({ n: count() }).from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, paymentId));
    expect(g!.n).toBe(4);
  });

  it('refuses an unpaid order, bad amounts and reasons, and an unknown order, with clear messages', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const u = await signedInUser(t.app);
    const init = await post('/api/v1/services/payment/initiate', u.bearer, { service_id: svc.individual.id });
    const [open] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, init.json().data.order_id));
    const unpaid = await post(`/api/v1/admin/payments/${open!.id}/refunds`, staff.bearer, {
      amount: '10',
      reason: 'x',
      idempotencyKey: key(),
    });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().message).toBe('This order has not been paid, so there is nothing to refund.');

    const { order } = await paidOrder();
    const url = `/api/v1/admin/payments/${order.id}/refunds`;
    for (const [amount, message] of [
      ['', 'Please enter the amount to refund'],
      ['-5', 'Enter the amount in rupees, at least ₹1, with at most 2 decimals'],
      ['abc', 'Enter the amount in rupees, at least ₹1, with at most 2 decimals'],
      ['10.999', 'Enter the amount in rupees, at least ₹1, with at most 2 decimals'],
      ['0.5', 'Enter the amount in rupees, at least ₹1, with at most 2 decimals'],
    ]) {
      const res = await post(url, staff.bearer, { amount, reason: 'r', idempotencyKey: key() });
      expect(res.statusCode, amount).toBe(422);
      expect(res.json().errors.amount).toEqual([message]);
    }
    const noReason = await post(url, staff.bearer, { amount: '10', reason: '  ', idempotencyKey: key() });
    expect(noReason.json().errors.reason).toEqual(['Please give a reason for the refund']);
    const badKey = await post(url, staff.bearer, { amount: '10', reason: 'r', idempotencyKey: 'short' });
    expect(badKey.statusCode).toBe(422);
    const unknown = await post('/api/v1/admin/payments/2147483000/refunds', staff.bearer, {
      amount: '10',
      reason: 'r',
      idempotencyKey: key(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await refundRows(order.id)).toEqual([]);
    // A customer cannot refund, even their own payment.
    const own = await post(url, u.bearer, { amount: '10', reason: 'r', idempotencyKey: key() });
    expect(own.statusCode).toBe(403);
  });

  it('a refund_due capture (a stale balance order paid late) appears for staff and is refunded without a credit note', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const { u, order } = await paidOrder({ percent: 50 });
    const [pay] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    const [partial] = await db()
      .select()
      .from(partialPayments)
      .where(eq(partialPayments.serviceRequestId, pay!.serviceRequestId));
    const balance = () => post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id: partial!.id });
    const stale = (await balance()).json().order_id as string;
    expect((await post(`/test-gateway/orders/${stale}/pay`, {}, { outcome: 'failure' })).statusCode).toBe(400);
    const fresh = (await balance()).json().order_id as string;
    expect((await post(`/test-gateway/orders/${fresh}/pay`, {}, { outcome: 'success' })).statusCode).toBe(200);
    // The gateway captures the stale order after all: not owed, kept as refund due.
    expect((await post(`/test-gateway/orders/${stale}/pay`, {}, { outcome: 'success' })).statusCode).toBe(200);
    const [due] = await db().select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, stale));
    expect(due!.status).toBe('refund_due');

    const list = await get('/api/v1/admin/payments?status=refund_due&pageSize=100', staff.bearer);
    const item = list.json().items.find((i: { id: number }) => i.id === due!.id);
    expect(item).toMatchObject({ status: 'refund_due', refundablePaise: due!.amountPaise, invoiceId: null });
    const res = await post(`/api/v1/admin/payments/${due!.id}/refunds`, staff.bearer, {
      amount: (due!.amountPaise / 100).toFixed(2),
      reason: 'Balance paid twice',
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Refund recorded. (This capture was never invoiced, so no credit note is needed.)');
    expect(res.json()).toMatchObject({ refund: { creditNoteNumber: null }, payment: { status: 'refunded' } });
    const after = await get('/api/v1/admin/payments?status=refund_due&pageSize=100', staff.bearer);
    expect(after.json().items.map((i: { id: number }) => i.id)).not.toContain(due!.id);
  });
});

describe('gateway failure halfway (Razorpay against a local fake API)', () => {
  let fake: http.Server;
  let rz: TestApp;
  let failNext = 0;
  const seen: { path: string; idem: string | undefined; body: Record<string, unknown> }[] = [];
  const byKey = new Map<string, string>();
  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}');
        const idem = req.headers['x-refund-idempotency'] as string | undefined;
        seen.push({ path: req.url ?? '', idem, body });
        res.setHeader('content-type', 'application/json');
        if (req.url?.endsWith('/refund')) {
          if (failNext > 0) {
            failNext--;
            res.statusCode = 502;
            res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } }));
            return;
          }
          const id = byKey.get(idem!) ?? `rfnd_FAKE${byKey.size + 1}`;
          byKey.set(idem!, id);
          res.end(JSON.stringify({ id, entity: 'refund', amount: body.amount, payment_id: req.url.split('/')[3] }));
          return;
        }
        res.end(JSON.stringify({ id: `order_RZ${seen.length}`, amount: body.amount, currency: 'INR', receipt: body.receipt }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
    rz = await buildTestApp({
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_Refunds12345',
        RAZORPAY_KEY_SECRET: 'refund_key_secret',
        RAZORPAY_WEBHOOK_SECRET: 'refund_webhook_secret',
        RAZORPAY_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
      },
    });
  });
  afterAll(async () => {
    await rz?.close();
    fake?.close();
  });

  it('a gateway error records nothing (503); the retry refunds once with the idempotency header', async () => {
    const services = await seededServices(rz.app);
    const u = await signedInUser(rz.app);
    const staff = await signedInUser(rz.app, { role: 'staff' });
    const init = await rz.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/initiate',
      headers: u.bearer,
      payload: { service_id: services.individual.id },
    });
    const orderId = init.json().data.order_id as string;
    const verify = await rz.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/verify',
      headers: u.bearer,
      payload: {
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_RZREFUND001',
        razorpay_signature: paymentSignature('refund_key_secret', orderId, 'pay_RZREFUND001'),
      },
    });
    expect(verify.statusCode).toBe(200);
    const [order] = await rz.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, orderId));
    const body = { amount: '100', reason: 'Goodwill', idempotencyKey: key() };
    failNext = 1;
    const failed = await rz.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${order!.id}/refunds`,
      headers: staff.bearer,
      payload: body,
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('The payment gateway could not make the refund. Nothing was recorded; please try again.');
    expect(await rz.database.db.select().from(refunds).where(eq(refunds.orderId, order!.id))).toEqual([]);
    expect(await rz.database.db.select().from(creditNotes)).toEqual([]);

    const retry = await rz.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${order!.id}/refunds`,
      headers: staff.bearer,
      payload: body,
    });
    expect(retry.statusCode).toBe(201);
    const calls = seen.filter((s) => s.path === '/v1/payments/pay_RZREFUND001/refund');
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.idem === body.idempotencyKey && c.body.amount === 10_000)).toBe(true);
    const rows = await rz.database.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
    expect(rows.map((r) => [r.status, r.gatewayRefundId])).toEqual([['processed', byKey.get(body.idempotencyKey)]]);
  });
});

describe('payments list', () => {
  it('pages on the server with filters in the query string and totals net of refunds; a bad filter is 400', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const name = `Listed Customer ${Date.now()}`;
    const { u, order } = await paidOrder();
    await db().update(users).set({ name }).where(eq(users.id, u.user.id));
    await post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, { amount: '100', reason: 'r', idempotencyKey: key() });
    const res = await get(
      `/api/v1/admin/payments?q=${encodeURIComponent(name)}&status=paid&method=card&serviceId=${svc.individual.id}`,
      staff.bearer,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      id: order.id,
      customerName: name,
      method: 'card',
      status: 'paid',
      refundedPaise: 10_000,
      serviceName: svc.individual.name,
    });
    expect(body.items[0].invoiceNumber).toMatch(/^INV\//);
    expect(body.totals).toEqual({
      count: 1,
      capturedPaise: order.amountPaise,
      refundedPaise: 10_000,
      netPaise: order.amountPaise - 10_000,
    });
    const byOrderId = await get(`/api/v1/admin/payments?q=${order.gatewayOrderId}`, staff.bearer);
    expect(byOrderId.json().items.map((i: { id: number }) => i.id)).toEqual([order.id]);

    const paged = await get('/api/v1/admin/payments?pageSize=1&page=2', staff.bearer);
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().pageInfo.total).toBeGreaterThan(1);

    for (const q of ['status=bogus', 'from=2026-13-01', 'pageSize=500', 'from=2026-05-02&to=2026-05-01', 'method=Card!']) {
      const bad = await get(`/api/v1/admin/payments?${q}`, staff.bearer);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    const detail = await get(`/api/v1/admin/payments/${order.id}`, staff.bearer);
    expect(detail.json().refunds).toEqual([expect.objectContaining({ amountPaise: 10_000, createdByName: staff.user.name })]);
  });
});

describe('a payment for a service taken off the menus', () => {
  it('keeps its service name in the payments list and the payment detail', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const name = `Retired Service ${process.pid} ${Date.now()}`;
    const created = await post('/api/v1/admin/catalog/services', staff.bearer, {
      categoryId: svc.individual.menuId,
      name,
      slug: `retired-service-${process.pid}-${Date.now()}`,
      descriptionHtml: '<p>Soon gone.</p>',
      price: '1499',
      type: 'individual',
      sacCode: '998231',
      documents: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json().service as { id: number; slug: string; version: number; categoryId: number };
    const { order } = await paidOrder({ serviceId: service.id });

    const unpublished = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/catalog/services/${service.id}`,
      headers: staff.bearer,
      payload: {
        categoryId: service.categoryId,
        name,
        slug: service.slug,
        descriptionHtml: '<p>Soon gone.</p>',
        price: '1499',
        type: 'individual',
        sacCode: '998231',
        active: false,
        version: service.version,
        documents: [],
      },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    // Off the public menus now…
    const menus = (await get('/api/v1/web/menu', {})).json().menus as { services: { id: number }[] }[];
    expect(menus.flatMap((m) => m.services).some((x) => x.id === service.id)).toBe(false);

    // …but the back office still names what was paid for.
    const list = await get(`/api/v1/admin/payments?serviceId=${service.id}`, staff.bearer);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([expect.objectContaining({ id: order.id, serviceId: service.id, serviceName: name })]);
    const detail = await get(`/api/v1/admin/payments/${order.id}`, staff.bearer);
    expect(detail.json().payment).toMatchObject({ id: order.id, serviceName: name });
  });
});

describe('feedback, customers, dashboard charts', () => {
  it('lists feedback with ratings, messages, service and customer; filters by rating', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const { u } = await paidOrder();
    const message = `Slow but correct ${Date.now()}`;
    await db().insert(feedback).values({ userId: u.user.id, rating: 3, message });
    const res = await get(`/api/v1/admin/feedback?rating=3&q=${encodeURIComponent(message)}`, staff.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ rating: 3, message, customerId: u.user.id })]);
    expect(res.json().averageRating).toBe(3);
    expect((await get('/api/v1/admin/feedback?rating=6', staff.bearer)).statusCode).toBe(400);
  });

  it('lists customers (not staff or partners) with search', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const email = uniqueEmail('cust');
    await db().insert(users).values({ name: 'Findable Person', email, mobile: uniqueMobile(), role: 'customer' });
    const res = await get(`/api/v1/admin/customers?q=${encodeURIComponent(email)}`, staff.bearer);
    expect(res.json().items).toEqual([expect.objectContaining({ name: 'Findable Person', email })]);
    const none = await get(`/api/v1/admin/customers?q=${encodeURIComponent(staff.user.email ?? 'x')}`, staff.bearer);
    expect(none.json().items).toEqual([]);
  });

  it('charts: revenue net of refunds, requests by stage, overdue, lead→paid conversion for a range', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const first = await get('/api/v1/admin/charts', staff.bearer);
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json();
    const { u, order } = await paidOrder();
    await db()
      .insert(leads)
      .values({
        name: 'Lead That Paid',
        mobile: u.user.mobile ?? uniqueMobile(),
        email: u.user.email ?? uniqueEmail('lead'),
        serviceName: 'x',
        createdAt: new Date(Date.now() - 60_000),
      });
    await post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, { amount: '200', reason: 'r', idempotencyKey: key() });
    const after = (await get('/api/v1/admin/charts', staff.bearer)).json();
    expect(after.revenue.todayPaise - before.revenue.todayPaise).toBe(order.amountPaise - 20_000);
    expect(after.revenue.rangeRefundsPaise - before.revenue.rangeRefundsPaise).toBe(20_000);
    expect(after.requestsByStage.paid - before.requestsByStage.paid).toBe(1);
    expect(after.conversion.leads - before.conversion.leads).toBe(1);
    expect(after.conversion.paid - before.conversion.paid).toBe(1);
    const today = after.range.to;
    expect(after.revenueByDay.find((d: { day: string }) => d.day === today).paise).toBe(after.revenue.todayPaise);
    expect(typeof after.overdueRequests).toBe('number');
    expect((await get('/api/v1/admin/charts?from=2025-01-01&to=2026-12-31', staff.bearer)).statusCode).toBe(400);
  });

  it('the dashboard reports the same revenue as the charts: net of the refund', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const before = (await get('/api/v1/admin/dashboard', staff.bearer)).json();
    const { order } = await paidOrder();
    await post(`/api/v1/admin/payments/${order.id}/refunds`, staff.bearer, { amount: '150', reason: 'r', idempotencyKey: key() });
    const dashboard = (await get('/api/v1/admin/dashboard', staff.bearer)).json();
    const charts = (await get('/api/v1/admin/charts', staff.bearer)).json();
    expect(dashboard.revenue.todayPaise - before.revenue.todayPaise).toBe(order.amountPaise - 15_000);
    expect(dashboard.payments.rangeCount - before.payments.rangeCount).toBe(1);
    expect(dashboard.revenue).toEqual({
      todayPaise: charts.revenue.todayPaise,
      monthPaise: charts.revenue.monthPaise,
      rangePaise: charts.revenue.rangePaise,
    });
  });
});
