import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client.ts';
import { PGLITE_BASE_FILE, TEMPLATE_DB, TEST_PG_ADMIN_URL, pgUrlFor } from './env.ts';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends Database {
  /** Connection URL when it is a real server (for tests that start a second process on it). */
  url?: string;
}

/** A private copy of the migrated, seeded base database, dropped on close. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const blob = new Blob([readFileSync(PGLITE_BASE_FILE)]);
    return openPglite('memory://', { loadDataDir: blob });
  }
  const name = `anupalan_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = pgUrlFor(name);
  const database = await openPostgres(url, { max: 4 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`).finally(() => a.end());
    },
  };
}
