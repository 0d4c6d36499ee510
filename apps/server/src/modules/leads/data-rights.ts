import { and, asc, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import type { DataRightsContributor, ErasedPerson } from '../../lib/data-rights.ts';

const mine = (p: Pick<ErasedPerson, 'email' | 'mobile'>) => {
  const by = [p.email ? eq(leads.email, p.email.toLowerCase()) : null, p.mobile ? eq(leads.mobile, p.mobile) : null].filter(
    (x) => x !== null,
  );
  return by.length ? or(...by) : undefined;
};

/** Consultation requests made with the person's e-mail or mobile, in an export and an erasure (issue 24), and their retention. */
export function createLeadDataRights(
  db: Db,
  person: (userId: number) => Promise<Pick<ErasedPerson, 'email' | 'mobile'> | undefined>,
) {
  const contributor: DataRightsContributor = {
    name: 'consultation_requests',
    async export(userId) {
      const who = await person(userId);
      const where = who && mine(who);
      if (!where) return { data: [] };
      const rows = await db.select().from(leads).where(where).orderBy(asc(leads.id));
      return {
        data: rows.map((l) => ({
          name: l.name,
          email: l.email,
          mobile: l.mobile,
          service: l.serviceName,
          message: l.message,
          status: l.status,
          at: l.createdAt.toISOString(),
        })),
      };
    },
    async erase(tx, p) {
      const where = mine(p);
      if (!where) return { erased: [], kept: [], files: [] };
      const gone = await (tx as unknown as Db).delete(leads).where(where).returning({ id: leads.id });
      return { erased: gone.length ? ['dataRights.erased.leads'] : [], kept: [], files: [] };
    },
  };
  return {
    contributor,
    /** Retention: consultation requests that never became an order, made before `before`. Answers how many went. */
    async deleteUnconverted(before: Date): Promise<number> {
      const gone = await db
        .delete(leads)
        .where(and(ne(leads.status, 'converted'), lt(leads.createdAt, before)))
        .returning({ id: leads.id });
      return gone.length;
    },
  };
}
