import { csvRow, subscriberListQuerySchema, type Actor, type Subscriber } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import { assertStaff, audited } from '../../lib/backoffice.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseQuery } from '../../lib/validation.ts';
import { subscriberPage, subscribersInBatches } from './repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The newsletter's back office (issue 11): the subscribers, and their CSV export (audited). */
export function createNewsletterAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(actor: Actor, query: unknown) {
      assertStaff(actor);
      const q = parseQuery(subscriberListQuerySchema, query);
      const { rows, total } = await subscriberPage(db, q);
      const items: Subscriber[] = rows.map((s) => ({
        id: s.id,
        email: s.email,
        subscribed: !s.unsubscribedAt,
        createdAt: s.createdAt.toISOString(),
        unsubscribedAt: iso(s.unsubscribedAt),
      }));
      return { items, pageInfo: { page: q.page, pageSize: q.pageSize, total } };
    },
    /** The CSV export, a chunk at a time; the export itself is audited (personal data leaving). */
    async exportCsv(actor: Actor, query: unknown): Promise<AsyncIterable<string>> {
      assertStaff(actor);
      const q = parseQuery(subscriberListQuerySchema, query);
      await audited(db, clock, actor, { action: 'subscribers.export', entityType: 'newsletter' }, async () => ({
        before: null,
        after: { status: q.status ?? 'all' },
        result: null,
      }));
      return (async function* () {
        yield csvRow(['email', 'subscribed', 'subscribed_at', 'unsubscribed_at']);
        for await (const batch of subscribersInBatches(db, q.status)) {
          yield batch
            .map((s) => csvRow([s.email, s.unsubscribedAt ? 'no' : 'yes', s.createdAt.toISOString(), iso(s.unsubscribedAt)]))
            .join('');
        }
      })();
    },
  };
}
export type NewsletterAdminService = ReturnType<typeof createNewsletterAdminService>;
