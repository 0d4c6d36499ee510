import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { secureDataDir, securePrivateDir } from '../lib/data-dir.ts';
import { dropRedundantParsers } from './pglite-parsers.ts';
import { preloadedPgliteEngine, type PgliteEngine } from './pglite-engine.ts';
import { startPgliteThread } from './pglite-host.ts';
import { installJobQueue, pgliteJobQueue, postgresJobQueue, type JobQueueConnection } from './job-queue.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, gzipped unless told (tests copy a migrated base). */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
  /**
   * LISTEN on a channel for as long as the database is open. `message` gets each NOTIFY payload
   * (from any process on this database, this one included); `gap` is called when the listening
   * connection was lost or re-made, so messages may have been missed. Resolves once listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  /** The durable job queue's connection to this database (db/job-queue.ts, ADR 0021). */
  jobQueue: JobQueueConnection;
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface ListenHandlers {
  message(payload: string): void;
  /** Listening stopped (`down: true`) or resumed after a loss (`down: false`). */
  gap(down: boolean): void;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/**
 * PostgreSQL's default 128 MB of shared buffers costs PGlite ~190 MiB of resident memory; the
 * whole catalogue fits in a few MB and hot reads come from the in-memory read models anyway.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export interface PgliteOpenOptions extends Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'> {
  /** `worker` (the default): PGlite in its own thread (ADR 0025); `main`: on the caller's thread. */
  thread?: 'worker' | 'main';
}

/**
 * Embedded PostgreSQL (PGlite) in `dataDir/pglite`, or in memory for `memory://`. For memory, `opts`
 * can start it from a dump and reuse an already compiled engine (the tests' per-worker template).
 *
 * By default PGlite runs in a worker thread (db/pglite-thread.ts) and this thread reaches it with
 * node-postgres over the worker's message port, through the same pool, drizzle driver, migrator
 * and job-queue backend as PostgreSQL: its queries then never hold this thread's event loop,
 * which keeps accepting connections and answering cached pages while they run (ADR 0025). The pool
 * has one connection, PGlite being one session: queries and transactions queue for it, as they
 * queued for PGlite's own lock before.
 */
export async function openPglite(dataDir: string | 'memory://', opts: PgliteOpenOptions = {}): Promise<Database> {
  const { thread: where = 'worker', ...engineOpts } = opts;
  let dir: string | null = null;
  let engine: PgliteEngine = {};
  if (dataDir !== 'memory://') {
    dir = path.join(dataDir, 'pglite');
    // DATA_DIR and the database files are the server user's only (0700 / 0600).
    secureDataDir(dataDir);
    securePrivateDir(dir);
    // The engine server.ts started compiling while the app loaded (db/pglite-engine.ts), if it did.
    engine = await preloadedPgliteEngine();
  }
  if (where === 'main') return openPgliteHere(dir, { ...engine, ...engineOpts });
  const thread = await startPgliteThread({ dir, startParams: PGLITE_START_PARAMS, ...engine, ...engineOpts });
  // PGlite creates its files with mode 0666 (less the umask): tighten what it made.
  if (dir) securePrivateDir(dir);
  const channels = new Map<string, ListenHandlers>();
  const pool = new pg.Pool({
    max: 1,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.stream(),
    // Never closed for idleness: a connection costs PGlite a start-up exchange.
    idleTimeoutMillis: 0,
  });
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // PGlite is one session: a LISTEN outlives the connection that ran it (the pool replaces its
    // connection after a failed query), and a NOTIFY comes back on the connection that ran the
    // statement sending it, whichever that is.
    client.on('notification', (n) => channels.get(n.channel)?.message(n.payload ?? ''));
  });
  const pgDb = drizzlePg(pool, { schema });
  const db = pgDb as unknown as Db;
  const jobQueue = postgresJobQueue(pool);
  return {
    db,
    kind: 'pglite',
    jobQueue,
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // No lock to take: one process owns a PGlite directory (and the pool's one connection is
      // what pg-boss's installation needs next).
      await migratePg(pgDb, { migrationsFolder });
      await installJobQueue(jobQueue);
    },
    async close() {
      await pool.end();
      await thread.close();
    },
    async dump(compression = 'gzip') {
      return thread.dump(compression);
    },
    async listen(channel, handlers) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      channels.set(channel, handlers);
      // One process owns a PGlite directory: every NOTIFY comes from this process.
      await pool.query(`LISTEN ${channel}`);
    },
  };
}

