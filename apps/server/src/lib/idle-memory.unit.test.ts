import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleMemory, type IdleMemoryOptions } from './idle-memory.ts';

const MiB = 2 ** 20;

/** Short timings for most tests; `{}` gives the module's defaults (IDLE_MEMORY_DEFAULTS). */
const TEST_TIMINGS: IdleMemoryOptions = { checkMs: 1_000, idleMs: 5_000, minGrowthBytes: 32 * MiB };

/** A server whose loop use and resident memory the test sets, and whose collections it counts. */
function fakeServer(timings: IdleMemoryOptions = TEST_TIMINGS) {
  const state = { use: 0, rss: 300 * MiB, collected: 0, freedTo: 300 * MiB };
  const memory = startIdleMemory({
    ...timings,
    loopUse: () => state.use,
    rss: () => state.rss,
    collect: () => {
      state.collected++;
      state.rss = state.freedTo;
    },
  });
  return { state, memory };
}

describe('idle memory step', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collects once after a burst, when the loop has been idle long enough, and not again while idle', () => {
    const { state, memory } = fakeServer();
    // A burst: the loop is busy and the memory grows.
    state.use = 0.9;
    state.rss = 600 * MiB;
    vi.advanceTimersByTime(20_000);
    expect(state.collected).toBe(0);
    // Idle: four quiet checks are not enough, the fifth is.
    state.use = 0.001;
    vi.advanceTimersByTime(4_000);
    expect(state.collected).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(state.collected).toBe(1);
    expect(state.rss).toBe(300 * MiB);
    // Still idle and not grown: nothing more.
    vi.advanceTimersByTime(60_000);
    expect(state.collected).toBe(1);
    expect(memory.collections).toBe(1);
    memory.stop();
  });

  it('never collects while the loop is busy, however much the memory grew', () => {
    const { state, memory } = fakeServer();
    state.use = 0.3;
    state.rss = 900 * MiB;
    vi.advanceTimersByTime(120_000);
    expect(state.collected).toBe(0);
    memory.stop();
  });

  it('a single busy check restarts the idle count', () => {
    const { state, memory } = fakeServer();
    state.rss = 600 * MiB;
    state.use = 0;
    vi.advanceTimersByTime(4_000);
    state.use = 0.5;
    vi.advanceTimersByTime(1_000);
    state.use = 0;
    vi.advanceTimersByTime(4_000);
    expect(state.collected).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(state.collected).toBe(1);
    memory.stop();
  });

  it('does not collect when idle but the memory has not grown by the threshold since the last collection', () => {
    const { state, memory } = fakeServer();
    state.use = 0;
    state.rss = 320 * MiB;
    vi.advanceTimersByTime(30_000);
    expect(state.collected).toBe(0);
    // A second burst after a first collection is measured from what the first left.
    state.rss = 600 * MiB;
    state.freedTo = 400 * MiB;
    vi.advanceTimersByTime(5_000);
    expect(state.collected).toBe(1);
    state.rss = 420 * MiB;
    vi.advanceTimersByTime(30_000);
    expect(state.collected).toBe(1);
    state.rss = 440 * MiB;
    vi.advanceTimersByTime(5_000);
    expect(state.collected).toBe(2);
    memory.stop();
  });

  it('with its defaults, collects 1 s after a burst ends, not sooner (ADRs 0017 and 0020)', () => {
    const { state, memory } = fakeServer({});
    state.use = 0.8;
    state.rss = 500 * MiB;
    vi.advanceTimersByTime(10_000);
    expect(state.collected).toBe(0);
    state.use = 0.01;
    vi.advanceTimersByTime(500);
    expect(state.collected).toBe(0);
    vi.advanceTimersByTime(500);
    expect(state.collected).toBe(1);
    memory.stop();
  });

  it('after a burst, collects once the traffic has settled below 25 % for 5 s, though the loop is never idle (ADR 0020)', () => {
    const { state, memory } = fakeServer();
    state.use = 0.9;
    state.rss = 600 * MiB;
    vi.advanceTimersByTime(20_000);
    // Light traffic: 15 % of the loop, never idle.
    state.use = 0.15;
    vi.advanceTimersByTime(4_000);
    expect(state.collected).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(state.collected).toBe(1);
    // The same light traffic goes on and the memory grows again: no second collection without a new burst.
    state.rss = 600 * MiB;
    vi.advanceTimersByTime(60_000);
    expect(state.collected).toBe(1);
    // A second burst that settles: a second collection.
    state.use = 0.7;
    vi.advanceTimersByTime(10_000);
    state.use = 0.2;
    vi.advanceTimersByTime(5_000);
    expect(state.collected).toBe(2);
    memory.stop();
  });

  it('steady light traffic without a burst never collects, however much the memory grows', () => {
    const { state, memory } = fakeServer();
    state.use = 0.2;
    state.rss = 900 * MiB;
    vi.advanceTimersByTime(120_000);
    expect(state.collected).toBe(0);
    memory.stop();
  });

  it('after a burst, traffic above 25 % is not settled; one check above it restarts the count', () => {
    const { state, memory } = fakeServer();
    state.use = 0.9;
    state.rss = 600 * MiB;
    vi.advanceTimersByTime(10_000);
    state.use = 0.3;
    vi.advanceTimersByTime(60_000);
    expect(state.collected).toBe(0);
    state.use = 0.1;
    vi.advanceTimersByTime(4_000);
    state.use = 0.3;
    vi.advanceTimersByTime(1_000);
    state.use = 0.1;
    vi.advanceTimersByTime(4_000);
    expect(state.collected).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(state.collected).toBe(1);
    memory.stop();
  });

  it('after a burst that settles without the memory having grown, nothing runs, and light traffic later does not count', () => {
    const { state, memory } = fakeServer();
    state.use = 0.9;
    state.rss = 310 * MiB;
    vi.advanceTimersByTime(10_000);
    state.use = 0.1;
    vi.advanceTimersByTime(10_000);
    expect(state.collected).toBe(0);
    state.rss = 700 * MiB;
    vi.advanceTimersByTime(60_000);
    expect(state.collected).toBe(0);
    // Idle still collects, burst or not.
    state.use = 0;
    vi.advanceTimersByTime(5_000);
    expect(state.collected).toBe(1);
    memory.stop();
  });

  it('with its defaults, collects 5 s after a burst settles below 25 %, not sooner (ADR 0020)', () => {
    const { state, memory } = fakeServer({});
    state.use = 0.8;
    state.rss = 500 * MiB;
    vi.advanceTimersByTime(10_000);
    state.use = 0.2;
    vi.advanceTimersByTime(4_500);
    expect(state.collected).toBe(0);
    vi.advanceTimersByTime(500);
    expect(state.collected).toBe(1);
    memory.stop();
  });

  it('is off without a gc function (Node started without --expose-gc), and on with one', () => {
    const g = globalThis as { gc?: () => void };
    const saved = g.gc;
    try {
      delete g.gc;
      const off = startIdleMemory();
      expect(off.active).toBe(false);
      off.stop();
      g.gc = () => {};
      const on = startIdleMemory();
      expect(on.active).toBe(true);
      on.stop();
    } finally {
      if (saved) g.gc = saved;
      else delete g.gc;
    }
  });
});
