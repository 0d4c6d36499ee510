import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Gives memory back after a burst (ADRs 0015 and 0017, docs/performance.md "Memory").
 *
 * Under load V8 lets the old space grow (it collects less often when there is more to collect), and
 * after the load it keeps what it grew: the resident memory stays at its high point for as long as
 * the server is idle, because an idle server allocates too little to reach the next collection.
 * V8 also keeps the pages a shrinking collection freed in its page pool, resident, for the next
 * growth (140 MiB of them after the bench's 200 buyers: docs/performance.md, session 7).
 * This step watches the event loop's utilisation, a figure Node keeps anyway: every `checkMs` it
 * reads the utilisation since the last check. It runs when the loop has been idle (`idleMs` of
 * checks below `idleBelow`), or when a burst (a check at `burstAbove` or more) has settled into
 * light traffic (`settledMs` of checks below `settledBelow`; ADR 0020: a server with steady light
 * traffic is never idle; 5 s, so that the first seconds of a new wave, still light, do not count).
 * Then, if the resident memory is `minGrowthBytes` above what it was after the last such
 * collection, it runs one full collection that gives freed pages back (`gc`, present when Node runs
 * with `--expose-gc`, as `npm run serve` does). Then it waits for the next burst: idle but not grown
 * it does nothing, and without a burst only idleness runs it.
 *
 * Under load it costs one timer callback every `checkMs`: nothing per request. A step runs at most
 * once per burst, so a request that arrives during it waits for that one collection (0.1–0.4 s).
 */
export interface IdleMemoryOptions {
  checkMs?: number;
  idleMs?: number;
  idleBelow?: number;
  /** A check at or above this utilisation is a burst. */
  burstAbove?: number;
  /** After a burst, `settledMs` of checks below this count as settled. */
  settledBelow?: number;
  settledMs?: number;
  minGrowthBytes?: number;
  /** Defaults to V8's `gc` in its last-resort flavour (needs `--expose-gc`); tests pass their own. */
  collect?: () => void;
  /** The event loop's utilisation (0–1) since the last call (defaults to Node's `eventLoopUtilization`). */
  loopUse?: () => number;
  /** The resident memory in bytes (defaults to `process.memoryUsage.rss`). */
  rss?: () => number;
  /** Told once per collection, with what it gave back. */
  onCollect?: (info: { beforeBytes: number; afterBytes: number; ms: number }) => void;
}

/**
 * Every 500 ms a reading; 1 s below 2 % of the loop (two readings in a row) counts as idle (ADR 0020;
 * 2 s in session 6, 10 s before, which left a burst's garbage resident for 10–15 s after it). After
 * a burst (a reading at 50 % or more), 5 s below 25 % count as settled (ADR 0020).
 */
export const IDLE_MEMORY_DEFAULTS = {
  checkMs: 500,
  idleMs: 1_000,
  idleBelow: 0.02,
  burstAbove: 0.5,
  settledBelow: 0.25,
  settledMs: 5_000,
  minGrowthBytes: 32 * 2 ** 20,
} as const;

export interface IdleMemory {
  /** False when there is no `gc` to call (Node started without `--expose-gc`): nothing runs. */
  readonly active: boolean;
  /** Collections run so far. */
  readonly collections: number;
  stop(): void;
}

/** V8's gc() as `--expose-gc` exposes it (its options are V8's GCExtension's). */
type GcFunction = (opts?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async'; flavor?: 'regular' | 'last-resort' }) => void;

export function startIdleMemory(opts: IdleMemoryOptions = {}): IdleMemory {
  const checkMs = opts.checkMs ?? IDLE_MEMORY_DEFAULTS.checkMs;
  const idleChecks = Math.max(1, Math.round((opts.idleMs ?? IDLE_MEMORY_DEFAULTS.idleMs) / checkMs));
  const idleBelow = opts.idleBelow ?? IDLE_MEMORY_DEFAULTS.idleBelow;
  const burstAbove = opts.burstAbove ?? IDLE_MEMORY_DEFAULTS.burstAbove;
  const settledBelow = opts.settledBelow ?? IDLE_MEMORY_DEFAULTS.settledBelow;
  const settledChecks = Math.max(1, Math.round((opts.settledMs ?? IDLE_MEMORY_DEFAULTS.settledMs) / checkMs));
  const minGrowth = opts.minGrowthBytes ?? IDLE_MEMORY_DEFAULTS.minGrowthBytes;
  const gc = (globalThis as { gc?: GcFunction }).gc;
  // 'last-resort' is V8's CollectAllAvailableGarbage: collections in memory-reducing mode that
  // also hand the freed pages back to the system. A plain gc() empties the heap but V8 keeps
  // the pages pooled, so the resident memory does not move (measured: 457 → 457 MiB).
  const collect = opts.collect ?? (gc ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : undefined);
  const rss = opts.rss ?? (() => process.memoryUsage.rss());
  let collections = 0;
  if (!collect) return { active: false, collections, stop() {} };

  const loopUse = opts.loopUse ?? eventLoopUse();
  let baseline = rss();
  let quiet = 0;
  let settled = 0;
  let burst = false;
  const timer = setInterval(() => {
    const use = loopUse();
    quiet = use < idleBelow ? quiet + 1 : 0;
    settled = use < settledBelow ? settled + 1 : 0;
    if (use >= burstAbove) burst = true;
    const afterBurst = burst && settled >= settledChecks;
    if (quiet < idleChecks && !afterBurst) return;
    // A settled burst is looked at once: light traffic that follows it does not count again.
    if (afterBurst) burst = false;
    const before = rss();
    if (before - baseline < minGrowth) return;
    const t = performance.now();
    collect();
    collections++;
    baseline = rss();
    quiet = 0;
    settled = 0;
    burst = false;
    // The collection itself counts as a busy loop in the next reading; start afresh after it.
    loopUse();
    opts.onCollect?.({ beforeBytes: before, afterBytes: baseline, ms: performance.now() - t });
  }, checkMs);
  timer.unref();
  return {
    active: true,
    get collections() {
      return collections;
    },
    stop: () => clearInterval(timer),
  };
}

/** The utilisation of the event loop since the previous call, from the counters Node keeps anyway. */
function eventLoopUse(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const used = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return used;
  };
}
