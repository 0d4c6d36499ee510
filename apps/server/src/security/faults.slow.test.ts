import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueMobile } from '../../../../tests/helpers/identity.ts';
import { startPgCluster, type PgCluster } from '../../../../tests/helpers/pg-cluster.ts';
import { startServerProcess, type ServerProcess } from '../../../../tests/helpers/server-process.ts';
import { testDbKind } from '../../../../tests/helpers/db.ts';
import { hmacSha256Hex, paymentSignature } from '../adapters/payments/signatures.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';

/**
 * Faults with real processes (issue 13): a PostgreSQL cluster of the test's own, stopped as by a
 * crash and started again while requests (payments among them) run; the server killed with SIGKILL
 * in the middle of recording a payment and started again. Answers are 200 or a clean JSON 503,
 * never a 500 or a hang; the server recovers without a restart; a payment that was answered as
 * recorded is in the database; a payment cut off by the kill arrives by the gateway's signed
 * webhook and is recorded exactly once.
 */
const SECRET = 'fault-suite-test-gateway-secret';
const HANG_MS = 20_000;

describe.runIf(testDbKind() === 'postgres')('faults: PostgreSQL restarted under load, the server killed mid-payment', () => {
  let cluster: PgCluster;
  let server: ServerProcess;
  let sql: pg.Client;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-faults-'));
  let env: Record<string, string>;

  beforeAll(async () => {
    cluster = await startPgCluster();
    env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, TEST_GATEWAY_SECRET: SECRET };
    server = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    // A process that died on its own says why.
    if (server && server.child.exitCode !== null) console.error(server.output().slice(-4000));
    await sql?.end().catch(() => undefined);
    await server?.stop();
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (url: string, init: RequestInit = {}) =>
    fetch(`${server.url}${url}`, { ...init, signal: AbortSignal.timeout(HANG_MS) });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  async function signIn(): Promise<{ token: string; userId: number; auth: Record<string, string> }> {
    const mobile = uniqueMobile();
    expect((await post('/api/v1/sendOtp', { user_name: mobile })).status).toBe(200);
    const outbox = (await (await call(`/api/v1/dev/outbox?to=${mobile}`)).json()) as { messages: { code: string }[] };
    const login = await post('/api/v1/login', { user_name: mobile, otp: outbox.messages[0]!.code });
    expect(login.status).toBe(200);
    const { access_token: token, user_id: userId } = (await login.json()) as { access_token: string; user_id: number };
    return { token, userId, auth: { authorization: `Bearer ${token}` } };
  }

  /** A service an individual can pay for, found through the public menu. */
  async function orderFor(auth: Record<string, string>): Promise<string> {
    const menu = (await (await call('/api/v1/web/menu')).json()) as { menus: { services: { id: number }[] }[] };
    for (const s of menu.menus.flatMap((m) => m.services)) {
      const init = await post('/api/v1/services/payment/initiate', { service_id: s.id, registration_type: 'individual' }, auth);
      if (init.status === 200) return ((await init.json()) as { data: { order_id: string } }).data.order_id;
    }
    throw new Error('no service an individual can pay for');
  }
  const signed = (orderId: string, paymentId: string) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(SECRET, orderId, paymentId),
  });

  async function db(): Promise<pg.Client> {
    if (!sql) {
      sql = new pg.Client({ connectionString: cluster.url });
      sql.on('error', () => undefined);
      await sql.connect();
    }
    return sql;
  }
  /** Payments per order of this user, and rows that would betray a half-written recording. */
  async function ledger(userId: number) {
    const c = await db();
    const perOrder = await c.query<{ gateway_order_id: string; n: number }>(
      `select o.gateway_order_id, count(p.id)::int as n from payment_orders o left join payments p on p.order_id = o.id
       where o.user_id = $1 group by o.gateway_order_id`,
      [userId],
    );
    const [half] = (
      await c.query<{ requests_without_payment: number; payments_without_invoice: number }>(
        `select (select count(*)::int from service_requests r where r.user_id = $1
                   and not exists (select 1 from payments p where p.service_request_id = r.id)) as requests_without_payment,
                (select count(*)::int from payments p where p.user_id = $1
                   and not exists (select 1 from invoices i where i.payment_id = p.id)) as payments_without_invoice`,
        [userId],
      )
    ).rows;
    return { paid: new Map(perOrder.rows.map((r) => [r.gateway_order_id, r.n])), half };
  }

  it('PostgreSQL stopped (as by a crash) and started under load: clean 503s, recovery without a restart, no recorded payment lost', async () => {
    const me = await signIn();
    const orders: string[] = [];
    for (let i = 0; i < 24; i++) orders.push(await orderFor(me.auth));
    const pid = server.pid;

    const answers: { kind: string; status: number; json: boolean; code?: string; order?: string }[] = [];
    const verified = new Map<string, number>(); // order → status of its verify
    let nextOrder = 0;
    let stop = false;
    let i = 0;
    const cookie = { cookie: `${SESSION_COOKIE}=${me.token}` };
    const once = async () => {
      const n = i++;
      const kind = n % 4 === 0 && nextOrder < orders.length ? 'verify' : (['me', 'history', 'page'] as const)[n % 3]!;
      const order = kind === 'verify' ? orders[nextOrder++]! : undefined;
      const res =
        kind === 'verify'
          ? await post('/api/v1/services/payment/verify', signed(order!, `pay_F${order!.slice(-12)}`), me.auth)
          : kind === 'me'
            ? await call('/api/v1/me', { headers: me.auth })
            : kind === 'history'
              ? await post('/api/v1/user/payment/history', {}, me.auth)
              : await call('/payment-history', { headers: cookie });
      const type = res.headers.get('content-type') ?? '';
      const body = await res.text();
      const json = type.startsWith('application/json');
      const code = json ? ((JSON.parse(body) as { code?: string }).code ?? undefined) : undefined;
      answers.push({ kind, status: res.status, json, ...(code ? { code } : {}), ...(order ? { order } : {}) });
      if (order) verified.set(order, res.status);
    };
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!stop) await once();
      }),
    );
    const during = () => answers.filter((a) => a.status === 503).length;

    await new Promise((r) => setTimeout(r, 1_000));
    const before = answers.length;
    cluster.stop('immediate');
    const downAt = Date.now();
    // The outage lasts until some requests have met it (at most 5 s).
    while (during() < 8 && Date.now() - downAt < 5_000) await new Promise((r) => setTimeout(r, 50));
    cluster.start();
    const upAt = Date.now();
    // Recovery, with the same process: /readyz says so, then requests answer 200 again.
    let ready = 0;
    while (Date.now() - upAt < 30_000) {
      ready = (await call('/readyz')).status;
      if (ready === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const recoveredIn = Date.now() - upAt;
    expect(ready).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
    const mark = answers.length;
    await new Promise((r) => setTimeout(r, 1_000));
    stop = true;
    await load;

    const byStatus = answers.reduce<Record<string, number>>(
      (m, a) => ((m[`${a.kind} ${a.status}`] = (m[`${a.kind} ${a.status}`] ?? 0) + 1), m),
      {},
    );
    console.info(
      `faults: ${answers.length} answers (${before} before the stop), ${JSON.stringify(byStatus)}, ready ${recoveredIn} ms after the start`,
    );
    expect(server.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    // Only 200 and 503, and every API 503 is the clean JSON one.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(during()).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 503 && a.kind !== 'page' && !(a.json && a.code === 'UNAVAILABLE'))).toEqual([]);
    // After recovery, everything answers 200.
    expect(answers.slice(mark).filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.slice(mark).length).toBeGreaterThan(0);

    // Every verify answered 200 is recorded; those answered 503 are recorded when sent again, once.
    let { paid } = await ledger(me.userId);
    const ok = [...verified].filter(([, s]) => s === 200).map(([o]) => o);
    expect(ok.length).toBeGreaterThan(0);
    for (const o of ok) expect(paid.get(o), o).toBe(1);
    for (const [o, s] of verified) {
      if (s === 200) continue;
      const again = await post('/api/v1/services/payment/verify', signed(o, `pay_F${o.slice(-12)}`), me.auth);
      expect(again.status, o).toBe(200);
    }
    const after = await ledger(me.userId);
    paid = after.paid;
    for (const o of verified.keys()) expect(paid.get(o), o).toBe(1);
    expect(after.half).toEqual({ requests_without_payment: 0, payments_without_invoice: 0 });
  }, 120_000);

  it('the server killed (SIGKILL) while recording a captured payment: nothing half-written; the webhook records it exactly once', async () => {
    const me = await signIn();
    const outcomes: string[] = [];
    for (const delayMs of [5]) {
      const order = await orderFor(me.auth);
      const paymentId = `pay_K${order.slice(-12)}`;
      // The gateway captured the payment; the browser's verify is in flight when the process dies.
      const verify = post('/api/v1/services/payment/verify', signed(order, paymentId), me.auth).then(
        (r) => r.status,
        () => 'cut off',
      );
      await new Promise((r) => setTimeout(r, delayMs));
      await server.kill();
      const outcome = await verify;
      const mid = await ledger(me.userId);
      outcomes.push(`kill after ${delayMs} ms: verify ${outcome}, recorded before the restart: ${mid.paid.get(order) ?? 0}`);
      expect(mid.half).toEqual({ requests_without_payment: 0, payments_without_invoice: 0 });
      expect([0, 1]).toContain(mid.paid.get(order) ?? 0);

      server = await startServerProcess(env);
      // The gateway delivers (and, as gateways do, repeats) its signed webhook; the browser retries its verify.
      const c = await db();
      const { amount } = (
        await c.query<{ amount: number }>('select amount_paise as amount from payment_orders where gateway_order_id = $1', [
          order,
        ])
      ).rows[0]!;
      const hookBody = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, order_id: order, amount, status: 'captured' } } },
      });
      for (const eventId of [`evt_${order}`, `evt_${order}`, `evt_${order}_again`]) {
        const res = await call('/api/v1/payments/webhook', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacSha256Hex(SECRET, hookBody),
            'x-razorpay-event-id': eventId,
          },
          body: hookBody,
        });
        expect(res.status, await res.text()).toBe(200);
      }
      expect((await post('/api/v1/services/payment/verify', signed(order, paymentId), me.auth)).status).toBe(200);
      const end = await ledger(me.userId);
      expect(end.paid.get(order), `kill after ${delayMs} ms, verify ${outcome}`).toBe(1);
      expect(end.half).toEqual({ requests_without_payment: 0, payments_without_invoice: 0 });
      const [{ n }] = (
        await (
          await db()
        ).query<{ n: number }>(
          'select count(*)::int as n from invoices i join payments p on p.id = i.payment_id join payment_orders o on o.id = p.order_id where o.gateway_order_id = $1',
          [order],
        )
      ).rows as [{ n: number }];
      expect(n).toBe(1);
    }
    console.info(`faults: ${outcomes.join('; ')}`);
  }, 120_000);
});
