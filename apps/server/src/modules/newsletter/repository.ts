import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** The only place that queries newsletter_subscribers. */
export function createNewsletterRepository(db: Db) {
  return {
    /**
     * Adds the (already lower-cased) address, or re-activates it if it had unsubscribed. One row per
     * address whatever happens, also when two requests race (the unique index decides).
     * Returns whether a new row was made.
     */
    async subscribe(email: string): Promise<{ created: boolean }> {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { unsubscribedAt: null, updatedAt: sql`now()` },
        })
        .returning({ created: sql<boolean>`(xmax = 0)` });
      return { created: Boolean(row?.created) };
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
