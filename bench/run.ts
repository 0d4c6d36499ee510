/**
 * Throughput, latency, memory, start-up and first-load figures of the product, each against a
 * baseline measured in the same run (docs/performance.md has the targets and the last results).
 *
 *   npm run bench                 # everything (about 6 minutes on 2 cores)
 *   BENCH_SECONDS=3 BENCH_LIGHTHOUSE=0 BENCH_POSTGRES=0 npm run bench   # shorter
 *   BENCH_ONLY=pages,apis npm run bench   # only these parts (see PARTS)
 *   BENCH_ONLY=startup,firstload,lighthouse npm run bench   # no load, no buyers (about 1 minute)
 *   BENCH_PRODUCT_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' ...   # profile the product
 *   BENCH_BUYER_MODES=people BENCH_ARRIVAL_SECONDS=10 BENCH_THINK_MS=1000-3000 BENCH_SEED=1   # buyers (bench/buyers.ts)
 *   BENCH_IDLE_SECONDS=30   # how long the memory part watches the idle product after the load
 *
 * The product runs as `npm run serve` runs it (same Node options), on a prepared embedded database.
 * A raw node:http server, in its own process, answers every URL with the exact uncompressed bytes
 * the product sent for it; both get the same autocannon load, so the ratio says what the framework,
 * rendering, database and compression cost on this machine. Every target runs twice: as autocannon
 * sends it (no Accept-Encoding) and with a browser's Accept-Encoding. Next to the throughputs, each
 * server's CPU-µs per answer (from /proc) and the bytes per answer. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/harness.ts';
import { buyers, buyersModes, passwordSignIns, signIn } from './buyers.ts';
import { cpuAndFaults, formatBreakdown, memoryBreakdown, reportNodeOptions, v8Report } from './memory.ts';
import { serveCommand } from '../scripts/serve-command.ts';
import { cpuMicros, spawnProduct as spawnServer, type Product } from './product.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const PARTS = ['startup', 'firstload', 'pages', 'apis', 'signed', 'buyers', 'memory', 'lighthouse', 'postgres'] as const;
type Part = (typeof PARTS)[number];

/** BENCH_ONLY=pages,apis,… runs only those parts (the product is started whatever it says). */
function benchParts(only: string | undefined): ReadonlySet<Part> {
  if (!only?.trim()) return new Set(PARTS);
  const asked = only
    .split(',')
    .map((p) => p.trim())
    .map((p) => (p === 'signed-in' ? 'signed' : p))
    .filter(Boolean);
  const unknown = asked.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
  return new Set(asked as Part[]);
}
const ONLY = benchParts(process.env.BENCH_ONLY);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0' && ONLY.has('lighthouse');
const POSTGRES = process.env.BENCH_POSTGRES !== '0' && ONLY.has('postgres');
const BROWSER_AE = 'gzip, deflate, br, zstd';
const root = path.resolve(import.meta.dirname, '..');
const SERVE = serveCommand(root);
const SERVE_NODE_OPTIONS = SERVE?.nodeOptions.join(' ') || undefined;
/** What `npm run serve` runs: the server bundle `npm run build` makes (ADR 0016). */
const SERVE_ENTRY = path.join(root, SERVE?.entry ?? 'apps/server/src/server.ts');
if (!existsSync(SERVE_ENTRY)) throw new Error(`${path.relative(root, SERVE_ENTRY)} is missing: run "npm run build" first.`);
/** Variables `npm run serve` sets before `node` (e.g. MALLOC_MMAP_THRESHOLD_=131072); the bench's own environment wins. */
const SERVE_ENV: Record<string, string> = Object.fromEntries(
  Object.entries(SERVE?.env ?? {}).filter(([k]) => process.env[k] === undefined),
);
const ADMIN = { email: 'bench.admin@example.in', password: 'Bench@2026x' };

