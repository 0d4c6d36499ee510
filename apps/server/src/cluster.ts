/**
 * Several web processes on one port (node:cluster, ADR 0024). With DATABASE_URL set, `WORKERS=N`
 * (default: the machine's cores) forks N processes that each run the whole app — web requests and
 * the job queue's workers (pg-boss claims each job once, whichever process polls first). The
 * primary only forks, accepts connections and hands them round-robin to the workers, restarts a
 * worker that dies, forwards SIGTERM/SIGINT and, when the metrics are on, sums the workers' metrics
 * for /metrics (lib/metrics.ts). The embedded PGlite is one process's: WORKERS > 1 without
 * DATABASE_URL is refused.
 */
import cluster, { type Worker } from 'node:cluster';
import { ConfigError } from './config.ts';

const WORKERS_ERROR = 'WORKERS: must be a whole number from 1 to 64';

/**
 * How many web processes to run: WORKERS when set, otherwise the cores on PostgreSQL and 1 on the
 * embedded PGlite. Throws a ConfigError naming the variables when the combination cannot work.
 */
export function resolveWorkers(env: NodeJS.ProcessEnv, cores: number): number {
  const raw = env.WORKERS?.trim();
  const shared = Boolean(env.DATABASE_URL?.trim());
  if (!raw) return shared ? Math.max(1, Math.min(64, Math.floor(cores))) : 1;
  if (!/^[0-9]+$/.test(raw)) throw new ConfigError(`Invalid configuration: ${WORKERS_ERROR}`);
  const n = Number(raw);
  if (n < 1 || n > 64) throw new ConfigError(`Invalid configuration: ${WORKERS_ERROR}`);
  if (n > 1 && !shared) {
    throw new ConfigError(
      `Invalid configuration: WORKERS=${n} needs DATABASE_URL: the embedded PGlite database (DATA_DIR/pglite) ` +
        'is opened by one process only. Set DATABASE_URL to a PostgreSQL database to run several processes, or set WORKERS=1.',
    );
  }
  return n;
}

export interface PrimaryLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PrimaryOptions {
  workers: number;
  /** How long the workers get to drain after a SIGTERM before they are killed. */
  stopTimeoutMs: number;
  log: PrimaryLog;
  /** Variables every web process gets on top of this process's environment. */
  env?: Record<string, string>;
  /** Called once every worker listens (the primary's "listening" line). */
  onListening(port: number): void;
}

/**
 * The primary's part: forks the workers, restarts one that dies while serving (not one that fails
 * before listening: that is a configuration or database problem, and the primary exits with it),
 * and on SIGTERM/SIGINT passes the signal on and waits for every worker to finish draining.
 */
export function runPrimary(opts: PrimaryOptions): { stop(signal: NodeJS.Signals): Promise<void> } {
  const listening = new Set<number>();
  let announced = false;
  let stopping: Promise<void> | undefined;

  const fork = () => cluster.fork({ ...opts.env, ANUPALAN_WORKER: '1' });
  cluster.on('listening', (worker: Worker, address) => {
    listening.add(worker.id);
    if (!announced && listening.size >= opts.workers) {
      announced = true;
      opts.onListening(address.port);
    }
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) return;
    if (!wasListening) {
      // It never served: the same start would fail again. Stop everything with its exit code.
      opts.log.error({ worker: worker.process.pid, code, signal }, 'a web process failed to start; stopping');
      void stop('SIGTERM').then(() => process.exit(typeof code === 'number' && code !== 0 ? code : 1));
      return;
    }
    opts.log.error({ worker: worker.process.pid, code, signal }, 'a web process exited; starting another');
    fork();
  });
  for (let i = 0; i < opts.workers; i++) fork();

  function stop(signal: NodeJS.Signals): Promise<void> {
    stopping ??= new Promise<void>((resolve) => {
      const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w && !w.isDead()));
      opts.log.info({ signal, workers: alive().length }, 'shutting down');
      for (const w of alive()) w.process.kill(signal);
      const check = setInterval(() => {
        if (alive().length === 0) {
          clearInterval(check);
          clearTimeout(force);
          resolve();
        }
      }, 50);
      const force = setTimeout(() => {
        const left = alive();
        opts.log.error(
          { workers: left.map((w) => w.process.pid), afterMs: opts.stopTimeoutMs },
          'web processes still running after the shutdown timeout; killing them',
        );
        for (const w of left) w.process.kill('SIGKILL');
      }, opts.stopTimeoutMs);
    });
    return stopping;
  }
  return { stop };
}
