/**
 * Entry point: `node apps/server/src/server.ts` (Node 24 runs the TypeScript directly; `npm start`
 * and `npm run serve` add the heap options, and `--expose-gc` for the idle memory step of start.ts,
 * ADR 0015). Stops with a clear message and exit code 1 when configuration or the database is wrong.
 *
 * React chooses its development or production build from process.env.NODE_ENV when first loaded.
 * What this process serves is the production build of the web app, so React runs its production
 * build whatever NODE_ENV says. NODE_ENV keeps its meaning for the app (config.ts): `production`
 * refuses to start without Razorpay and the Aadhaar key and turns off the development outbox;
 * otherwise the test gateway and the console SMS/e-mail run when no real provider is configured.
 */
import { enableCompileCache } from 'node:module';
import path from 'node:path';

// Node keeps the compiled (and type-stripped) modules between starts instead of stripping types
// from and compiling the same ~1,500 modules again at every start (docs/performance.md). The cache
// lives in DATA_DIR (private to this user, made 0700 under umask 077), never in a shared /tmp.
process.umask(0o077);
enableCompileCache(path.resolve(process.env.DATA_DIR || './data', 'cache', 'compile'));

const env = { ...process.env };
const { ConfigError, loadConfig } = await import('./config.ts');
const fail = (err: unknown): never => {
  const message = err instanceof ConfigError ? err.message : `Cannot start: ${(err as Error).message}`;
  process.stderr.write(`${JSON.stringify({ level: 'fatal', time: Date.now(), msg: message })}\n${message}\n`);
  process.exit(1);
};

// WORKERS > 1 (PostgreSQL only): this process forks the web processes and does nothing else (cluster.ts, ADR 0024).
const cluster = (await import('node:cluster')).default;
const { resolveWorkers, runPrimary } = await import('./cluster.ts');
let workers = 1;
if (cluster.isPrimary) {
  try {
    workers = resolveWorkers(env, (await import('node:os')).availableParallelism());
  } catch (err) {
    fail(err);
  }
}

if (workers > 1) {
  let config: ReturnType<typeof loadConfig> | undefined;
  try {
    config = loadConfig(env);
  } catch (err) {
    fail(err);
  }
  const { host, shutdown } = config!;
  const line = (level: number) => (obj: object, msg: string) =>
    process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, ...obj, msg })}\n`);
  const log = { info: line(30), error: line(50) };
  // GET /metrics in any web process answers every web process's metrics, summed here.
  (await import('./lib/metrics.ts')).serveClusterMetrics();
  const primary = runPrimary({
    workers,
    stopTimeoutMs: shutdown.graceMs + shutdown.timeoutMs + 5_000,
    log,
    // One listening handle per web process: the primary accepts and hands connections round-robin.
    env: { LISTEN_HANDLES: '1' },
    onListening: (port) => log.info({ url: `http://${host}:${port}`, database: 'postgres', workers }, 'listening'),
  });
  const stop = (signal: NodeJS.Signals) => void primary.stop(signal).then(() => process.exit(0));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} else {
  // PGlite's engine compiles on V8's background threads while the rest of the app loads.
  if (!env.DATABASE_URL) void (await import('./db/pglite-engine.ts')).preloadPgliteEngine();
  process.env.NODE_ENV = 'production';
  const { start } = await import('./start.ts');
  try {
    const server = await start(env);
    server.app.log.info({ url: server.url, database: server.database.kind }, 'listening');
    const stop = async (signal: string) => {
      const outcome = await server.shutdown(signal).catch((err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed');
        return 'failed' as const;
      });
      process.exit(outcome === 'drained' ? 0 : 1);
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('unhandledRejection', (err) => server.app.log.error({ err }, 'unhandled rejection'));
  } catch (err) {
    fail(err);
  }
}
