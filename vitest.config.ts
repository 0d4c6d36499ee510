import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` runs every suite (what CI runs); `npm run test:fast` runs `unit` and
 * `integration:pglite` without the slow files. The file name picks the project, so a new file joins
 * by its name alone:
 *   *.test.ts(x) in packages/ and apps/web, and *.unit.test.ts anywhere → unit (no database)
 *   *.test.ts in apps/server and tests/integration → integration, twice: embedded PGlite and real
 *     PostgreSQL; name it *.slow.test.ts when it starts processes, loads, fuzzes or needs the built web app (test:fast skips it)
 *   e2e/*.e2e.ts → browser journeys in Debian Chromium (one at a time)
 */
const unitTests = ['**/*.unit.test.{ts,tsx}'];
const serverTests = ['apps/server/**/*.test.ts', 'tests/integration/**/*.test.ts'];
/** `npm run test:fast` sets TEST_FAST=1: the slow files stay out of every project. */
const notHere = ['**/node_modules/**', '**/.tmp/**', ...(process.env.TEST_FAST === '1' ? ['**/*.slow.test.ts'] : [])];

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/**/*.test.{ts,tsx}', ...unitTests],
          exclude: notHere,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration:pglite',
          include: serverTests,
          exclude: [...notHere, ...unitTests],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/setup/db-global-pglite.ts'],
          // Workers are reused between files: the app's modules are imported and the PGlite engine
          // compiled once per worker, not once per file. Every file still gets its own database
          // (tests/helpers/db.ts), so no file sees another's data.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration:postgres',
          include: serverTests,
          exclude: [...notHere, ...unitTests],
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