/** PGlite on this thread (PGLITE_THREAD=main): how it ran before ADR 0025, kept as the bench's baseline. */
async function openPgliteHere(
  dir: string | null,
  engine: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'>,
): Promise<Database> {
  const startParams = PGLITE_START_PARAMS;
  const client = dir === null ? new PGlite({ ...engine, startParams }) : new PGlite(dir, { ...engine, startParams });
  await client.waitReady;
  if (dir) securePrivateDir(dir);
  const db = drizzlePglite(dropRedundantParsers(client), { schema }) as unknown as Db;
  const jobQueue = pgliteJobQueue(client);
  return {
    db,
    kind: 'pglite',
    jobQueue,
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await installJobQueue(jobQueue);
    },
    async close() {
      await client.close();
    },
    async dump(compression = 'gzip') {
      return client.dumpDataDir(compression);
    },
    async listen(channel, handlers) {
      // One process owns a PGlite directory: every NOTIFY comes from this process, delivered
      // when the statement that sent it completes.
      await client.listen(channel, (payload) => handlers.message(payload));
    },
  };
}

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a checked-out one: the pool stops listening while a client is lent, and a connection
  // lost between two statements of a transaction (no query running) is emitted on the client.
  // Found by faults.slow.test.ts (PostgreSQL stopped under load killed the process). The next query
  // on it fails as a connection error (503) and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  const listeners = new Set<pg.Client>();
  const jobQueue = postgresJobQueue(pool);
  const database: Database = {
    db,
    kind: 'postgres',
    jobQueue,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      // The queue's schema too, under the same lock: pg-boss creates its schema before taking its
      // own lock, so instances starting together would race on CREATE SCHEMA.
      await migrateUnderLock(pool, () => installJobQueue(jobQueue));
    },
    async close() {
      closed = true;
      for (const c of listeners) await c.end().catch(() => {});
      await pool.end();
    },
    async listen(channel, handlers) {
      await listenWithReconnect(url, channel, handlers, {
        isClosed: () => closed,
        track: (c) => listeners.add(c),
        untrack: (c) => listeners.delete(c),
      });
    },
  };
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const where = safeUrl(url);
    throw new DatabaseUnavailableError(`Cannot reach the database at ${where} (DATABASE_URL): ${(err as Error).message}`);
  }
  return database;
}

/** Key of the advisory lock that serialises migrations across every instance on one database. */
export const MIGRATION_LOCK = 7_213_000_013;

/**
 * Runs the migrations while holding a session-level advisory lock on one connection, so any number
 * of instances starting together (a rolling deploy, an autoscaler) migrate one at a time: the first
 * applies what is missing, the others wait, then find nothing left to do. Without it two of them
 * both see an empty journal and the second fails on CREATE TABLE.
 */
async function migrateUnderLock(pool: pg.Pool, alsoUnderLock: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await alsoUnderLock();
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
  } catch (err) {
    // Dropping the connection ends its session, and with it the lock, whatever state it was in.
    client.release(true);
    throw err;
  }
}

/**
 * A dedicated connection (LISTEN holds it) that re-connects with back-off when it is lost, telling
 * the caller about the gap so it can treat what it holds as stale.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  life: { isClosed(): boolean; track(c: pg.Client): void; untrack(c: pg.Client): void },
): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let delay = 500;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    life.track(client);
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      life.untrack(client);
      client.end().catch(() => {});
      if (life.isClosed()) return;
      handlers.gap(true);
      setTimeout(retry, delay).unref();
      delay = Math.min(delay * 2, 10_000);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      onLost();
      throw err;
    }
    delay = 500;
  };
  const retry = () => {
    if (life.isClosed()) return;
    connect().then(
      () => handlers.gap(false),
      () => {},
    );
  };
  await connect();
}

/** The URL without its password, for messages and logs. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export async function openDatabase(cfg: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteThread?: 'worker' | 'main';
}): Promise<Database> {
  return cfg.databaseUrl ? openPostgres(cfg.databaseUrl) : openPglite(cfg.dataDir, { thread: cfg.pgliteThread });
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

/** True when an error (or its cause chain) means the database is out of reach, not a bad query. */
export function isConnectionError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 6; depth++) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof x.code === 'string' && CONNECTION_CODES.has(x.code)) return true;
    if (
      typeof x.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end/i.test(
        x.message,
      )
    )
      return true;
    if (e instanceof DatabaseUnavailableError) return true;
    e = x.cause;
  }
  return false;
}
