import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The channel the content tables' triggers (migration 0005) and `bump()` notify. */
export const CONTENT_CHANNEL = 'anupalan_content';

/** While the listening connection is down, what is held in memory is trusted this long at most. */
export const STALE_AFTER_MS = 2_000;

/**
 * The version of the public catalogue and content (categories, services, FAQs, articles, notices,
 * due dates, testimonials). The in-memory read models and the anonymous page cache keep what they
 * built for one version and rebuild when it changes.
 *
 * It changes on every write to those tables, on every instance: a statement-level trigger sends
 * NOTIFY anupalan_content and each instance LISTENs (PGlite delivers the same notification in
 * process). `bump()` is for changes that do not go through those tables. When the listening
 * connection to PostgreSQL is lost, the version moves every STALE_AFTER_MS until it is back (a
 * short TTL), and once more when it is back, since notifications may have been missed meanwhile.
 */
export interface ContentVersion {
  readonly current: number;
  /** Marks the content changed here and on every instance on the same database. */
  bump(): Promise<void>;
  /** Called after each change of `current` (not for the TTL moves while disconnected). */
  onChange(listener: () => void): () => void;
}

export async function createContentVersion(database: Pick<Database, 'listen' | 'db'>): Promise<ContentVersion> {
  let version = 1;
  let listening = true;
  let lastMove = Date.now();
  const listeners = new Set<() => void>();
  const move = () => {
    version++;
    lastMove = Date.now();
    for (const l of listeners) l();
  };
  await database.listen(CONTENT_CHANNEL, {
    message: move,
    gap(down) {
      listening = !down;
      move();
    },
  });
  return {
    get current() {
      if (!listening && Date.now() - lastMove > STALE_AFTER_MS) move();
      return version;
    },
    async bump() {
      move();
      await database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'bump')`);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
