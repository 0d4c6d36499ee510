import { desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allOf, pagedQuery, searchIn } from '../../db/paged.ts';
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

export interface SubscriberListQuery {
  page: number;
  pageSize: number;
  status?: 'subscribed' | 'unsubscribed' | undefined;
  q?: string | undefined;
}

const statusIs = (status: SubscriberListQuery['status']) =>
  status === 'subscribed'
    ? isNull(newsletterSubscribers.unsubscribedAt)
    : status === 'unsubscribed'
      ? isNotNull(newsletterSubscribers.unsubscribedAt)
      : undefined;

/** One page of subscribers for the back office, newest first (the admin module asks here). */
export function subscriberPage(db: Db, q: SubscriberListQuery) {
  return pagedQuery(db, {
    select: db.select().from(newsletterSubscribers).$dynamic(),
    count: newsletterSubscribers,
    where: allOf([statusIs(q.status), searchIn(q.q, [newsletterSubscribers.email])]),
    orderBy: [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)],
    ...q,
  });
}

/** Every subscriber in id order, `batch` at a time (for the back office's CSV export). */
export async function* subscribersInBatches(db: Db, status: SubscriberListQuery['status'], batch = 1000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(allOf([sql`${newsletterSubscribers.id} > ${after}`, statusIs(status)]))
      .orderBy(newsletterSubscribers.id)
      .limit(batch);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}
