import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, safeUrl, type Database } from './db/client.ts';
import { seedCalendarRules } from './db/seed/calendar.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { ensureFirstAdmin } from './modules/auth/bootstrap.ts';
import { startLocationLoad } from './modules/locations/bootstrap.ts';
import { restrictNewFiles, secureDataDir } from './lib/data-dir.ts';
import { startIdleMemory } from './lib/idle-memory.ts';
import { listen } from './lib/listen.ts';
import { serveBackups } from './lib/backup.ts';
import { shutdown, type ShutdownOutcome } from './lib/shutdown.ts';
import { sweepSpool } from './lib/uploads.ts';

export interface Started {
  app: FastifyInstance;
  database: Database;
  config: Config;
  url: string;
  close(): Promise<void>;
  /**
   * The graceful stop (lib/shutdown.ts): not ready at once, the grace, then the open requests and
   * jobs finish (bounded by SHUTDOWN_TIMEOUT_SECONDS) and the database closes.
   */
  shutdown(signal: string): Promise<ShutdownOutcome>;
}

/**
 * What an instance on a shared database must say at start: outside production a missing
 * AADHAAR_KEY is generated under this instance's own DATA_DIR (and the OTP pepper derived from it),
 * so another instance on the same database could not read its Aadhaar numbers or accept its codes.
 */
export function sharedDatabaseWarnings(config: Config): string[] {
  if (!config.databaseUrl) return [];
  const out: string[] = [];
  if (!config.secrets.aadhaarKey) {
    out.push(
      `DATABASE_URL is set but AADHAAR_KEY is not: this instance uses a key generated in ${config.dataDir}/secrets, ` +
        'so Aadhaar numbers it saves cannot be read by any other instance. Give every instance the same AADHAAR_KEY (docs/deployment.md).',
    );
    if (!config.secrets.otpSecret) {
      out.push(
        'DATABASE_URL is set but OTP_SECRET is not (nor AADHAAR_KEY): one-time codes sent by this instance are refused by any other. ' +
          'Give every instance the same OTP_SECRET or AADHAAR_KEY (docs/deployment.md).',
      );
    }
  }
  return out;
}

/** Opens and migrates the database, seeds an empty one, builds the app and listens. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<Started> {
  const config = loadConfig(env);
  // Everything this process writes is its user's only; DATA_DIR (uploads, keys, PGlite) is 0700.
  restrictNewFiles();
  secureDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (config.seed) await seedIfEmpty(database.db);
    // The calendar's rules are reference data: loaded once into every installation, seeded or not.
    else await seedCalendarRules(database.db);
  } catch (err) {
    await database.close().catch(() => {});
    const where = config.databaseUrl ? safeUrl(config.databaseUrl) : `${config.dataDir}/pglite`;
    throw new Error(`Database ${where} could not be prepared: ${(err as Error).message}`, { cause: err });
  }
  const app = await buildApp({ config, database });
  for (const warning of sharedDatabaseWarnings(config)) app.log.warn(warning);
  // First admin (ADMIN_EMAIL/ADMIN_PASSWORD) and, in the background, the location dataset.
  await ensureFirstAdmin(app, config);
  startLocationLoad(app, database);
  // Files a crash left without a record (killed mid-upload) go before we serve again.
  try {
    const removed =
      (await app.services.requests.sweepOrphans(config.documents.orphanGraceMs)) +
      (await sweepSpool(config.uploads.spoolDir, config.documents.orphanGraceMs));
    if (removed) app.log.info({ removed }, 'orphaned upload files removed');
  } catch (err) {
    app.log.warn({ err }, 'orphan sweep failed; it runs again at the next start');
  }
  await listen(app, { port: config.port, host: config.host, handles: config.listenHandles });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // After a burst, one compacting collection once the loop has been idle a while (ADR 0015); off
  // unless Node runs with --expose-gc (`npm run serve` does).
  const MiB = 2 ** 20;
  const idleMemory = startIdleMemory({
    onCollect: ({ beforeBytes, afterBytes, ms }) => {
      const m = process.memoryUsage();
      app.log.info(
        {
          rssBeforeMiB: Math.round(beforeBytes / MiB),
          rssAfterMiB: Math.round(afterBytes / MiB),
          heapTotalMiB: Math.round(m.heapTotal / MiB),
          heapUsedMiB: Math.round(m.heapUsed / MiB),
          externalMiB: Math.round(m.external / MiB),
          ms: Math.round(ms),
        },
        'idle: memory collected',
      );
    },
  });
  // The embedded database is backed up by this process on request (`npm run backup`, lib/backup.ts).
  const stopBackups = config.databaseUrl
    ? () => {}
    : serveBackups({
        database,
        dataDir: config.dataDir,
        uploadsDir: config.storage.provider === 'local' ? config.storage.dir : null,
        log: app.log,
      });
  let closing: Promise<void> | undefined;
  let stopping: Promise<ShutdownOutcome> | undefined;
  return {
    app,
    database,
    config,
    url: `http://${config.host}:${port}`,
    close() {
      closing ??= (async () => {
        idleMemory.stop();
        stopBackups();
        await app.close();
        await database.close();
      })();
      return closing;
    },
    shutdown(signal) {
      stopping ??= shutdown(
        {
          drain: app.drain,
          graceMs: config.shutdown.graceMs,
          timeoutMs: config.shutdown.timeoutMs,
          close: async () => {
            idleMemory.stop();
            stopBackups();
            await app.close();
          },
          closeDatabase: () => database.close(),
          activeJobs: () => app.services.notifications.activeJobs(),
          log: app.log,
        },
        signal,
      );
      return stopping;
    },
  };
}
