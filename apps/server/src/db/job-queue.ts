import { PgBoss, fromPglite, type Db as QueueDb, type PGliteLike } from 'pg-boss';
import type pg from 'pg';

/**
 * The durable job queue's connection to the application database (pg-boss, ADR 0021). pg-boss keeps
 * its tables in their own schema (`pgboss`) of the same database, so a job can be sent inside the
 * application's transaction. On PGlite it runs over the one embedded connection (pg-boss's `pglite`
 * backend); on PostgreSQL over the application's pool (no second pool, no LISTEN connection).
 */
export interface JobQueueConnection {
  db: QueueDb;
  backend: 'pglite' | 'postgres';
}

export const JOB_QUEUE_SCHEMA = 'pgboss';

export function pgliteJobQueue(client: PGliteLike): JobQueueConnection {
  return { db: fromPglite(client), backend: 'pglite' };
}

export function postgresJobQueue(pool: pg.Pool): JobQueueConnection {
  return {
    db: {
      async executeSql(text, values) {
        return pool.query(text, values as unknown[] | undefined);
      },
    },
    backend: 'postgres',
  };
}

/**
 * Creates or upgrades the queue's schema (pg-boss's own migrations, under its own advisory lock),
 * with the application's migrations: the test databases' base copy then carries it, and an app
 * instance's start only checks its version.
 */
export async function installJobQueue(connection: JobQueueConnection): Promise<void> {
  const boss = new PgBoss({
    db: connection.db,
    backend: connection.backend,
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
