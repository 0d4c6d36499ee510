import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../tests/helpers/catalog.ts';
import { testDbKind } from '../../../../tests/helpers/db.ts';
import { TEST_PG_ADMIN_URL, pgUrlFor } from '../../../../tests/helpers/env.ts';
import { startServerProcess, type ServerProcess } from '../../../../tests/helpers/server-process.ts';
import { loadConfig } from '../config.ts';
import { couponRedemptions, paymentOrders, payments } from '../db/schema.ts';
import { sharedDatabaseWarnings } from '../start.ts';

/** Issue 13, "Beyond one machine": what a second instance on the same database must see. */
const SECRET = 'test-gateway-secret-shared-by-instances';
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp({ env: { TEST_GATEWAY_SECRET: SECRET } });
  b = await buildTestApp({ env: { TEST_GATEWAY_SECRET: SECRET }, database: a.database });
}, 120_000);
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});

describe('the test gateway keeps its orders in the database', () => {
  it('an order created through one instance is paid through the other, once', async () => {
    const svc = await seededServices(a.app);
    const u = await signedInUser(a.app);
    const init = await a.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/initiate',
      headers: u.bearer,
      payload: { service_id: svc.individual.id },
    });
    expect(init.statusCode).toBe(200);
    const orderId = init.json().data.order_id as string;

    const pay = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: `/test-gateway/orders/${orderId}/pay`, payload: { outcome: 'success' } });
    // Both instances at once: one payment, the other is told the order is already paid.
    const [first, second] = await Promise.all([pay(b), pay(a)]);
    const answers = [first.json(), second.json()];
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    expect(answers.some((x) => x.error?.description === 'Order has already been paid')).toBe(true);
    const paid = answers.find((x) => x.razorpay_payment_id);

    // The browser's verify call may land on either instance.
    const verify = await a.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/verify',
      headers: u.bearer,
      payload: paid,
    });
    expect(verify.statusCode).toBe(200);
    const [order] = await a.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, orderId));
    expect(order!.status).toBe('paid');
    const [n] = await a.database.db.select({ n: count() }).from(payments).where(eq(payments.orderId, order!.id));
    expect(n!.n).toBe(1);
  });
});

describe('a once-per-customer coupon on two instances', () => {
  it('four orders opened at once through two instances: exactly one gets the coupon (issue 27 item 4)', async () => {
    const svc = await seededServices(a.app);
    const u = await signedInUser(a.app);
    const open = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/services/payment/initiate',
        headers: u.bearer,
        payload: { service_id: svc.individual.id, coupon_code: 'WELCOME10' },
      });
    const answers = await Promise.all([open(a), open(b), open(a), open(b)]);
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect(answers.filter((r) => r.json().data.quote.discountPaise > 0)).toHaveLength(1);
    const [held] = await a.database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, u.user.id));
    expect(held!.n).toBe(1);
  });
});

describe('secrets on a shared database', () => {
  it('warns when DATABASE_URL is set without AADHAAR_KEY / OTP_SECRET, and not when both are given', () => {
    const url = 'postgres://u@db.example/anupalan';
    expect(sharedDatabaseWarnings(loadConfig({ DATABASE_URL: url })).join(' ')).toMatch(/AADHAAR_KEY.*OTP_SECRET/s);
    expect(sharedDatabaseWarnings(loadConfig({ DATABASE_URL: url, OTP_SECRET: 'x'.repeat(32) }))).toHaveLength(1);
    expect(
      sharedDatabaseWarnings(
        loadConfig({ DATABASE_URL: url, AADHAAR_KEY: Buffer.alloc(32, 1).toString('base64'), OTP_SECRET: 'x'.repeat(32) }),
      ),
    ).toEqual([]);
    expect(sharedDatabaseWarnings(loadConfig({}))).toEqual([]);
  });
});

describe.runIf(testDbKind() === 'postgres')('many instances starting at once on an empty PostgreSQL database', () => {
  it('three server processes started together all migrate (one at a time), seed once and serve', async () => {
    const name = `anupalan_empty_${process.pid}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const started: ServerProcess[] = [];
    try {
      const env = { DATABASE_URL: pgUrlFor(name), TEST_GATEWAY_SECRET: SECRET };
      const results = await Promise.allSettled([startServerProcess(env), startServerProcess(env), startServerProcess(env)]);
      for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason).slice(0, 2000)] : []));
      expect(failures).toEqual([]);
      for (const s of started) {
        const ready = await fetch(`${s.url}/readyz`).then((r) => r.json());
        expect(ready).toEqual({ status: 'ready', database: 'postgres' });
        const menu = (await fetch(`${s.url}/api/v1/web/menu`).then((r) => r.json())) as { menus: unknown[] };
        expect(menu.menus.length).toBeGreaterThan(0);
        // The start says what a shared database needs.
        expect(s.output()).toContain('DATABASE_URL is set but AADHAAR_KEY is not');
      }
      const check = new pg.Client({ connectionString: pgUrlFor(name) });
      await check.connect();
      try {
        const menus = await check.query('select count(*)::int as n, count(distinct slug)::int as d from menus');
        expect(menus.rows[0].n).toBe(menus.rows[0].d);
        const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(applied.rows[0].n).toBeGreaterThanOrEqual(5);
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(started.map((s) => s.stop()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
