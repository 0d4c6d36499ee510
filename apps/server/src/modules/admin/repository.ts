import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allOf as where, pagedQuery, withinDays } from '../../db/paged.ts';
import { auditLog, leads, payments, users } from '../../db/schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * The admin module's queries: the audit log's pages (its own table; entries are written by
 * lib/backoffice.ts in each change's transaction), and the dashboard's one read model across
 * owners, the lead conversion (leads, users, payments in one count: CROSS_MODULE_READS).
 */
export function createAdminRepository(db: Db) {
  return {
    async listAudit(q: {
      page: number;
      pageSize: number;
      actorId?: number | undefined;
      action?: string | undefined;
      entityType?: string | undefined;
      entityId?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    }) {
      const cond = where([
        q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
        q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
        q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
        withinDays(auditLog.createdAt, q.from, q.to),
      ]);
      return pagedQuery(db, {
        select: db.select().from(auditLog).$dynamic(),
        count: auditLog,
        where: cond,
        orderBy: [desc(auditLog.createdAt), desc(auditLog.id)],
        ...q,
      });
    },

    /** Leads made in [from, to), and how many of them were followed by a payment of the same person (mobile or e-mail). */
    async leadConversion(from: Date, to: Date): Promise<{ leads: number; paid: number }> {
      const [row] = await db
        .select({
          leads: count(),
          // Two EXISTS on indexed equalities (users.mobile, users.email: unique; e-mail stored
          // lower-cased; payments.user_id) instead of one with OR, which no index serves.
          paid: sql<string>`count(*) filter (where exists (
              select 1 from ${users} u join ${payments} p on p.user_id = u.id
              where u.mobile = ${leads}.mobile and p.created_at >= ${leads}.created_at)
            or exists (
              select 1 from ${users} u join ${payments} p on p.user_id = u.id
              where u.email = lower(${leads}.email) and p.created_at >= ${leads}.created_at))`,
        })
        .from(leads)
        .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to)));
      return { leads: row?.leads ?? 0, paid: Number(row?.paid ?? 0) };
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
