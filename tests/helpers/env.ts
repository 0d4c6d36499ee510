/** Where the test PostgreSQL server listens (scripts/test-services.sh starts it). */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres';
export const TEMPLATE_DB = 'anupalan_test_template';

export function pgUrlFor(database: string): string {
  const u = new URL(TEST_PG_ADMIN_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Where the PGlite base database is kept between runs (tests/setup/db-global.ts). */
export const PGLITE_BASE_DIR = new URL('../../.tmp', import.meta.url).pathname;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite data directory (uncompressed tarball) every test file copies. */
    pgliteBaseFile: string;
  }
}
