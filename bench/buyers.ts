/**
 * The simulated buyers of bench/run.ts, in two modes (docs/performance.md, "Buyers"):
 *
 * - stress, "N at the same instant, no pauses": every buyer starts at once and sends its next step
 *   as soon as the last one answered, over a shared pool of keep-alive connections (fetch), as the
 *   bench always did;
 * - people, "N people in the same minutes": each buyer arrives at a random moment of an arrival
 *   window, first opens the site (a GET of `/` on a connection of its own, as a browser does: the
 *   cost of accepting that connection lands on this step), keeps that connection for its later
 *   steps, and pauses between steps (think time, random in a range). The randomness is seeded, so
 *   two runs send the same schedule.
 *
 * Steps: send OTP, OTP sign-in (code from the development outbox, which is the bench's way of reading
 * the SMS and is not timed), checkout, test-gateway payment, verify, one document upload. The
 * password sign-in (argon2id, slow on purpose) runs on its own (`passwordSignIns`).
 */
import { readFileSync } from 'node:fs';
import { ownConnection, seeded, type Answer, type Http } from './product.ts';

export interface BuyersMode {
  name: 'stress' | 'people';
  label: string;
  /** Buyers arrive uniformly over this many ms (0: all at the same instant). */
  arrivalMs: number;
  /** Pause between two steps of a buyer, uniform in [min, max] ms ([0, 0]: none). */
  thinkMs: readonly [number, number];
  /** A GET of `/` first, on the buyer's own keep-alive connection used for every later step. */
  openSite: boolean;
  seed: number;
}

/** BENCH_ARRIVAL_SECONDS, BENCH_THINK_MS=min-max, BENCH_SEED, BENCH_BUYER_MODES=stress,people. */
export function buyersModes(buyers: number, env: NodeJS.ProcessEnv = process.env): BuyersMode[] {
  const arrivalMs = 1000 * Number(env.BENCH_ARRIVAL_SECONDS ?? 10);
  const [lo, hi] = (env.BENCH_THINK_MS ?? '1000-3000').split('-').map(Number) as [number, number];
  const seed = Number(env.BENCH_SEED ?? 1);
  const all: BuyersMode[] = [
    { name: 'stress', label: `${buyers} at the same instant, no pauses`, arrivalMs: 0, thinkMs: [0, 0], openSite: false, seed },
    {
      name: 'people',
      label: `${buyers} people in the same minutes (arrivals over ${arrivalMs / 1000} s, think time ${lo}–${hi ?? lo} ms, seed ${seed}; each opens the site first on a connection of its own)`,
      arrivalMs,
      thinkMs: [lo, hi ?? lo],
      openSite: true,
      seed,
    },
  ];
  const asked = (env.BENCH_BUYER_MODES ?? 'stress,people').split(',').map((s) => s.trim());
  return all.filter((m) => asked.includes(m.name));
}

/** fetch's shared pool of keep-alive connections (the stress mode). */
const sharedPool: Http = async (method, url, headers, body) => {
  const res = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  return { status: res.status, body: await res.text(), setCookie: res.headers.get('set-cookie') ?? undefined };
};

function parse(a: Answer, what: string): Record<string, unknown> {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(a.body) as Record<string, unknown>;
  } catch {
    throw new Error(`${a.status} ${what}: ${a.body.slice(0, 200)}`);
  }
  if (a.status >= 400) throw new Error(`${a.status} ${what}: ${a.body.slice(0, 200)}`);
  return body;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Connections the kernel has completed but the product has not accepted yet: the rx_queue of the
 * listening sockets on the port in /proc/net/tcp (Linux; summed over the product's LISTEN_HANDLES
 * sockets, ADR 0018), sampled every 100 ms; answers the largest seen.
 */
function acceptQueue(base: string): () => number | undefined {
  const port = Number(new URL(base).port).toString(16).toUpperCase().padStart(4, '0');
  const read = (): number | undefined => {
    let queued: number | undefined;
    try {
      for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n')) {
        const f = line.trim().split(/\s+/);
        if (f[1]?.endsWith(`:${port}`) && f[3] === '0A') queued = (queued ?? 0) + parseInt(f[4]!.split(':')[1]!, 16);
      }
    } catch {
      /* not Linux */
    }
    return queued;
  };
  let max = read();
  const timer = setInterval(() => {
    const n = read();
    if (n !== undefined) max = Math.max(max ?? 0, n);
  }, 100);
  timer.unref();
  return () => {
    clearInterval(timer);
    return max;
  };
}

