/**
 * Customers arriving on the embedded database (issue 27 item 3, ADR 0025): does every one of them
 * get an answer? The built server (what `npm run serve` runs) on a prepared PGlite data directory,
 * once with PGlite in its own thread (the default) and once on the main thread
 * (PGLITE_THREAD=main, how it ran before: the baseline, measured in the same run). For each,
 * BENCH_CUSTOMERS (200) customers all at once and arriving over 10 s (BENCH_ARRIVAL_SECONDS=0,10).
 *
 *   npm run build && npm run bench:arrivals
 *   BENCH_CUSTOMERS=100 BENCH_ARRIVAL_SECONDS=5 BENCH_ENGINES=worker npm run bench:arrivals
 *   BENCH_ENGINES=worker,main,postgres npm run bench:arrivals   # PostgreSQL too (TEST_PG_URL's cluster)
 *
 * A customer opens the site (GET / on a connection of their own, kept for their later steps, as a
 * browser does), signs in with an OTP (the code read from the development outbox, untimed), opens
 * a signed-in page (/payment-history, rendered for them, never cached) and starts a checkout, with
 * a pause of BENCH_THINK_MS (1000–3000) ms between steps. Every request waits at most
 * BENCH_TIMEOUT_SECONDS (30); a customer whose first answer did not come by then is "timed out"
 * (a browser showing nothing gives up), and one whose later step failed or timed out is counted apart.
 * Also per engine: start-up to /readyz, one customer's signed-in page alone (p50 of 100 in a row),
 * and the server's resident memory (main process, every thread) after the runs. Prints figures,
 * asserts nothing; every loop is bounded by the customers' count and the time-out.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { templateDataDir } from '../e2e/support/harness.ts';
import { serveCommand } from '../scripts/serve-command.ts';
import { signIn } from './buyers.ts';
import { ownConnection as connection, seeded, spawnProduct as spawnServer, TimedOut, type Product } from './product.ts';

/** The product on `env`, ready within 120 s. */
const spawnProduct = (env: Record<string, string>, logFile: string): Promise<Product> =>
  spawnServer({ root, entry: SERVE_ENTRY, env: { ...productEnv, ...env }, logFile });