/** The product's Node options: `npm run serve`'s, plus BENCH_PRODUCT_NODE_OPTIONS (e.g. --cpu-prof). */
function productNodeOptions(): Record<string, string> {
  const all = [SERVE_NODE_OPTIONS, process.env.BENCH_PRODUCT_NODE_OPTIONS, reportNodeOptions].filter(Boolean).join(' ');
  return all ? { NODE_OPTIONS: all } : {};
}

// Non-production app mode (test gateway, console SMS with the development outbox, so simulated
// buyers can sign in and pay); React runs its production build whatever NODE_ENV says (server.ts).
const productEnv: Record<string, string> = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'info',
  TRUST_PROXY: '1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ...SERVE_ENV,
  ...productNodeOptions(),
};

/** glibc malloc variables the product runs with (`npm run serve`'s or the bench's environment), for the header. */
/** Starts what `npm run serve` starts on an existing data directory (or DATABASE_URL) and times it to a 200 from /readyz. */
const spawnProduct = (env: Record<string, string>, logFile: string): Promise<Product> =>
  spawnServer({ root, entry: SERVE_ENTRY, env: { ...productEnv, ...env }, logFile });

function mallocEnv(): string {
  const vars = Object.entries({ ...process.env, ...productEnv }).filter(
    ([k]) => k.startsWith('MALLOC_') || k === 'GLIBC_TUNABLES',
  );
  return vars.map(([k, v]) => `, ${k}=${v}`).join('');
}

// autocannon 9 keeps each response's body as a JS string (`body += chunk`: the bytes decoded as
// UTF-8) for options this bench does not use (expectBody, verifyBody, onResponse). Decoding brotli
// or gzip bytes as UTF-8 costs the client ~10× more per byte than the HTML or JSON they encode, so
// with a browser's Accept-Encoding the client (one thread, sharing the 2 cores) ran out of CPU before
// the product did: the compressed figures measured the client (0.36–0.54× in session 4). The client
// now counts the bytes (autocannon's own byte count, per chunk) and keeps no body, for both servers.
const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
queue.prototype.addBody = () => {};

/**
 * autocannon's load on `url`; with the server's pid, also its CPU-µs per answer (hardly depends on
 * the machine's load, unlike the throughput) and the bytes per answer on the wire.
 */
async function load(url: string, headers: Record<string, string> = {}, pid?: number) {
  await autocannon({ url, headers, connections: 10, duration: 1 }); // warm-up
  const cpu0 = pid ? cpuMicros(pid) : 0;
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const answers = Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuUs: pid ? (cpuMicros(pid) - cpu0) / answers : NaN,
    bytes: r.throughput.total / answers,
  };
}

/**
 * The raw node:http baseline, in its own process: each body is encoded to a Buffer once and its
 * headers (type, precomputed length) built once, as the product's caches do, so the ratio measures
 * the product's per-request work and not the baseline's UTF-8 encoding of a string per request.
 */
function baselineServer(
  bodies: Record<string, { body: string; type: string }>,
): Promise<{ url: string; pid: number; stop(): void }> {
  const file = path.join(os.tmpdir(), `anupalan-bench-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(bodies));
  const code = `
    const http = require('node:http');
    const answers = new Map();
    for (const [url, b] of Object.entries(JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8')))) {
      const body = Buffer.from(b.body);
      answers.set(url, { body, headers: { 'content-type': b.type, 'content-length': String(body.length) } });
    }
    const missing = { body: Buffer.from('not found'), headers: { 'content-type': 'text/plain', 'content-length': '9' } };
    const s = http.createServer((req, res) => {
      const a = answers.get(req.url) || missing;
      res.writeHead(200, a.headers);
      res.end(a.body);
    });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    child.stdout.once('data', (d) =>
      resolve({ url: `http://127.0.0.1:${String(d).trim()}`, pid: child.pid!, stop: () => child.kill() }),
    );
  });
}

