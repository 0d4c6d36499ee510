import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The notifications' queue in tests: a quick poll and short retry delays (a provider failing twice
 * is marked failed within a few seconds), no hourly reminders (tests run the sweep themselves).
 */
export const TEST_QUEUE_ENV = {
  NOTIFY_POLL_SECONDS: '0.5',
  NOTIFY_RETRY_LIMIT: '2',
  NOTIFY_RETRY_DELAY_SECONDS: '1',
  NOTIFY_REMINDERS: 'false',
};

/** The real app on a private database, driven with app.inject(). API only unless `web` is set. */
export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  web?: boolean;
  database?: TestDatabase;
  /** Extra routes for exercising shared machinery (the error handler) before the app is sealed. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/unused', ...TEST_QUEUE_ENV, ...opts.env });
  const database = opts.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, web: opts.web ?? false });
  await opts.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The test app of a file (or a describe block): built before its tests with `opts`, closed after
 * them. The object's fields (app, database, config) are there once the `beforeAll` has run.
 */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  const current = {} as TestApp;
  beforeAll(async () => {
    Object.assign(current, await buildTestApp(opts));
  }, 120_000);
  afterAll(async () => current.close?.());
  return current;
}
