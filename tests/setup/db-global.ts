import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/index.ts';
import { PGLITE_BASE_DIR, TEMPLATE_DB, TEST_PG_ADMIN_URL, pgUrlFor } from '../helpers/env.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds one migrated, seeded base database; every test file then gets its own copy (PGlite: a new
 * in-memory instance loaded from a dump of the base; PostgreSQL: CREATE DATABASE … TEMPLATE base).
 * The PGlite base is kept in .tmp between runs, named by a hash of what decides its content
 * (migrations, schema, seed, the PGlite version), so a rerun skips the migrate-and-seed step.
 */
export async function setupBaseDatabase(kind: 'pglite' | 'postgres', project?: TestProject) {
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
  const file = path.join(PGLITE_BASE_DIR, `pglite-base-${baseInputsHash()}.tar`);
  project?.provide('pgliteBaseFile', file);
  if (existsSync(file)) return;
  const base = await openPglite('memory://');
  await base.migrate();
  await seedIfEmpty(base.db);
  // Uncompressed: every test file loads it, and gunzip would cost each of them about half a second.
  const dump = await base.dump!('none');
  await base.close();
  mkdirSync(PGLITE_BASE_DIR, { recursive: true });
  for (const old of readdirSync(PGLITE_BASE_DIR)) {
    if (/^pglite-base-.*\.tar(\.gz)?$/.test(old)) rmSync(path.join(PGLITE_BASE_DIR, old), { force: true });
  }
  // Written under a temporary name and renamed, so a parallel run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** Hash of the files that decide the base database's content. */
function baseInputsHash(): string {
  const h = createHash('sha256');
  const add = (p: string) => {
    const abs = path.join(root, p);
    if (statSync(abs).isDirectory()) {
      for (const f of readdirSync(abs).sort()) add(path.join(p, f));
    } else if (!abs.endsWith('.test.ts')) {
      h.update(p).update(readFileSync(abs));
    }
  };
  for (const p of [
    'apps/server/src/db',
    'apps/server/src/lib/html.ts',
    'packages/shared/src',
    'node_modules/@electric-sql/pglite/package.json',
    'node_modules/pg-boss/package.json',
  ])
    add(p);
  return h.digest('hex').slice(0, 16);
}
