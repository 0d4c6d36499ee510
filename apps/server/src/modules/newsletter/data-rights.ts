import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import type { DataRightsContributor, ErasedPerson } from '../../lib/data-rights.ts';

/** The newsletter subscription of the person's e-mail, in an export and an erasure (issue 24). */
export function createNewsletterDataRights(
  db: Db,
  person: (userId: number) => Promise<Pick<ErasedPerson, 'email'> | undefined>,
): DataRightsContributor {
  return {
    name: 'newsletter',
    async export(userId) {
      const email = (await person(userId))?.email;
      if (!email) return { data: null };
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
      return {
        data: row
          ? {
              email: row.email,
              subscribed_at: row.createdAt.toISOString(),
              unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
            }
          : null,
      };
    },
    async erase(tx, p) {
      if (!p.email) return { erased: [], kept: [], files: [] };
      const gone = await (tx as unknown as Db)
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, p.email.toLowerCase()))
        .returning({ id: newsletterSubscribers.id });
      return { erased: gone.length ? ['dataRights.erased.newsletter'] : [], kept: [], files: [] };
    },
  };
}
