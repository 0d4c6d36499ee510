import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { paymentOrders, payments } from '../../db/schema.ts';
import { hmacSha256Hex, paymentSignature } from './signatures.ts';

const KEY_ID = 'rzp_test_FakeKey12345';
const KEY_SECRET = 'fake_key_secret_987654';
const WEBHOOK_SECRET = 'fake_webhook_secret_555';

interface Seen {
  auth: string | undefined;
  path: string | undefined;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let failNext = false;

// A local stand-in for api.razorpay.com: the official SDK talks to it over real HTTP.
const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}');
    seen.push({ auth: req.headers.authorization, path: req.url, body });
    res.setHeader('content-type', 'application/json');
    if (failNext) {
      failNext = false;
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      return;
    }
    res.end(
      JSON.stringify({
        id: `order_FAKE${seen.length}`,
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        notes: body.notes,
      }),
    );
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const port = (fake.address() as AddressInfo).port;
  t = await buildTestApp({
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  fake.close();
});

describe('Razorpay gateway (official SDK against a local fake API)', () => {
  it('creates the order in paise with a short receipt and our ids in the notes, and hands out only the key id', async () => {
    const u = await signedInUser(t.app);
    const { individual } = await seededServices(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/initiate',
      headers: u.bearer,
      payload: { service_id: individual.id },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      gateway: 'razorpay',
      key: KEY_ID,
      checkout_script_url: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(JSON.stringify(res.json())).not.toContain(KEY_SECRET);
    const call = seen.at(-1)!;
    expect(call.path).toBe('/v1/orders');
    expect(call.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(call.body).toMatchObject({ amount: individual.pricePaise + (individual.governmentFeePaise ?? 0), currency: 'INR' });
    expect(String(call.body.receipt).length).toBeLessThanOrEqual(40);
    expect(call.body.notes).toMatchObject({ user_id: String(u.user.id), service_id: String(individual.id), kind: 'initial' });

    // Verification uses the key secret over order_id|payment_id, against the order we stored.
    const good = paymentSignature(KEY_SECRET, data.order_id, 'pay_LIVE001');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/verify',
      headers: u.bearer,
      payload: {
        razorpay_order_id: data.order_id,
        razorpay_payment_id: 'pay_LIVE001',
        razorpay_signature: paymentSignature('wrong', data.order_id, 'pay_LIVE001'),
      },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/verify',
      headers: u.bearer,
      payload: { razorpay_order_id: data.order_id, razorpay_payment_id: 'pay_LIVE001', razorpay_signature: good },
    });
    expect(ok.statusCode).toBe(200);

    // The webhook secret (not the key secret) signs webhooks; the duplicate capture changes nothing.
    const body = JSON.stringify({
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_LIVE001', order_id: data.order_id, amount: data.amount } } },
    });
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(KEY_SECRET, body) },
      payload: body,
    });
    expect(wrongKey.statusCode).toBe(400);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': 'evt_live_1',
      },
      payload: body,
    });
    expect(hook.json()).toEqual({ success: true, status: 'recorded' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.confirmedBy).toBe('verify');
  });

  it("answers 'Failed to create Razorpay order' when the gateway refuses, and stores no order", async () => {
    const u = await signedInUser(t.app);
    const { individual } = await seededServices(t.app);
    failNext = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/initiate',
      headers: u.bearer,
      payload: { service_id: individual.id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Failed to create Razorpay order');
    expect(await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, u.user.id))).toEqual([]);
  });
});
