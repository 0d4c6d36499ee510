import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { PGliteOptions } from '@electric-sql/pglite';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client.ts';
import { TEMPLATE_DB, TEST_PG_ADMIN_URL, pgUrlFor } from './env.ts';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends Database {
  /** Connection URL when it is a real server (for tests that start a second process on it). */
  url?: string;
}

interface PgliteTemplate {
  dump: Blob;
  pgliteWasmModule: PGliteOptions['pgliteWasmModule'];
  fsBundle: Blob;
}

/** WebAssembly, typed here: the server's TypeScript settings (Node types only) do not declare it. */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteTemplate['pgliteWasmModule']> } }
).WebAssembly;

let template: Promise<PgliteTemplate> | undefined;

/**
 * What every PGlite copy starts from, read and compiled once per worker (the integration:pglite
 * project runs files in reused workers): the base dump, the compiled engine and its file bundle.
 */
function pgliteTemplate(): Promise<PgliteTemplate> {
  template ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [dump, engine, bundle] = await Promise.all([
      readFile(inject('pgliteBaseFile')),
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return {
      dump: new Blob([dump]),
      pgliteWasmModule: await wasm.compile(engine),
      fsBundle: new Blob([bundle]),
    };
  })();
  return template;
}

/**
 * A private copy of the migrated, seeded base database, dropped on close. On PGlite, `pgliteThread`
 * 'main' runs it on the test's thread (PGLITE_THREAD=main) instead of its own (ADR 0025).
 */
export async function createTestDatabase(opts: { pgliteThread?: 'worker' | 'main' } = {}): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const t = await pgliteTemplate();
    // A new in-memory instance: nothing a test file writes is seen by another file.
    return openPglite('memory://', {
      loadDataDir: t.dump,
      pgliteWasmModule: t.pgliteWasmModule,
      fsBundle: t.fsBundle,
      thread: opts.pgliteThread,
    });
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