/** A field of /proc/PID/status in MiB: VmRSS (resident now) or VmHWM (the kernel's high-water mark). */
function rssOf(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The highest RSS seen every 200 ms from now on (VmHWM also counts the start-up's peak). */
function rssPeak(pid: number): () => number {
  let max = rssOf(pid);
  const timer = setInterval(() => (max = Math.max(max, rssOf(pid))), 200);
  timer.unref(); // read only by the memory part; must not keep the bench alive without it
  return () => {
    clearInterval(timer);
    return Math.max(max, rssOf(pid));
  };
}

/**
 * Memory after the load: the RSS right after the last answer, then while the product sits idle
 * (BENCH_IDLE_SECONDS, default 30), when V8's memory reducer and the product's idle step
 * (apps/server/src/lib/idle-memory.ts) may give memory back; and the peak during the load.
 */
async function memoryAfterLoad(pid: number, ran: string, peak: number, before: { cpuS: number; minorFaults: number }) {
  const idle = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
  const right = rssOf(pid);
  const used = cpuAndFaults(pid);
  const rightParts = memoryBreakdown(pid);
  const rightReport = await v8Report(pid);
  const idleSeen: string[] = [];
  let waited = 0;
  for (const at of [2, 5, 10, 15, 20, 30, 45, 60].filter((s) => s <= idle)) {
    await new Promise((r) => setTimeout(r, (at - waited) * 1000));
    waited = at;
    idleSeen.push(`${at} s ${rssOf(pid).toFixed(0)}`);
  }
  console.log(`product resident memory after ${ran} (PGlite), MiB (target ≤ 400); load ${os.loadavg()[0]!.toFixed(1)}:`);
  console.log(
    `  right after the last answer ${right.toFixed(0)}; idle since then: ${idleSeen.join(', ') || '(BENCH_IDLE_SECONDS=0)'}`,
  );
  console.log(`  right after: ${formatBreakdown(rightParts)}`);
  if (rightReport) console.log(`    ${rightReport}`);
  if (idleSeen.length) {
    console.log(`  idle ${idle} s: ${formatBreakdown(memoryBreakdown(pid))}`);
    const idleReport = await v8Report(pid);
    if (idleReport) console.log(`    ${idleReport}`);
  }
  console.log(
    `  peak during the load (sampled every 200 ms) ${peak.toFixed(0)}; kernel high-water mark (start-up included) ${rssOf(pid, 'VmHWM').toFixed(0)}`,
  );
  console.log(
    `  the product's CPU during the load ${(used.cpuS - before.cpuS).toFixed(1)} s, minor page faults ${used.minorFaults - before.minorFaults}\n`,
  );
}

let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

async function json(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status} ${res.url}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

async function lighthouseRuns(base: string, paths: string[]) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    ],
  });
  try {
    console.log('page        perf  a11y  best  seo   LCP ms  CLS     TBT ms  first-load JS (compressed)');
    // LCP under simulated throttling varies from run to run (FACTS.md): BENCH_LIGHTHOUSE_RUNS=3 repeats each page.
    const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
    const lists = new Map<string, LighthouseScript[]>();
    const pageHtml = new Map<string, string>();
    for (const p of paths) pageHtml.set(p, await (await fetch(`${base}${p}`)).text());
    for (const p of paths.flatMap((x) => Array<string>(runs).fill(x))) {
      const result = await lighthouse(`${base}${p}`, {
        port: chrome.port,
        output: 'json',
        formFactor: 'mobile',
        logLevel: 'error',
      });
      const lhr = result!.lhr;
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const audit = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
      const scripts = lighthouseScripts(lhr, result!.artifacts.DevtoolsLog);
      const js = scripts.reduce((n, r) => n + r.transferSize, 0);
      console.log(
        `${p.padEnd(10)}  ${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ${String(score('best-practices')).padStart(4)}  ${String(score('seo')).padStart(4)}  ${audit('largest-contentful-paint').toFixed(0).padStart(7)}  ${audit('cumulative-layout-shift').toFixed(3).padStart(5)}  ${audit('total-blocking-time').toFixed(0).padStart(7)}  ${(js / 1024).toFixed(1)} KB in ${scripts.length} scripts`,
      );
      lists.set(p, scripts);
    }
    // What Lighthouse counted (the last run of each page), so its total and the bench's own count
    // (entry + modulepreloads) cannot drift apart unseen: every script request, when it started,
    // what started it, and how much of its transfer was the response's headers.
    for (const [p, scripts] of lists) {
      const own = firstLoadJs(pageHtml.get(p) ?? '');
      const preloaded = scripts.filter((s) => own.srcs.has(s.path));
      const other = scripts.filter((s) => !own.srcs.has(s.path));
      const headers = scripts.reduce((n, s) => n + s.headerBytes, 0);
      const sum = (xs: LighthouseScript[]) => (xs.reduce((n, s) => n + s.transferSize, 0) / 1024).toFixed(1);
      console.log(
        `${p}: Lighthouse ${sum(scripts)} KB in ${scripts.length} scripts = entry + modulepreloads ${sum(preloaded)} KB in ${preloaded.length} (bench's own count of their bodies ${own.kb.toFixed(1)} KB in ${own.files}) + others ${sum(other)} KB in ${other.length}; response headers ${(headers / 1024).toFixed(1)} KB of the total`,
      );
      console.log('  start ms  transfer  resource  headers  initiator                         script');
      for (const s of scripts) {
        console.log(
          `  ${s.start.toFixed(0).padStart(8)}  ${(s.transferSize / 1024).toFixed(1).padStart(6)} K  ${(s.resourceSize / 1024).toFixed(1).padStart(6)} K  ${String(s.headerBytes).padStart(7)}  ${s.initiator.padEnd(32).slice(0, 32)}  ${s.path}${own.srcs.has(s.path) ? '' : "   (not in the bench's own count)"}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}

/** Sum of the brotli sizes of the scripts a page loads before any interaction (entry + modulepreloads). */
function firstLoadJs(html: string): { files: number; kb: number; srcs: Set<string> } {
  const srcs = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]!);
  let bytes = 0;
  for (const src of srcs) {
    const file = path.join(root, 'apps/web/build/client', src);
    if (existsSync(file)) bytes += brotliCompressSync(readFileSync(file)).length;
  }
  return { files: srcs.size, kb: bytes / 1024, srcs };
}

interface LighthouseScript {
  path: string;
  start: number;
  transferSize: number;
  resourceSize: number;
  /** transferSize less the brotli body on disk (what the server sends for a browser's Accept-Encoding). */
  headerBytes: number;
  initiator: string;
}

/** The script requests of Lighthouse's network-requests audit, with what started each (from its DevTools log). */
function lighthouseScripts(
  lhr: { audits: Record<string, { details?: unknown } | undefined> },
  devtoolsLog: { method: string; params: unknown }[],
): LighthouseScript[] {
  const initiators = new Map<string, string>();
  for (const e of devtoolsLog) {
    if (e.method !== 'Network.requestWillBeSent') continue;
    const { request, initiator } = e.params as {
      request: { url: string };
      initiator: { type: string; url?: string; stack?: { callFrames: { url: string }[] } };
    };
    if (initiators.has(request.url)) continue;
    const from = initiator.url ?? initiator.stack?.callFrames.find((f) => f.url)?.url ?? '';
    initiators.set(request.url, `${initiator.type}${from ? ` ${from.replace(/^https?:\/\/[^/]+/, '')}` : ''}`);
  }
  const items =
    (
      lhr.audits['network-requests']?.details as {
        items?: {
          url: string;
          resourceType?: string;
          transferSize?: number;
          resourceSize?: number;
          networkRequestTime?: number;
        }[];
      }
    )?.items ?? [];
  return items
    .filter((r) => r.resourceType === 'Script')
    .map((r) => {
      const p = new URL(r.url).pathname;
      // Files under 1 KB are not precompressed (scripts/precompress-assets.ts) and go as they are.
      const file = path.join(root, 'apps/web/build/client', p);
      const body = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : existsSync(file) ? statSync(file).size : NaN;
      return {
        path: p,
        start: r.networkRequestTime ?? NaN,
        transferSize: r.transferSize ?? 0,
        resourceSize: r.resourceSize ?? 0,
        headerBytes: (r.transferSize ?? 0) - body,
        initiator: initiators.get(r.url) ?? '?',
      };
    })
    .sort((a, b) => a.start - b.start);
}

/** The buyers in each mode (bench/buyers.ts), then the password sign-ins on their own. */
async function allBuyers(base: string, menus: { services: { id: number }[] }[], db: string) {
  const serviceId = await individualService(base, menus);
  for (const mode of buyersModes(BUYERS)) {
    console.log(`${mode.label}, on ${db} (target: 0 errors, p95 per step ≤ 250 ms)`);
    await buyers(base, serviceId, { count: BUYERS, mode, nextIp, logFile });
    console.log('');
  }
  console.log(`${BUYERS} password sign-ins on ${db}, on their own`);
  await passwordSignIns(base, { count: BUYERS, admin: ADMIN, nextIp });
  console.log('');
}

/** A service a customer buys for themselves (no company needed). */
async function individualService(base: string, menus: { services: { id: number }[] }[]): Promise<number> {
  for (const m of menus) {
    for (const s of m.services) {
      const detail = (await json(await fetch(`${base}/api/v1/service/${s.id}`))) as {
        services: { type: string; price_paise: number };
      };
      if (detail.services.type === 'individual' && detail.services.price_paise > 100) return s.id;
    }
  }
  throw new Error('no individual service in the catalogue');
}

// ---------------------------------------------------------------------------------------------

console.log(
  `machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `node ${process.version}; product node options: ${productEnv.NODE_OPTIONS ?? '(none)'}${mallocEnv()}; ${CONNECTIONS} connections × ${DURATION} s per target\n`,
);

// A prepared data directory (migrations, seed, locations), then the product started on it as an
// existing installation: that start is the start-up figure.
const prepared = await startServer({ ...productEnv });
const dataDir = prepared.dataDir;
process.kill(prepared.pid!, 'SIGTERM');
while (existsSync(`/proc/${prepared.pid}`) && !readFileSync(`/proc/${prepared.pid}/status`, 'utf8').includes('State:\tZ')) {
  await new Promise((r) => setTimeout(r, 50));
}
const logFile = path.join(os.tmpdir(), `anupalan-bench-server-${process.pid}.log`);
rmSync(logFile, { force: true });
// The data directory was prepared by the TypeScript sources (e2e harness). The first start of the
// bundle on it fills Node's compile cache for the bundle (DATA_DIR/cache/compile) as any first start
// of a new build does; the figure is the start after it, as an installation restarts (ADR 0016).
const firstStart = ONLY.has('startup') ? await spawnProduct({ DATA_DIR: dataDir }, logFile) : undefined;
await firstStart?.stop();
const product = await spawnProduct({ DATA_DIR: dataDir }, logFile);
if (firstStart) {
  const load1 = os.loadavg()[0]!.toFixed(1);
  console.log(
    `start-up to /readyz (existing data directory, PGlite): ${product.startupMs.toFixed(0)} ms, CPU ${product.startupCpuMs.toFixed(0)} ms   (target ≤ 2000; load ${load1})`,
  );
  console.log(
    `  first start of this build on it (compile cache filled): ${firstStart.startupMs.toFixed(0)} ms, CPU ${firstStart.startupCpuMs.toFixed(0)} ms\n`,
  );
}

const peakRss = rssPeak(product.pid);
const usedBefore = cpuAndFaults(product.pid);
try {
  const base = product.url;
  const menus = (
    (await json(await fetch(`${base}/api/v1/web/menu`))) as { menus: { id: number; services: { id: number; slug: string }[] }[] }
  ).menus;
  const stories = ((await json(await fetch(`${base}/api/v1/our_stories`))) as { blogs: { slug: string }[] }).blogs;
  const menu = menus[1]!;
  const service = menu.services[0]!;
  const cookie = ONLY.has('signed') ? await signIn(base, `bench.reader.${Date.now()}@example.in`, nextIp()) : '';

  const allGroups = [
    {
      part: 'pages',
      name: 'anonymous pages',
      target: 'plain ≥ 0.6×, p99 ≤ 50 ms; compressed ≥ 1× (vs uncompressed raw)',
      paths: ['/', '/gst', '/blogs', `/blogs/${stories[0]!.slug}`],
      headers: {} as Record<string, string>,
    },
    {
      part: 'apis',
      name: 'catalogue and content APIs',
      target: '≥ 0.6×, p99 ≤ 20 ms',
      paths: [
        '/api/v1/web/menu',
        `/api/v1/menu/${menu.id}`,
        `/api/v1/faq/${menu.id}`,
        `/api/v1/service/${service.id}`,
        '/api/v1/our_stories',
      ],
      headers: {},
    },
    {
      part: 'signed',
      name: 'signed-in pages (never cached)',
      target: '≥ 0.05×, p99 ≤ 500 ms',
      paths: ['/payment-history', `/proceed/${service.slug}`],
      headers: { cookie },
    },
  ] as const satisfies { part: Part; name: string; target: string; paths: string[]; headers: Record<string, string> }[];
  const groups = allGroups.filter((g) => ONLY.has(g.part));

  const bodies: Record<string, { body: string; type: string }> = {};
  for (const g of groups) {
    for (const p of g.paths) {
      const res = await fetch(base + p, { headers: g.headers });
      bodies[p] = { body: await res.text(), type: res.headers.get('content-type') ?? 'text/plain' };
      if (res.status !== 200) console.log(`warning: ${p} answered ${res.status}`);
    }
  }
  if (ONLY.has('firstload')) {
    // `/`, a category page (the consultation form and the FAQs) and the blog list.
    for (const page of ['/', '/gst', '/blogs']) {
      const fl = firstLoadJs(await (await fetch(base + page)).text());
      console.log(
        `first-load JS of ${page} (entry + modulepreloads, brotli): ${fl.kb.toFixed(1)} KB in ${fl.files} files   (target ≤ 120 KB)`,
      );
    }
    console.log('');
  }

  // The product's JIT first: every target once, both encodings (~0.25 s each). Its optimising
  // compiler otherwise keeps working through the first targets' timed runs (V8's compile threads
  // were ~10 % of the product's CPU in a 4 s run after the 1 s warm-up `load` gives each target, ~4 %
  // after 4 s), which a long-running server has long done; the raw server's few functions settle
  // within its own warm-up.
  for (const g of groups) {
    for (const p of g.paths) {
      for (const headers of [g.headers, { ...g.headers, 'accept-encoding': BROWSER_AE }]) {
        await autocannon({ url: base + p, headers, connections: 10, duration: 0.25 });
      }
    }
  }
  const baseline = groups.length ? await baselineServer(bodies) : null;
  try {
    for (const g of baseline ? groups : []) {
      console.log(`${g.name} — target ${g.target}`);
      // CPU-µs per answer of each server (and their ratio, raw ÷ product: the throughput ratio each
      // would reach on a core of its own) and bytes per answer on the wire, next to the throughputs;
      // the 1-minute load average as the line ends (the other processes' share of the 2 cores).
      console.log(
        '  target                          encoding   product req/s  baseline req/s   ratio  p99 ms (raw)  errors   CPU-µs prod / raw  ratio   bytes prod / raw   load',
      );
      for (const p of g.paths) {
        const raw = await load(baseline!.url + p, {}, baseline!.pid);
        for (const enc of ['none', 'browser'] as const) {
          const headers = enc === 'browser' ? { ...g.headers, 'accept-encoding': BROWSER_AE } : g.headers;
          const prod = await load(base + p, headers, product.pid);
          console.log(
            `  ${p.slice(0, 30).padEnd(30)}  ${enc.padEnd(8)}  ${prod.rps.toFixed(0).padStart(13)}  ${raw.rps.toFixed(0).padStart(14)}  ${(prod.rps / raw.rps).toFixed(3).padStart(6)}  ${String(prod.p99).padStart(6)} ${`(${raw.p99})`.padStart(6)}  ${String(prod.errors).padStart(6)}  ${prod.cpuUs.toFixed(0).padStart(10)} / ${raw.cpuUs.toFixed(0).padEnd(5)}  ${(raw.cpuUs / prod.cpuUs).toFixed(2).padStart(5)}  ${prod.bytes.toFixed(0).padStart(8)} / ${raw.bytes.toFixed(0).padEnd(6)}  ${os.loadavg()[0]!.toFixed(1)}`,
          );
        }
      }
      console.log('');
    }
  } finally {
    baseline?.stop();
  }

  if (ONLY.has('buyers')) await allBuyers(base, menus, 'PGlite');
  if (ONLY.has('memory')) {
    const ran = [...ONLY].filter((p) => p === 'pages' || p === 'apis' || p === 'signed' || p === 'buyers');
    await memoryAfterLoad(product.pid, ran.length === 4 ? 'the run' : `[${ran.join(', ')}]`, peakRss(), usedBefore);
  }

  if (LIGHTHOUSE) {
    console.log(
      `Lighthouse, mobile profile (targets: perf ≥ 95, others 100, CLS ≤ 0.02, JS ≤ 120 KB); load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    await lighthouseRuns(base, ['/', '/gst', '/blogs']);
    console.log('');
  }
} finally {
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (POSTGRES) {
  const { createE2eDatabase } = await import('../e2e/support/postgres.ts');
  let db: Awaited<ReturnType<typeof createE2eDatabase>> | undefined;
  try {
    db = await createE2eDatabase();
  } catch (err) {
    console.log(`PostgreSQL buyers skipped: ${(err as Error).message.split('\n')[0]}`);
  }
  if (db) {
    const pgProduct = await spawnProduct(
      // One process, as before WORKERS (its default on PostgreSQL is the cores): the buyers read their
      // codes from the development outbox, which is per process.
      { DATABASE_URL: db.url, DATA_DIR: path.join(os.tmpdir(), `anupalan-bench-pg-${process.pid}`), WORKERS: '1' },
      logFile,
    );
    try {
      const menus = ((await json(await fetch(`${pgProduct.url}/api/v1/web/menu`))) as { menus: { services: { id: number }[] }[] })
        .menus;
      console.log(`PostgreSQL (start-up on an empty database: ${pgProduct.startupMs.toFixed(0)} ms)`);
      await allBuyers(pgProduct.url, menus, 'PostgreSQL');
    } finally {
      await pgProduct.stop();
      await db.drop();
    }
  }
}

// This run's own files in the temporary directory: the product's request log (hundreds of MB after
// the load), the baseline's bodies and the PostgreSQL run's data directory. Deleted once the run
// has finished; kept with BENCH_KEEP_LOGS=1, and when the run failed before here (its log says why).
const runFiles = [
  logFile,
  path.join(os.tmpdir(), `anupalan-bench-${process.pid}.json`),
  path.join(os.tmpdir(), `anupalan-bench-pg-${process.pid}`),
].filter((f) => existsSync(f));
if (process.env.BENCH_KEEP_LOGS === '1') {
  if (runFiles.length) console.log(`kept (BENCH_KEEP_LOGS=1): ${runFiles.join(', ')}`);
} else {
  for (const f of runFiles) rmSync(f, { recursive: true, force: true });
}
