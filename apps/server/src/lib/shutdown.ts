/**
 * A process's shutdown, in the order a load balancer needs (ADR 0024):
 *   1. draining: /readyz answers 503 at once, and every answer from now on says `Connection: close`,
 *      so the balancer stops choosing this instance and drops its kept-alive connections to it;
 *   2. the grace (SHUTDOWN_GRACE_SECONDS): still serving whatever arrives while the balancer notices
 *      (longer than the balancer's idle keep-alive, so no idle connection of its is left to race a
 *      close; deploy/nginx/anupalan.conf keeps them 4 s);
 *   3. close: no new connections; the open requests finish, then the job queue stops after the jobs
 *      in hand (Fastify waits for requests, its onClose hook stops the queue);
 *   4. the database is closed.
 * Steps 3–4 are bounded by SHUTDOWN_TIMEOUT_SECONDS: past it one error line says what was still
 * running and the caller exits anyway (a job cut short is run again by the queue after its expiry).
 */
export interface DrainState {
  /** True from the moment a shutdown starts. */
  readonly draining: boolean;
  /** Requests being answered now (both the public fast path's and Fastify's). */
  readonly openRequests: number;
  start(): void;
  /** Counts a request until its answer is finished or its connection closes. */
  track(res: { once(event: 'close', cb: () => void): unknown }): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  let open = 0;
  return {
    get draining() {
      return draining;
    },
    get openRequests() {
      return open;
    },
    start() {
      draining = true;
    },
    track(res) {
      open++;
      res.once('close', () => {
        open--;
      });
    },
  };
}

export interface ShutdownLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ShutdownSteps {
  drain: DrainState;
  graceMs: number;
  timeoutMs: number;
  /** Stops accepting, waits for the open requests, then stops the jobs after the ones in hand. */
  close(): Promise<void>;
  closeDatabase(): Promise<void>;
  /** Jobs running now in this process. */
  activeJobs(): number;
  log: ShutdownLog;
  sleep?: (ms: number) => Promise<void>;
}

export type ShutdownOutcome = 'drained' | 'timed out';

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

/** Runs the sequence above once; answers whether everything finished within the timeout. */
export async function shutdown(steps: ShutdownSteps, signal: string): Promise<ShutdownOutcome> {
  const sleep = steps.sleep ?? wait;
  const started = Date.now();
  steps.drain.start();
  steps.log.info({ signal, graceMs: steps.graceMs, ready: false }, 'shutting down');
  if (steps.graceMs > 0) await sleep(steps.graceMs);

  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), steps.timeoutMs);
    timer.unref();
  });
  const closed = (async () => {
    await steps.close();
    await steps.closeDatabase();
    return 'drained' as const;
  })();
  const outcome = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timed out') {
    const requests = steps.drain.openRequests;
    const jobs = steps.activeJobs();
    steps.log.error(
      { requests, jobs, timeoutMs: steps.timeoutMs },
      `shutdown timed out after ${Math.round(steps.timeoutMs / 1000)} s with ${requests} request(s) and ${jobs} job(s) still running; exiting anyway`,
    );
    return outcome;
  }
  steps.log.info({ ms: Date.now() - started }, 'shut down: every request and job finished');
  return outcome;
}