/** OTP sign-in with the code from the development outbox; answers the session cookie. */
export async function signIn(
  base: string,
  email: string,
  ip: string,
  opts: {
    http?: Http;
    timed?: (step: string, ms: number) => void;
    tag?: (step: string) => Record<string, string>;
    /** The person's pause between reading the code and typing it. */
    think?: () => Promise<void>;
  } = {},
): Promise<string> {
  const call = opts.http ?? sharedPool;
  const tag = opts.tag ?? (() => ({}));
  const headers = { ...JSON_TYPE, 'x-forwarded-for': ip };
  let t = performance.now();
  parse(
    await call('POST', `${base}/api/v1/sendOtp`, { ...headers, ...tag('send OTP') }, JSON.stringify({ user_name: email })),
    'send OTP',
  );
  opts.timed?.('send OTP', performance.now() - t);
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    // The bench reading the SMS: not a request the person's browser makes (shared pool, untimed).
    const box = parse(await sharedPool('GET', `${base}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, {}), 'outbox') as {
      messages?: { code?: string }[];
    };
    code = box.messages?.[0]?.code;
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  if (!code) throw new Error(`no code for ${email}`);
  await opts.think?.();
  t = performance.now();
  const res = await call(
    'POST',
    `${base}/api/v1/login`,
    { ...headers, ...tag('OTP sign-in') },
    JSON.stringify({ user_name: email, otp: code, login_type: 'otp' }),
  );
  parse(res, 'OTP sign-in');
  opts.timed?.('OTP sign-in', performance.now() - t);
  const cookie = res.setCookie?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

function printStep(step: string, xs: number[], max = true) {
  console.log(
    `  ${step.padEnd(28)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 50).toFixed(0).padStart(5)} ms  p95 ${pct(xs, 95).toFixed(0).padStart(5)} ms${
      max ? `  max ${(xs.length ? Math.max(...xs) : NaN).toFixed(0).padStart(5)} ms` : ''
    }`,
  );
}

/** A small file the document endpoint accepts (it checks the bytes: a PDF header). */
const BENCH_PDF = new Blob([`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`], {
  type: 'application/pdf',
});

/** The x-request-id of one buyer's step: the product logs it with the request's own time (RequestLog). */
function requestId(run: string, step: string, buyer: number): string {
  return `bench-${run}-${step.replace(/[^a-z]+/gi, '_')}-${buyer}`;
}

/**
 * `count` buyers in one mode: (open the site,) OTP sign-in, checkout, test-gateway payment, verify,
 * one document of the paid request uploaded (multipart, docs/fulfilment-api.md). Prints each step's
 * p50/p95 as the buyers saw it and as the product timed it (its request log in `logFile`).
 */
export async function buyers(
  base: string,
  serviceId: number,
  opts: { count: number; mode: BuyersMode; nextIp: () => string; logFile: string },
) {
  const { count, mode } = opts;
  const steps = [
    ...(mode.openSite ? ['open the site (GET /)'] : []),
    'send OTP',
    'OTP sign-in',
    'checkout (initiate)',
    'gateway payment',
    'verify',
    'document upload',
  ];
  const timings: Record<string, number[]> = Object.fromEntries(steps.map((s) => [s, []]));
  const errors: string[] = [];
  const run = `${mode.name}${Date.now() % 1e6}`;
  const random = seeded(mode.seed);
  const [lo, hi] = mode.thinkMs;
  // Drawn up front, in buyer order, so the schedule does not depend on which answer came first.
  const plan = Array.from({ length: count }, () => ({
    arriveMs: random() * mode.arrivalMs,
    thinks: Array.from({ length: steps.length }, () => lo + random() * (hi - lo)),
  }));
  const sleep = (ms: number): Promise<void> => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
  const queued = acceptQueue(base);
  const t0 = performance.now();
  let overlapNow = 0;
  let overlapMax = 0;
  await Promise.all(
    plan.map(async ({ arriveMs, thinks }, i) => {
      await sleep(arriveMs);
      overlapMax = Math.max(overlapMax, ++overlapNow);
      const conn = mode.openSite ? ownConnection() : { http: sharedPool, close() {} };
      let k = 0;
      const think = () => sleep(thinks[k++]!);
      const timed = (step: string, ms: number) => timings[step]!.push(ms);
      const call = conn.http;
      try {
        const ip = opts.nextIp();
        const tag = (step: string) => ({ 'x-request-id': requestId(run, step, i) });
        let t: number;
        if (mode.openSite) {
          t = performance.now();
          const page = await call('GET', `${base}/`, { 'x-forwarded-for': ip, ...tag('open the site (GET /)') });
          if (page.status !== 200) throw new Error(`${page.status} GET /`);
          timed('open the site (GET /)', performance.now() - t);
          await think();
        }
        const cookie = await signIn(base, `buyer.${run}.${i}@example.in`, ip, { http: call, timed, tag, think });
        await think();
        const headers = { ...JSON_TYPE, cookie, 'x-forwarded-for': ip };
        t = performance.now();
        const init = parse(
          await call(
            'POST',
            `${base}/api/v1/services/payment/initiate`,
            { ...headers, ...tag('checkout (initiate)') },
            JSON.stringify({ service_id: serviceId }),
          ),
          'checkout',
        ) as { data: { order_id: string } };
        timed('checkout (initiate)', performance.now() - t);
        await think();
        t = performance.now();
        const paid = parse(
          await call(
            'POST',
            `${base}/test-gateway/orders/${init.data.order_id}/pay`,
            { ...JSON_TYPE, ...tag('gateway payment') },
            JSON.stringify({ outcome: 'success' }),
          ),
          'gateway payment',
        );
        timed('gateway payment', performance.now() - t);
        t = performance.now();
        parse(
          await call('POST', `${base}/api/v1/services/payment/verify`, { ...headers, ...tag('verify') }, JSON.stringify(paid)),
          'verify',
        );
        timed('verify', performance.now() - t);
        await think();
        // The paid request's documents: the first one saved (a file, or text where it takes text).
        const list = parse(
          await call('POST', `${base}/api/v1/user/services/document/upload`, headers, JSON.stringify({ service_id: serviceId })),
          'document list',
        ) as { request_id: number; required_documents: { id: number; document_type: string }[] };
        const doc = list.required_documents.find((d) => d.document_type === 'Document') ?? list.required_documents[0];
        if (!doc) throw new Error(`service ${serviceId} requires no documents`);
        const form = new FormData();
        form.set('service_id', String(serviceId));
        form.set('request_id', String(list.request_id));
        form.set('document_id', String(doc.id));
        form.set('document_type', doc.document_type);
        if (doc.document_type === 'Document') form.set('file', BENCH_PDF, 'bench.pdf');
        else form.set('text', 'Bench text');
        const encoded = new Response(form);
        const body = new Uint8Array(await encoded.arrayBuffer());
        await think();
        t = performance.now();
        parse(
          await call(
            'POST',
            `${base}/api/v1/user/services/document/upload/store`,
            {
              'content-type': encoded.headers.get('content-type')!,
              cookie,
              'x-forwarded-for': ip,
              ...tag('document upload'),
            },
            body,
          ),
          'document upload',
        );
        timed('document upload', performance.now() - t);
      } catch (err) {
        errors.push((err as Error).message);
      } finally {
        overlapNow--;
        conn.close();
      }
    }),
  );
  const wall = performance.now() - t0;
  const maxQueued = queued();
  for (const [step, xs] of Object.entries(timings)) printStep(step, xs);
  console.log(
    `  ${count} buyers in ${(wall / 1000).toFixed(1)} s (at most ${overlapMax} in progress at once), errors: ${errors.length}${
      errors.length ? ` (first: ${errors[0]})` : ''
    }; at most ${maxQueued ?? '?'} connections waiting to be accepted (listen queue, sampled every 100 ms)`,
  );
  await serverSideTimes(
    run,
    steps,
    opts.logFile,
    Object.values(timings).reduce((n, xs) => n + xs.length, 0),
  );
}

/**
 * The same steps as the product timed them (its log's `ms`: from the request's headers parsed to
 * the answer sent), next to what the buyers saw. The difference is time spent before the product
 * read the request: waiting in the listen socket's accept queue, which libuv drains one connection
 * per event-loop turn (docs/performance.md).
 */
async function serverSideTimes(run: string, steps: string[], logFile: string, answered: number) {
  const read = () => {
    const byStep = new Map<string, number[]>(steps.map((s) => [requestId(run, s, 0).replace(/-0$/, '-'), []]));
    let n = 0;
    for (const line of readFileSync(logFile, 'utf8').split('\n')) {
      if (!line.includes(`"bench-${run}-`)) continue;
      const entry = JSON.parse(line) as { reqId?: string; ms?: number };
      const prefix = entry.reqId?.replace(/\d+$/, '');
      const xs = prefix ? byStep.get(prefix) : undefined;
      if (xs && entry.ms !== undefined) {
        xs.push(entry.ms);
        n++;
      }
    }
    return { byStep, n };
  };
  // A busy product writes its log behind its answers: wait (up to 10 s) for a line per answer.
  let { byStep, n } = read();
  for (let i = 0; i < 100 && n < answered; i++) {
    await new Promise((r) => setTimeout(r, 100));
    ({ byStep, n } = read());
  }
  console.log('  as the product timed them (its request log, headers read to answer sent):');
  steps.forEach((step, k) => printStep(step, [...byStep.values()][k]!, false));
}

