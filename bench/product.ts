/**
 * What the benches share: starting the product as `npm run serve` starts it and timing it to a 200
 * from /readyz (`spawnProduct`), the HTTP client of a browser-like customer on a keep-alive
 * connection of its own (`ownConnection`), and the seeded random numbers that give two runs the
 * same schedule (`seeded`). Used by bench/run.ts, bench/buyers.ts and bench/arrivals.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import http from 'node:http';

export interface Product {
  url: string;
  pid: number;
  startupMs: number;
  /** CPU time of the server process (every thread) until /readyz answered: steadier than wall time on a busy machine. */
  startupCpuMs: number;
  stop(): Promise<void>;
}

/** CPU time (user + system) a process has used so far, in µs (/proc; 100 ticks a second). */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Starts `entry` (what `npm run serve` runs) with `env` over the bench's own environment, its output
 * appended to `logFile`, and times it to a 200 from /readyz (at most `readyWithinMs`).
 */
export async function spawnProduct(opts: {
  root: string;
  entry: string;
  env: Record<string, string>;
  logFile: string;
  readyWithinMs?: number;
}): Promise<Product> {
  // Below the kernel's range for outgoing connections (32768–60999 here), which the load's own
  // client sockets use: a port picked inside it was taken by one of them about once in 300 runs.
  const port = 10_000 + Math.floor(Math.random() * 22_000);
  const t0 = performance.now();
  const out = openSync(opts.logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [opts.entry], {
    cwd: opts.root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...opts.env },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + (opts.readyWithinMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${opts.logFile}`);
    if (performance.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server not ready in ${Math.round((opts.readyWithinMs ?? 120_000) / 1000)} s; see ${opts.logFile}`);
    }
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startupMs = performance.now() - t0;
  const startupCpuMs = cpuMicros(child.pid!) / 1000;
  return {
    url,
    pid: child.pid!,
    startupMs,
    startupCpuMs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  setCookie: string | undefined;
}
/** One HTTP exchange of a simulated customer. */
export type Http = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string | Uint8Array<ArrayBuffer>,
) => Promise<Answer>;

/** A request given up after the client's time-out. */
export class TimedOut extends Error {}

/**
 * A browser-like customer: one keep-alive connection, opened by the first request and reused after;
 * with `timeoutMs`, each request is given up (TimedOut) when no answer came by then.
 */
export function ownConnection(timeoutMs?: number): { http: Http; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call: Http = (method, url, headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(url, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookie: res.headers['set-cookie']?.[0],
          });
        });
        res.on('error', reject);
      });
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(
              () => req.destroy(new TimedOut(`no answer to ${method} ${new URL(url).pathname} in ${timeoutMs} ms`)),
              timeoutMs,
            );
      req.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.end(body);
    });
  return { http: call, close: () => agent.destroy() };
}

/** mulberry32: a small seeded generator, so two runs (or two engines) get the same schedule. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
