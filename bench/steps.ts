/**
 * What one buyer's steps and the signed-in pages cost, one request at a time (no concurrency, so
 * the figures do not depend on the machine's load the way throughput does): database statements
 * and transactions per request, and CPU-ms per request (process.cpuUsage, the mean over BENCH_STEPS_N
 * buyers, after a warm-up). The product is built in this process on an in-memory PGlite (or
 * DATABASE_URL) and driven with app.inject, so socket and HTTP parsing costs are not included.
 *
 *   node bench/steps.ts
 *   BENCH_STEPS_N=50 DATABASE_URL=postgres://… node bench/steps.ts
 *
 * With the CPU-ms of a step, `200 × cost ÷ 2 cores` is the least time 200 buyers arriving at once
 * take on this 2-core machine (docs/performance.md). Prints figures; asserts nothing.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.ts';

// As server.ts does: React's production build whatever the app's mode (loaded below, after this).
process.env.NODE_ENV = 'production';
const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openPglite, openPostgres } = await import('../apps/server/src/db/client.ts');
const schema = await import('../apps/server/src/db/schema.ts');
const { seedIfEmpty } = await import('../apps/server/src/db/seed/index.ts');

const N = Number(process.env.BENCH_STEPS_N ?? 30);
const WARM = 5;
const root = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'steps.admin@example.in', password: 'Steps@2026x' };

let statements = 0;
let transactions = 0;
const counter: Logger = {
  logQuery(query) {
    statements++;
    if (/^begin\b/i.test(query)) transactions++;
  },
};

/** The product's database with every statement counted (drizzle's logger; PGlite's own BEGIN counted too). */
async function countedDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const database = url ? await openPostgres(url) : await openPglite('memory://');
  await database.migrate();
  await seedIfEmpty(database.db);
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (url) {
    database.db = drizzlePg(client as never, { schema, logger: counter }) as unknown as Db;
  } else {
    // PGlite runs BEGIN/COMMIT itself inside client.transaction: count them there.
    type Q = { query(sql: string, params?: unknown[], opts?: unknown): Promise<{ rows: unknown[] }> };
    const pglite = client as Q & { transaction<T>(fn: (tx: Q) => Promise<T>): Promise<T> };
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (fn) => {
      transactions++;
      statements += 2;
      return transaction((tx) => fn(timed(tx)));
    };
    timed(pglite);
    database.db = drizzlePglite(client as never, { schema, logger: counter }) as unknown as Db;
  }
  return database;
}

/** BENCH_STEPS_SQL=1: wall time and rows per statement text, the slowest printed at the end. */
const perSql = new Map<string, { n: number; ms: number; rows: number }>();
function timed<T extends { query(sql: string, params?: unknown[], opts?: unknown): Promise<{ rows: unknown[] }> }>(q: T): T {
  if (process.env.BENCH_STEPS_SQL !== '1') return q;
  const query = q.query.bind(q);
  q.query = async (sql, params, opts) => {
    const t = performance.now();
    const out = await query(sql, params, opts);
    const e = perSql.get(sql) ?? { n: 0, ms: 0, rows: 0 };
    e.n++;
    e.ms += performance.now() - t;
    e.rows += out.rows.length;
    perSql.set(sql, e);
    return out;
  };
  return q;
}

const database = await countedDatabase();
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'info',
  TRUST_PROXY: '1',
  DATA_DIR: path.join(root, '.tmp', `bench-steps-${process.pid}`),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const web = process.env.BENCH_STEPS_WEB !== '0';
const app = await buildApp({ config, database, web });
// One completion line per request, as the product logs it, but not to this terminal.
app.log.level = 'silent';
await app.ready();
await app.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);

type Step = { name: string; statements: number[]; transactions: number[]; cpu: number[] };
const steps = new Map<string, Step>();
let measuring = false;

async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const s0 = statements;
  const t0 = transactions;
  const c0 = process.cpuUsage();
  const out = await fn();
  const c = process.cpuUsage(c0);
  if (measuring) {
    const st = steps.get(name) ?? { name, statements: [], transactions: [], cpu: [] };
    st.statements.push(statements - s0);
    st.transactions.push(transactions - t0);
    st.cpu.push((c.user + c.system) / 1000);
    steps.set(name, st);
  }
  return out;
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  ip: string,
  opts: { cookie?: string; body?: unknown; form?: FormData; expect?: number } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (opts.cookie) headers.cookie = opts.cookie;
  let payload: string | Buffer | undefined;
  if (opts.form) {
    const req = new Request('http://x/', { method: 'POST', body: opts.form });
    headers['content-type'] = req.headers.get('content-type')!;
    payload = Buffer.from(await req.arrayBuffer());
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.body);
  }
  const res = await app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  if (res.statusCode >= 400 && res.statusCode !== opts.expect)
    throw new Error(`${res.statusCode} ${method} ${url}: ${res.body.slice(0, 200)}`);
  return res;
}