/**
 * The password step on its own: argon2id is slow on purpose. One account, each sign-in from its own
 * address, in waves of PASSWORD_WAVE: the per-account limit (docs/security.md) counts sign-ins in
 * flight, so 200 at once on one account are refused by design (429), which is not what this times.
 */
export async function passwordSignIns(
  base: string,
  opts: { count: number; admin: { email: string; password: string }; nextIp: () => string },
) {
  const PASSWORD_WAVE = 8;
  const xs: number[] = [];
  const errors: string[] = [];
  for (let done = 0; done < opts.count; done += PASSWORD_WAVE) {
    await Promise.all(
      Array.from({ length: Math.min(PASSWORD_WAVE, opts.count - done) }, async () => {
        try {
          const t = performance.now();
          parse(
            await sharedPool(
              'POST',
              `${base}/api/v1/login`,
              { ...JSON_TYPE, 'x-forwarded-for': opts.nextIp() },
              JSON.stringify({ user_name: opts.admin.email, password: opts.admin.password, login_type: 'password' }),
            ),
            'password sign-in',
          );
          xs.push(performance.now() - t);
        } catch (err) {
          errors.push((err as Error).message);
        }
      }),
    );
  }
  printStep('password sign-in (argon2)', xs);
  console.log(`  in waves of ${PASSWORD_WAVE}, errors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
}
