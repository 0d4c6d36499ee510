/**
 * The back office's lists at scale (issue 11): seeds 100,000 rows per list (customers, payment
 * orders with payments and refunds, service requests, leads, feedback, audit entries), then times
 * each list endpoint (first page, a deep page, a filter, a search) against baselines measured in the
 * same run on the same process and database: GET /healthz through the app, and a raw `select 1`.
 *
 *   npm run bench:admin                                   # embedded database (PGlite)
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/x npm run bench:admin   # PostgreSQL (the database is emptied)
 *   BENCH_ROWS=20000 BENCH_RUNS=10 npm run bench:admin   # smaller
 *
 * Requests go through app.inject (the whole Fastify pipeline, no sockets), one at a time. Prints
 * p50 / p95 in ms and p50 as a multiple of the /healthz baseline; asserts nothing.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/index.ts';
import { users } from '../apps/server/src/db/schema.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PG_URL = process.env.BENCH_PG_URL;

async function openDatabase(): Promise<Database> {
  if (!PG_URL) return openPglite('memory://');
  const database = await openPostgres(PG_URL);
  await database.db.execute(
    sql.raw('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;'),
  );
  return database;
}

async function timed(label: string, fn: () => Promise<unknown>) {
  const t0 = performance.now();
  await fn();
  console.log(`  ${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Everything with generate_series: one statement per table, ids contiguous after the existing ones. */