const menus = JSON.parse((await app.inject('/api/v1/web/menu')).body) as {
  menus: { services: { id: number; slug: string }[] }[];
};
let serviceId = 0;
let slug = '';
for (const m of menus.menus) {
  for (const s of m.services) {
    const d = JSON.parse((await app.inject(`/api/v1/service/${s.id}`)).body) as {
      services: { type: string; price_paise: number };
    };
    if (!serviceId && d.services.type === 'individual' && d.services.price_paise > 100) {
      serviceId = s.id;
      slug = s.slug;
    }
  }
}
const PDF = new Blob([`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`], {
  type: 'application/pdf',
});

for (let i = 0; i < WARM + N; i++) {
  measuring = i >= WARM;
  const ip = `10.9.${i >> 8}.${i & 255}`;
  const email = `steps.${process.pid}.${i}@example.in`;
  await step('send OTP', () => call('POST', '/api/v1/sendOtp', ip, { body: { user_name: email } }));
  const box = await step('dev outbox (bench only)', () => call('GET', `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, ip));
  const code = (JSON.parse(box.body) as { messages: { code: string }[] }).messages[0]!.code;
  const login = await step('OTP sign-in', () =>
    call('POST', '/api/v1/login', ip, { body: { user_name: email, otp: code, login_type: 'otp' } }),
  );
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const init = await step('checkout (initiate)', () =>
    call('POST', '/api/v1/services/payment/initiate', ip, { cookie, body: { service_id: serviceId } }),
  );
  const orderId = (JSON.parse(init.body) as { data: { order_id: string } }).data.order_id;
  const paid = await step('gateway payment', () =>
    call('POST', `/test-gateway/orders/${orderId}/pay`, ip, { body: { outcome: 'success' } }),
  );
  await step('verify', () => call('POST', '/api/v1/services/payment/verify', ip, { cookie, body: JSON.parse(paid.body) }));
  const list = await step('document list', () =>
    call('POST', '/api/v1/user/services/document/upload', ip, { cookie, body: { service_id: serviceId } }),
  );
  const docs = JSON.parse(list.body) as { request_id: number; required_documents: { id: number; document_type: string }[] };
  const doc = docs.required_documents.find((d) => d.document_type === 'Document') ?? docs.required_documents[0]!;
  const form = new FormData();
  form.set('service_id', String(serviceId));
  form.set('request_id', String(docs.request_id));
  form.set('document_id', String(doc.id));
  form.set('document_type', doc.document_type);
  if (doc.document_type === 'Document') form.set('file', PDF, 'bench.pdf');
  else form.set('text', 'Bench text');
  await step('document upload', () => call('POST', '/api/v1/user/services/document/upload/store', ip, { cookie, form }));
  if (web) {
    // BENCH_STEPS_PAGES=n: each signed-in page n times per buyer (to profile the render alone).
    for (let k = 0; k < Number(process.env.BENCH_STEPS_PAGES ?? 1); k++) {
      await step('GET /payment-history', () => call('GET', '/payment-history', ip, { cookie }));
      await step(`GET /proceed/{slug}`, () => call('GET', `/proceed/${slug}`, ip, { cookie }));
      // The floor of a render per request: the signed-in shell (header, menu, footer) around the
      // not-found page, with no loader of its own.
      await step('GET /{missing} (shell only)', () => call('GET', '/no-such-page', ip, { cookie, expect: 404 }));
    }
  }
  await step('password sign-in (argon2)', () =>
    // The back office's first factor (staff sign in there with a password and a code, issue 27).
    call('POST', '/api/v1/auth/staff-login', ip, { body: { userName: ADMIN.email, password: ADMIN.password } }),
  );
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${database.kind}, ${N} buyers one at a time (after ${WARM} to warm up), app.inject`);
console.log('  step                          statements  transactions  CPU-ms mean  CPU-ms median  200 × mean (one thread)');
for (const s of steps.values()) {
  console.log(
    `  ${s.name.padEnd(30)}${mean(s.statements).toFixed(1).padStart(10)}${mean(s.transactions).toFixed(1).padStart(14)}${mean(s.cpu).toFixed(2).padStart(13)}${med(s.cpu).toFixed(2).padStart(15)}${(200 * mean(s.cpu)).toFixed(0).padStart(18)} ms`,
  );
}
if (perSql.size) {
  console.log('\n  statements by total wall time (ms, count, mean rows)');
  for (const [q, e] of [...perSql].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.log(
      `  ${e.ms.toFixed(0).padStart(6)} ${String(e.n).padStart(5)} ${(e.rows / e.n).toFixed(1).padStart(6)}  ${q.slice(0, 160)}`,
    );
  }
}
await app.close();
await database.close();
rmSync(config.dataDir, { recursive: true, force: true });
