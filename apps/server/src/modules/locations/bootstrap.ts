import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { loadLocationsIfNeeded } from './loader.ts';

/**
 * The location dataset, loaded in the background when the tables are empty or outdated (location
 * calls wait for it). Closing the app stops the load and waits for the statement in flight, so the
 * database can be closed after it.
 */
export function startLocationLoad(app: FastifyInstance, database: Database): { settled: Promise<void> } {
  // PGlite has one connection (and, with PGLITE_THREAD=main, runs each statement on this thread),
  // so the load starts only once the server listens (it would delay listening otherwise) and goes
  // in small statements that requests slip between. Closing the app stops it between two
  // statements; it is redone at the next start.
  const abort = new AbortController();
  let begin!: () => void;
  const started = new Promise<void>((resolve) => (begin = resolve));
  const load = started
    .then(() => loadLocationsIfNeeded(database.db, { signal: abort.signal, embedded: database.kind === 'pglite' }))
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
  app.services.locations.setLoading(load);
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
