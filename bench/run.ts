/**
 * Throughput and memory of the product against a baseline measured in the same run.
 *
 *   npm run bench
 *
 * Starts the built product (one process, fresh embedded database) and, in its own process, a raw
 * node:http server that answers every request with the exact bytes the product rendered for the
 * same URL. Both get the same load from autocannon on this machine, so the ratio says what the
 * framework, SSR and database cost, whatever the machine. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/harness.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const TARGETS = [
  { name: 'home page (SSR)', path: '/' },
  { name: 'category menu API', path: '/api/v1/web/menu' },
  { name: 'one service API', path: '/api/v1/service/1' },
];

async function load(url: string) {
  await autocannon({ url, connections: 10, duration: 1 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function baselineServer(bodies: Record<string, { body: string; type: string }>): Promise<{ url: string; stop(): void }> {
  const file = path.join(os.tmpdir(), `anupalan-bench-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(bodies));
  const code = `
    const http = require('node:http');
    const bodies = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const s = http.createServer((req, res) => {
      const b = bodies[req.url] || { body: 'not found', type: 'text/plain' };
      res.writeHead(200, { 'content-type': b.type, 'content-length': Buffer.byteLength(b.body) });
      res.end(b.body);
    });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    child.stdout.once('data', (d) => resolve({ url: `http://127.0.0.1:${String(d).trim()}`, stop: () => child.kill() }));
  });
}

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// Production mode, as deployed (React's production build, no test gateway): that needs Razorpay
// keys and an Aadhaar key, which the benchmark never uses for a payment.
const product = await startServer(
  {
    NODE_ENV: 'production',
    RAZORPAY_KEY_ID: 'rzp_test_Benchmark0000',
    RAZORPAY_KEY_SECRET: 'benchmark-secret',
    RAZORPAY_WEBHOOK_SECRET: 'benchmark-webhook',
    AADHAAR_KEY: Buffer.alloc(32, 7).toString('base64'),
  },
  { logFile: path.join(os.tmpdir(), 'anupalan-bench-server.log') },
);
try {
  const bodies: Record<string, { body: string; type: string }> = {};
  for (const t of TARGETS) {
    const res = await fetch(product.url + t.path);
    bodies[t.path] = { body: await res.text(), type: res.headers.get('content-type') ?? 'text/plain' };
  }
  const baseline = await baselineServer(bodies);
  try {
    console.log(`load: ${CONNECTIONS} connections × ${DURATION} s per target, ${os.cpus().length} cores\n`);
    console.log('target                     product req/s   baseline req/s   ratio   product p99 ms   errors');
    for (const t of TARGETS) {
      const base = await load(baseline.url + t.path);
      const prod = await load(product.url + t.path);
      console.log(
        `${t.name.padEnd(26)} ${prod.rps.toFixed(0).padStart(13)}   ${base.rps.toFixed(0).padStart(14)}   ${(prod.rps / base.rps).toFixed(3).padStart(5)}   ${String(prod.p99).padStart(14)}   ${prod.errors}`,
      );
    }
    const pid = product.pid;
    if (pid) console.log(`\nproduct resident memory after the run: ${rssOf(pid).toFixed(0)} MiB`);
  } finally {
    baseline.stop();
  }
} finally {
  await product.stop();
}