/** A customer's own keep-alive connection, each request given up after TIMEOUT_MS. */
const ownConnection = () => connection(TIMEOUT_MS);

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
/** The arrival windows, in seconds: 0 is every customer at the same instant. */
const ARRIVALS_MS = (process.env.BENCH_ARRIVAL_SECONDS ?? '0,10').split(',').map((s) => 1000 * Number(s));
const TIMEOUT_MS = 1000 * Number(process.env.BENCH_TIMEOUT_SECONDS ?? 30);
const [THINK_LO, THINK_HI] = (process.env.BENCH_THINK_MS ?? '1000-3000').split('-').map(Number) as [number, number?];
/** `postgres` (not run by default) adds the same runs on a PostgreSQL database made by the e2e support. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'worker,main').split(',').map((s) => s.trim()) as (
  'worker' | 'main' | 'postgres'
)[];
const SEED = Number(process.env.BENCH_SEED ?? 1);

const root = path.resolve(import.meta.dirname, '..');
const SERVE = serveCommand(root);
const SERVE_ENTRY = path.join(root, SERVE?.entry ?? 'apps/server/src/server.ts');
if (!existsSync(SERVE_ENTRY)) throw new Error(`${path.relative(root, SERVE_ENTRY)} is missing: run "npm run build" first.`);
const productEnv: Record<string, string> = {
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  TRUST_PROXY: '1',
  ...Object.fromEntries(Object.entries(SERVE?.env ?? {}).filter(([k]) => process.env[k] === undefined)),
  ...(SERVE?.nodeOptions.length ? { NODE_OPTIONS: SERVE.nodeOptions.join(' ') } : {}),
};

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/** Resident memory of a process (every thread) in MiB. */
function rss(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

async function individualService(base: string): Promise<number> {
  const menus = ((await (await fetch(`${base}/api/v1/web/menu`)).json()) as { menus: { services: { id: number }[] }[] }).menus;
  for (const m of menus) {
    for (const s of m.services) {
      const d = (await (await fetch(`${base}/api/v1/service/${s.id}`)).json()) as {
        services: { type: string; price_paise: number };
      };
      if (d.services.type === 'individual' && d.services.price_paise > 100) return s.id;
    }
  }
  throw new Error('no individual service in the catalogue');
}

const STEPS = ['open the site (GET /)', 'send OTP', 'OTP sign-in', 'signed-in page', 'checkout (initiate)'] as const;

async function customers(base: string, serviceId: number, arrivalMs: number, run: string) {
  const random = seeded(SEED);
  const lo = THINK_LO;
  const hi = THINK_HI ?? THINK_LO;
  const plan = Array.from({ length: CUSTOMERS }, () => ({
    arriveMs: random() * arrivalMs,
    thinks: Array.from({ length: STEPS.length }, () => lo + random() * (hi - lo)),
  }));
  const timings: Record<string, number[]> = Object.fromEntries(STEPS.map((s) => [s, []]));
  let timedOutFirst = 0;
  const failedLater: string[] = [];
  let done = 0;
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
  const t0 = performance.now();
  await Promise.all(
    plan.map(async ({ arriveMs, thinks }, i) => {
      await sleep(arriveMs);
      const conn = ownConnection();
      const call = conn.http;
      let k = 0;
      const think = () => sleep(thinks[k++]!);
      const timed = (step: string, ms: number) => timings[step]!.push(ms);
      const ip = nextIp();
      let t = performance.now();
      try {
        const page = await call('GET', `${base}/`, { 'x-forwarded-for': ip });
        if (page.status !== 200) throw new Error(`${page.status} GET /`);
        timed(STEPS[0], performance.now() - t);
      } catch (err) {
        if (err instanceof TimedOut) timedOutFirst++;
        else failedLater.push(`first answer: ${(err as Error).message}`);
        conn.close();
        return;
      }
      try {
        await think();
        const cookie = await signIn(base, `arrival.${run}.${i}@example.in`, ip, { http: call, timed, think });
        await think();
        t = performance.now();
        const page = await call('GET', `${base}/payment-history`, { cookie, 'x-forwarded-for': ip });
        if (page.status !== 200) throw new Error(`${page.status} GET /payment-history`);
        timed(STEPS[3], performance.now() - t);
        await think();
        t = performance.now();
        const init = await call(
          'POST',
          `${base}/api/v1/services/payment/initiate`,
          { 'content-type': 'application/json', cookie, 'x-forwarded-for': ip },
          JSON.stringify({ service_id: serviceId }),
        );
        if (init.status !== 200) throw new Error(`${init.status} checkout: ${init.body.slice(0, 120)}`);
        timed(STEPS[4], performance.now() - t);
        done++;
      } catch (err) {
        failedLater.push((err as Error).message);
      } finally {
        conn.close();
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  console.log(
    `    timed-out customers (no first answer in ${TIMEOUT_MS / 1000} s): ${timedOutFirst} of ${CUSTOMERS}; failed later: ${failedLater.length}${
      failedLater.length ? ` (first: ${failedLater[0]})` : ''
    }; went through every step: ${done}; ${wall.toFixed(1)} s`,
  );
  for (const step of STEPS) {
    const xs = timings[step]!;
    console.log(
      `    ${step.padEnd(24)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 50).toFixed(0).padStart(6)} ms  p95 ${pct(xs, 95).toFixed(0).padStart(6)} ms  max ${(xs.length ? Math.max(...xs) : NaN).toFixed(0).padStart(6)} ms`,
    );
  }
}

/** One customer alone: their signed-in page 100 times in a row (the database's round trips, no queueing). */
async function alone(base: string): Promise<number> {
  const cookie = await signIn(base, `alone.${Date.now()}@example.in`, nextIp());
  const xs: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    const r = await fetch(`${base}/payment-history`, { headers: { cookie } });
    await r.arrayBuffer();
    xs.push(performance.now() - t);
  }
  return pct(xs, 50);
}

console.log(
  `machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, load ${os.loadavg()[0]!.toFixed(1)}; node ${process.version}; ${CUSTOMERS} customers, think ${THINK_LO}–${THINK_HI ?? THINK_LO} ms, time-out ${TIMEOUT_MS / 1000} s, seed ${SEED}\n`,
);
const template = await templateDataDir();
const logFile = path.join(os.tmpdir(), `anupalan-bench-arrivals-${process.pid}.log`);
const LABELS = {
  worker: 'PGlite in its own thread (default)',
  main: 'PGlite on the main thread (PGLITE_THREAD=main, baseline)',
  postgres: 'PostgreSQL (DATABASE_URL, an empty database migrated and seeded at start)',
};
for (const engine of ENGINES) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-bench-arrivals-'));
  let env: Record<string, string> = { DATA_DIR: dataDir, PGLITE_THREAD: engine === 'main' ? 'main' : 'worker' };
  let drop = async () => {};
  if (engine === 'postgres') {
    const { createE2eDatabase } = await import('../e2e/support/postgres.ts');
    const db = await createE2eDatabase();
    env = { ...env, DATABASE_URL: db.url };
    drop = () => db.drop();
  } else {
    cpSync(template, dataDir, { recursive: true });
  }
  // The first start of the bundle on it fills Node's compile cache; the figure is the start after.
  await (await spawnProduct(env, logFile)).stop();
  const product = await spawnProduct(env, logFile);
  try {
    const serviceId = await individualService(product.url);
    const single = await alone(product.url);
    console.log(
      `${LABELS[engine]}: start-up to /readyz ${product.startupMs.toFixed(0)} ms; one customer's signed-in page alone p50 ${single.toFixed(1)} ms; memory ${rss(product.pid).toFixed(0)} MiB`,
    );
    for (const arrivalMs of ARRIVALS_MS) {
      console.log(
        `  ${CUSTOMERS} customers ${arrivalMs ? `arriving over ${arrivalMs / 1000} s` : 'all at once'} (load ${os.loadavg()[0]!.toFixed(1)}):`,
      );
      await customers(product.url, serviceId, arrivalMs, `${engine}${arrivalMs}x${Date.now() % 1e6}`);
    }
    console.log(`  memory after the runs ${rss(product.pid).toFixed(0)} MiB\n`);
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}
if (process.env.BENCH_KEEP_LOGS === '1') console.log(`kept: ${logFile}`);
else rmSync(logFile, { force: true });
