import { ConfigError } from './config.ts';
import { start } from './start.ts';

/**
 * Entry point: `node apps/server/src/server.ts` (Node 24 runs the TypeScript directly).
 * Stops with a clear message and exit code 1 when configuration or the database is wrong.
 */
try {
  const server = await start();
  server.app.log.info({ url: server.url, database: server.database.kind }, 'listening');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      server.app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (err) => server.app.log.error({ err }, 'unhandled rejection'));
} catch (err) {
  const message = err instanceof ConfigError ? err.message : `Cannot start: ${(err as Error).message}`;
  process.stderr.write(`${JSON.stringify({ level: 'fatal', time: Date.now(), msg: message })}\n${message}\n`);
  process.exit(1);
}
