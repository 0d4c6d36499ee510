import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';

/** A customer's companies and their logos in an export and an erasure (issue 24). */
export function createCompanyDataRights(db: Db): DataRightsContributor {
  return {
    name: 'companies',
    async export(userId) {
      const rows = await db.select().from(companies).where(eq(companies.userId, userId)).orderBy(companies.id);
      const files = rows.flatMap((c) =>
        c.logoKey ? [{ key: c.logoKey, path: `companies/${c.id}-logo.${c.logoKey.split('.').pop()}` }] : [],
      );
      return {
        data: rows.map(({ userId: _u, logoKey, ...c }) => ({
          ...c,
          logo: logoKey ? `files/companies/${c.id}-logo.${logoKey.split('.').pop()}` : null,
          deletedAt: c.deletedAt?.toISOString() ?? null,
          createdAt: c.createdAt.toISOString(),
          updatedAt: c.updatedAt.toISOString(),
        })),
        files,
      };
    },
    async erase(tx, person) {
      // Orders and payment orders keep no link (ON DELETE SET NULL); a tax invoice keeps its own snapshot.
      const rows = await (tx as unknown as Db)
        .delete(companies)
        .where(eq(companies.userId, person.id))
        .returning({ logoKey: companies.logoKey });
      return {
        erased: rows.length ? ['dataRights.erased.companies'] : [],
        kept: [],
        files: rows.flatMap((r) => (r.logoKey ? [r.logoKey] : [])),
      };
    },
  };
}
