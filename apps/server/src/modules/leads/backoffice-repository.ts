import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { allOf as where, pagedQuery, searchIn, withinDays } from '../../db/paged.ts';
import { leads } from '../../db/schema.ts';
import type { LeadRow } from './repository.ts';

/** The back office's queries over the leads: the list, one lead, its change, counts by status. */
export function createLeadAdminRepository(db: Db | Tx) {
  return {
    async list(q: {
      page: number;
      pageSize: number;
      status?: LeadRow['status'] | undefined;
      assigneeId?: number | undefined;
      q?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    }) {
      const cond = where([
        q.status ? eq(leads.status, q.status) : undefined,
        q.assigneeId ? eq(leads.assigneeId, q.assigneeId) : undefined,
        searchIn(q.q, [leads.name, leads.email, leads.mobile, leads.serviceName]),
        withinDays(leads.createdAt, q.from, q.to),
      ]);
      return pagedQuery(db, {
        select: db.select().from(leads).$dynamic(),
        count: leads,
        where: cond,
        orderBy: [desc(leads.createdAt), desc(leads.id)],
        ...q,
      });
    },
    async find(id: number): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return row;
    },
    async lock(id: number): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
      return row;
    },
    async update(id: number, values: Partial<typeof leads.$inferInsert>): Promise<void> {
      await db
        .update(leads)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(leads.id, id));
    },
    async byStatus(from: Date, to: Date): Promise<{ status: LeadRow['status']; n: number }[]> {
      return db
        .select({ status: leads.status, n: count() })
        .from(leads)
        .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to)))
        .groupBy(leads.status);
    },
  };
}
