import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadLocationsIfNeeded } from '../locations/loader.ts';

/**
 * At start, after migrations and the seed: the first administrator (ADMIN_EMAIL/ADMIN_PASSWORD,
 * created or its password reset), then the location dataset, loaded in the background when the
 * tables are empty or outdated (location calls wait for it). Closing the app stops the load and
 * waits for the statement in flight, so the database can be closed after it.
 */
export async function prepareIdentity(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<{ settled: Promise<void> }> {
  const { identity } = app.services;
  if (config.identity.admin) {
    const { created, userId, unchanged } = await identity.auth.ensureAdmin(
      config.identity.admin.email,
      config.identity.admin.password,
    );
    app.log.info(
      { userId, created },
      created
        ? 'administrator created from ADMIN_EMAIL'
        : unchanged
          ? 'administrator from ADMIN_EMAIL unchanged'
          : 'administrator password set from ADMIN_EMAIL',
    );
  }
  if (!config.isProduction && (config.identity.sms.provider === 'console' || config.identity.email.provider === 'console')) {
    app.log.info('console SMS/e-mail provider active: one-time codes are readable at GET /api/v1/dev/outbox');
  } else if (
    config.isProduction &&
    (config.identity.sms.provider === 'console' || config.identity.email.provider === 'console')
  ) {
    app.log.warn('console SMS/e-mail provider in production: one-time codes are only logged as sent, not delivered');
  }
  // PGlite runs each statement on this thread, so the load starts only once the server listens
  // (it would delay listening otherwise) and goes in small statements that requests slip between.
  // Closing the app stops it between two statements; it is redone at the next start.
  const abort = new AbortController();
  let begin!: () => void;
  const started = new Promise<void>((resolve) => (begin = resolve));
  const load = started
    .then(() => loadLocationsIfNeeded(database.db, { signal: abort.signal }))
    .then(
      (r) => {
        if (r.loaded) app.log.info(r, 'location dataset loaded');
      },
      (err: Error) => {
        if (abort.signal.aborted) return;
        app.log.error({ err }, 'location dataset could not be loaded');
        throw err;
      },
    );
  identity.locations.setLoading(load);
  const settled = load.catch(() => {});
  app.addHook('onListen', async () => {
    setImmediate(begin);
  });
  app.addHook('onClose', async () => {
    abort.abort();
    begin();
    await settled;
  });
  return { settled };
}
