import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createDrainState, shutdown, type ShutdownSteps } from './shutdown.ts';

/** The order of a shutdown's steps, recorded, with the time on a fake clock. */
function harness(opts: { graceMs?: number; timeoutMs?: number; closeTakes?: () => Promise<void> } = {}) {
  const events: string[] = [];
  const drain = createDrainState();
  const logs: { level: string; obj: object; msg: string }[] = [];
  const steps: ShutdownSteps = {
    drain,
    graceMs: opts.graceMs ?? 0,
    timeoutMs: opts.timeoutMs ?? 1_000,
    close: async () => {
      events.push(`close (draining=${drain.draining})`);
      await (opts.closeTakes?.() ?? Promise.resolve());
      events.push('closed');
    },
    closeDatabase: async () => {
      events.push('database closed');
    },
    activeJobs: () => 1,
    log: {
      info: (obj, msg) => logs.push({ level: 'info', obj, msg }),
      error: (obj, msg) => logs.push({ level: 'error', obj, msg }),
    },
    sleep: async (ms) => {
      events.push(`grace ${ms} ms (draining=${drain.draining})`);
    },
  };
  return { steps, events, logs, drain };
}

describe('the shutdown sequence', () => {
  it('not ready first, then the grace, then the server and jobs, then the database', async () => {
    const h = harness({ graceMs: 5_000 });
    expect(h.drain.draining).toBe(false);
    await expect(shutdown(h.steps, 'SIGTERM')).resolves.toBe('drained');
    expect(h.events).toEqual(['grace 5000 ms (draining=true)', 'close (draining=true)', 'closed', 'database closed']);
    expect(h.logs.map((l) => l.msg)).toEqual(['shutting down', 'shut down: every request and job finished']);
  });

  it('without a grace it closes at once, still marked draining', async () => {
    const h = harness();
    await shutdown(h.steps, 'SIGINT');
    expect(h.events[0]).toBe('close (draining=true)');
  });

  it('a request that never finishes: bounded, with one clear line naming what was left', async () => {
    const res = new EventEmitter();
    const h = harness({ timeoutMs: 50, closeTakes: () => new Promise(() => {}) });
    h.drain.track(res);
    const started = Date.now();
    await expect(shutdown(h.steps, 'SIGTERM')).resolves.toBe('timed out');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(h.events).not.toContain('database closed');
    const error = h.logs.find((l) => l.level === 'error');
    expect(error?.msg).toBe('shutdown timed out after 0 s with 1 request(s) and 1 job(s) still running; exiting anyway');
    expect(error?.obj).toMatchObject({ requests: 1, jobs: 1 });
  });

  it('counts open requests until their answer closes', () => {
    const drain = createDrainState();
    const a = new EventEmitter();
    const b = new EventEmitter();
    drain.track(a);
    drain.track(b);
    expect(drain.openRequests).toBe(2);
    a.emit('close');
    a.emit('close');
    expect(drain.openRequests).toBe(1);
  });
});
