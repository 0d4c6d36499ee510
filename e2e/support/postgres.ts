import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_PG_ADMIN_URL, pgUrlFor } from '../../tests/helpers/env.ts';

export interface E2eDatabase {
  /** Pass as DATABASE_URL to startServer(): the server migrates and seeds it at start. */
  url: string;
  /** Runs SQL against the same database the server under test uses. */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/**
 * An empty database on the test PostgreSQL server (bash scripts/test-services.sh) for a browser test
 * that must look into the database while the real server runs: PGlite in the server's data dir is
 * single-process, so it cannot be opened from the test at the same time.
 * The name does not start with anupalan_t_, which the integration set-up drops as stale.
 */
export async function createE2eDatabase(): Promise<E2eDatabase> {
  const name = `anupalan_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `This browser test needs PostgreSQL at ${TEST_PG_ADMIN_URL} (run "bash scripts/test-services.sh" first): ${(err as Error).message}`,
      { cause: err },
    );
  }
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = pgUrlFor(name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return {
    url,
    async query<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      return (await pool.query<R>(sql, params)).rows;
    },
    async drop() {
      await pool.end();
      const a = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`).finally(() => a.end());
    },
  };
}