async function seed(database: Database) {
  const x = (q: string) => database.db.execute(sql.raw(q));
  const one = async <T>(q: string): Promise<T> => ((await x(q)) as unknown as { rows: T[] }).rows[0]!;
  const n = ROWS;
  console.log(`Seeding ${n.toLocaleString('en-IN')} rows per list (${database.kind})`);
  await timed('customers', () =>
    x(`insert into users (name, email, mobile, role, created_at, updated_at)
       select 'Bench Customer ' || g, 'bench' || g || '@example.in', (6000000000 + g)::text, 'customer',
              now() - g * interval '1 minute', now()
       from generate_series(1, ${n}) g`),
  );
  const first = await one<{ id: number }>(`select min(id)::int as id from users where email like 'bench%@example.in'`);
  const u0 = first.id - 1;
  const svc = await one<{ id: number; max: number }>('select min(id)::int as id, max(id)::int as max from services');
  const nSvc = svc.max - svc.id + 1;
  await timed('service requests', () =>
    x(`insert into service_requests (user_id, service_id, registration_type, total_paise, paid_paise, stage, stage_changed_at, created_at, updated_at)
       select ${u0} + g, ${svc.id} + (g % ${nSvc}), 'individual', 118000, 118000,
              (array['paid','documents_received','in_progress','completed'])[1 + g % 4],
              now() - (g % 20) * interval '1 day', now() - g * interval '1 minute', now()
       from generate_series(1, ${n}) g`),
  );
  const r0 = await one<{ id: number }>(`select min(id)::int as id from service_requests`);
  await timed('payment orders', () =>
    x(`insert into payment_orders (user_id, service_id, registration_type, kind, service_request_id, fee_paise, total_paise,
                                   payment_type, amount_paise, gateway, gateway_order_id, receipt, status, gateway_payment_id,
                                   method, paid_at, created_at, updated_at)
       select ${u0} + g, ${svc.id} + (g % ${nSvc}), 'individual', 'initial', ${r0.id - 1} + g, 118000, 118000,
              'full', 118000, 'test', 'order_BENCH' || g, 'rcpt' || g,
              case when g % 10 = 0 then 'failed' else 'paid' end,
              case when g % 10 = 0 then null else 'pay_BENCH' || g end,
              (array['card','upi','netbanking'])[1 + g % 3],
              now() - g * interval '1 minute', now() - g * interval '1 minute', now()
       from generate_series(1, ${n}) g`),
  );
  await timed('payments (the paid orders)', () =>
    x(`insert into payments (order_id, user_id, service_request_id, gateway_payment_id, amount_paise, confirmed_by, created_at)
       select o.id, o.user_id, o.service_request_id, o.gateway_payment_id, o.amount_paise, 'webhook', o.paid_at
       from payment_orders o where o.status = 'paid' and o.gateway_order_id like 'order_BENCH%'`),
  );
  await timed('refunds (every 25th paid order, in part)', () =>
    x(`insert into refunds (order_id, payment_id, user_id, amount_paise, reason, idempotency_key, status, gateway_refund_id, processed_at, created_at)
       select p.order_id, p.id, p.user_id, 10000, 'bench', 'bench-refund-' || p.id, 'processed', 'rfnd_BENCH' || p.id, p.created_at, p.created_at
       from payments p where p.id % 25 = 0`),
  );
  await timed('leads', () =>
    x(`insert into leads (name, mobile, email, service_name, status, created_at, updated_at)
       select 'Bench Lead ' || g, (7000000000 + g)::text, 'lead' || g || '@example.in', 'Bench service',
              (array['new','contacted','converted','closed'])[1 + g % 4], now() - g * interval '1 minute', now()
       from generate_series(1, ${n}) g`),
  );
  await timed('feedback', () =>
    x(`insert into feedback (user_id, service_request_id, rating, message, created_at)
       select ${u0} + g, ${r0.id - 1} + g, 1 + g % 5, 'Bench feedback ' || g, now() - g * interval '1 minute'
       from generate_series(1, ${n}) g`),
  );
  await timed('audit entries', () =>
    x(`insert into audit_log (actor_id, actor_name, actor_role, action, entity_type, entity_id, before, after, created_at)
       select null, 'Bench Staff', 'staff', (array['lead.update','coupon.update','payment.refund'])[1 + g % 3], 'lead', g::text,
              '{"status":"new"}'::jsonb, '{"status":"contacted"}'::jsonb, now() - g * interval '1 minute'
       from generate_series(1, ${n}) g`),
  );
  await timed('analyze', () => x('analyze'));
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const database = await openDatabase();
  await database.migrate();
  await seedIfEmpty(database.db);
  await seed(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/bench-admin',
    TEST_GATEWAY_SECRET: 'bench-admin-lists-secret',
  });
  const app = await buildApp({ config, database, web: false });
  await app.ready();
  const [staff] = await database.db
    .insert(users)
    .values({ name: 'Bench Staff', email: `bench.staff.${Date.now()}@example.in`, role: 'staff' })
    .returning();
  const { token } = await app.services.sessions.create(staff!.id);
  const headers = { authorization: `Bearer ${token}` };

  async function measure(fn: () => Promise<unknown>) {
    for (let i = 0; i < 3; i++) await fn();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await fn();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  }
  const inject = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  };

  const healthz = await measure(async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
  });
  const raw = await measure(() => database.db.execute(sql`select 1`));
  const deep = Math.floor(ROWS / 25 / 2);
  const targets: [string, string][] = [
    ['payments, first page', '/api/v1/admin/payments'],
    [`payments, page ${deep}`, `/api/v1/admin/payments?page=${deep}`],
    ['payments, status + method + dates', '/api/v1/admin/payments?status=paid&method=upi&from=2020-01-01'],
    ['payments, customer search', `/api/v1/admin/payments?q=${encodeURIComponent(`Bench Customer ${ROWS - 7}`)}`],
    ['customers, first page', '/api/v1/admin/customers'],
    [`customers, page ${deep}`, `/api/v1/admin/customers?page=${deep}`],
    ['customers, search', `/api/v1/admin/customers?q=bench${ROWS - 3}@`],
    ['leads, first page', '/api/v1/admin/leads'],
    ['leads, status filter', '/api/v1/admin/leads?status=converted'],
    ['audit log, first page', '/api/v1/admin/audit'],
    [`audit log, page ${deep}`, `/api/v1/admin/audit?page=${deep}`],
    ['feedback, first page', '/api/v1/admin/feedback'],
    ['feedback, rating filter', '/api/v1/admin/feedback?rating=2'],
    ['dashboard', '/api/v1/admin/dashboard'],
    ['dashboard charts (this month)', '/api/v1/admin/charts'],
  ];
  // The requests queue is issue 11's; timed when this build has it.
  if ((await app.inject({ method: 'GET', url: '/api/v1/admin/requests', headers })).statusCode === 200) {
    targets.push(
      ['requests, first page', '/api/v1/admin/requests'],
      [`requests, page ${deep}`, `/api/v1/admin/requests?page=${deep}`],
    );
  } else {
    console.log('(no GET /api/v1/admin/requests in this build: the requests queue is not timed)');
  }

  console.log(
    `\n${RUNS} sequential requests each after 3 warm-ups; ${ROWS.toLocaleString('en-IN')} rows per list; ${database.kind}`,
  );
  console.log(`${'target'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'× healthz'.padStart(10)}`);
  const line = (label: string, r: { p50: number; p95: number }) =>
    console.log(
      `${label.padEnd(40)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${(r.p50 / healthz.p50).toFixed(1).padStart(10)}`,
    );
  line('baseline: GET /healthz', healthz);
  line('baseline: raw select 1', raw);
  for (const [label, url] of targets) line(label, await measure(inject(url)));

  await app.close();
  await database.close();
}

await main();
