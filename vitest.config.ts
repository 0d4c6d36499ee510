import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` runs every suite. The file suffix picks the project:
 *   *.test.ts in packages/ and apps/web  → unit
 *   *.test.ts in apps/server             → integration, twice: embedded PGlite and real PostgreSQL
 *   e2e/*.e2e.ts                         → browser journeys in Debian Chromium (one at a time)
 */
const serverTests = ['apps/server/**/*.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration:pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/setup/db-global-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration:postgres',
          include: serverTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/setup/db-global-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
