/**
 * The accept front alone (apps/server/src/lib/listen.ts, ADR 0018): a bare Fastify app whose route
 * burns BENCH_ACCEPT_WORK_MS of CPU per request, in its own process, with 1 listening socket (the
 * baseline) and with 4, alternated in the same run, under two loads:
 * - "at once": BENCH_ACCEPT_CLIENTS clients open their connection at the same instant and send
 *   BENCH_ACCEPT_REQUESTS requests each on it (keep-alive);
 * - "arrivals while busy": BENCH_ACCEPT_BUSY clients already connected send requests back to back
 *   while BENCH_ACCEPT_CLIENTS newcomers arrive evenly over 2 s, each timing its first request
 *   (its connection accepted + the answer) — the people mode's "open the site" (docs/performance.md).
 * Prints p50/p95 and the most connections seen waiting in the accept queues. Asserts nothing.
 *
 *   node bench/accept.ts
 *   BENCH_ACCEPT_CLIENTS=200 BENCH_ACCEPT_BUSY=100 BENCH_ACCEPT_WORK_MS=3 BENCH_ACCEPT_ROUNDS=2 node bench/accept.ts
 */
import http from 'node:http';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { listen } from '../apps/server/src/lib/listen.ts';

const CLIENTS = Number(process.env.BENCH_ACCEPT_CLIENTS ?? 200);
const WORK_MS = Number(process.env.BENCH_ACCEPT_WORK_MS ?? 3);
const REQUESTS = Number(process.env.BENCH_ACCEPT_REQUESTS ?? 3);
const ROUNDS = Number(process.env.BENCH_ACCEPT_ROUNDS ?? 1);
const BUSY = Number(process.env.BENCH_ACCEPT_BUSY ?? 100);

function get(port: number, agent: http.Agent): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}/`, { agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
      .on('error', reject);
  });
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

function queued(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let n = 0;
  for (const line of readFileSync('/proc/net/tcp', 'latin1').split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f[3] === '0A' && f[1]?.endsWith(`:${hex}`)) n += parseInt(f[4]!.split(':')[1]!, 16);
  }
  return n;
}

/** The server in a child process (its own thread, as the product's), so the clients here do not share its loop. */
async function server(handles: number): Promise<{ port: number; stop(): void }> {
  const { fork } = await import('node:child_process');
  const child = fork(import.meta.filename, [], { env: { ...process.env, BENCH_ACCEPT_CHILD: String(handles) } });
  const port = await new Promise<number>((r) => child.once('message', (m) => r(Number(m))));
  return { port, stop: () => child.kill() };
}

if (process.env.BENCH_ACCEPT_CHILD) {
  const app = Fastify();
  app.get('/', async () => {
    const end = performance.now() + WORK_MS;
    while (performance.now() < end);
    return { ok: true };
  });
  const { port } = await listen(app, { port: 0, host: '127.0.0.1', handles: Number(process.env.BENCH_ACCEPT_CHILD) });
  process.send!(port);
} else {
  console.log(
    `accept front: ${CLIENTS} clients at once, ${REQUESTS} requests each on its own keep-alive connection, ${WORK_MS} ms of CPU per request; load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const handles of [1, 4]) {
      const s = await server(handles);
      const first: number[] = [];
      const later: number[] = [];
      let maxQueued = 0;
      const timer = setInterval(() => (maxQueued = Math.max(maxQueued, queued(s.port))), 50);
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          for (let k = 0; k < REQUESTS; k++) {
            const t = performance.now();
            await get(s.port, agent);
            (k === 0 ? first : later).push(performance.now() - t);
          }
          agent.destroy();
        }),
      );
      const atOnceMs = performance.now() - t0;
      const atOnceQueued = maxQueued;
      maxQueued = 0;
      // Arrivals while busy.
      let busy = true;
      const busyClients = Array.from({ length: BUSY }, async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        while (busy) await get(s.port, agent);
        agent.destroy();
      });
      await new Promise((r) => setTimeout(r, 300));
      const arrivals: number[] = [];
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, i) => {
          await new Promise((r) => setTimeout(r, (2000 * i) / CLIENTS));
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          const t = performance.now();
          await get(s.port, agent);
          arrivals.push(performance.now() - t);
          agent.destroy();
        }),
      );
      busy = false;
      await Promise.all(busyClients);
      clearInterval(timer);
      s.stop();
      console.log(
        `  round ${round}, ${handles} socket${handles > 1 ? 's' : ''}: at once: ${atOnceMs.toFixed(0)} ms, first request p50 ${pct(first, 50).toFixed(0)} / p95 ${pct(first, 95).toFixed(0)} ms, later p50 ${pct(later, 50).toFixed(0)} / p95 ${pct(later, 95).toFixed(0)} ms, ≤ ${atOnceQueued} waiting; arrivals while ${BUSY} busy: first request p50 ${pct(arrivals, 50).toFixed(0)} / p95 ${pct(arrivals, 95).toFixed(0)} ms, ≤ ${maxQueued} waiting; load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
  }
}
