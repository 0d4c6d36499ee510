import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

/** The only place that queries the leads table. */
export function createLeadsRepository(db: Db) {
  return {
    async insert(lead: NewLead): Promise<LeadRow> {
      const [row] = await db.insert(leads).values(lead).returning();
      if (!row) throw new Error('lead insert returned no row');
      return row;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
