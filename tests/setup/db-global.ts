import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/index.ts';
import { PGLITE_BASE_FILE, TEMPLATE_DB, TEST_PG_ADMIN_URL, pgUrlFor } from '../helpers/env.ts';

/**
 * Builds one migrated, seeded base database per run; every test file then gets its own copy
 * (PGlite: loaded from a dump of the base; PostgreSQL: CREATE DATABASE … TEMPLATE base).
 */
export async function setupBaseDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
    try {
      await admin.connect();
    } catch (err) {
      throw new Error(
        `PostgreSQL tests need a server at ${TEST_PG_ADMIN_URL} (run "bash scripts/test-services.sh" first): ${(err as Error).message}`,
        { cause: err },
      );
    }
    // Databases left by an interrupted run would pile up.
    const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'anupalan_t_%'`);
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const base = await openPostgres(pgUrlFor(TEMPLATE_DB), { max: 2 });
    await base.migrate();
    await seedIfEmpty(base.db);
    await base.close();
    return;
  }
  const base = await openPglite('memory://');
  await base.migrate();
  await seedIfEmpty(base.db);
  const dump = await base.dump!();
  mkdirSync(path.dirname(PGLITE_BASE_FILE), { recursive: true });
  writeFileSync(PGLITE_BASE_FILE, Buffer.from(await dump.arrayBuffer()));
  await base.close();
}
