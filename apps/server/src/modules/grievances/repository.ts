import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allOf, pagedQuery, type Page } from '../../db/paged.ts';
import { grievanceAttachments, grievanceCounters, grievanceMessages, grievances } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';

export type GrievanceRow = typeof grievances.$inferSelect;
export type NewGrievance = typeof grievances.$inferInsert;
export type GrievanceMessageRow = typeof grievanceMessages.$inferSelect;
export type GrievanceAttachmentRow = typeof grievanceAttachments.$inferSelect;

/** The only place that queries the grievance tables. */
export function createGrievanceRepository(db: Db) {
  /** A ticket still open on a clock at `now`: not acknowledged by its due time, or not resolved by its own. */
  const ackOverdue = (now: Date) => and(isNull(grievances.acknowledgedAt), lt(grievances.ackDueAt, now));
  const resolveOverdue = (now: Date) =>
    and(inArray(grievances.status, ['open', 'acknowledged']), lt(grievances.resolveDueAt, now));

  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    /** The next sequence of a year, under the counter row's lock (two complaints at once: two numbers). */
    async nextSequence(tx: Tx, year: number): Promise<number> {
      const [row] = await tx
        .insert(grievanceCounters)
        .values({ year, lastSequence: 1 })
        .onConflictDoUpdate({
          target: grievanceCounters.year,
          set: { lastSequence: sql`${grievanceCounters.lastSequence} + 1` },
        })
        .returning({ n: grievanceCounters.lastSequence });
      return row!.n;
    },

    async insert(tx: Tx, values: NewGrievance): Promise<GrievanceRow> {
      const [row] = await tx.insert(grievances).values(values).returning();
      return row!;
    },

    async insertAttachments(tx: Tx, rows: (typeof grievanceAttachments.$inferInsert)[]): Promise<void> {
      if (rows.length) await tx.insert(grievanceAttachments).values(rows);
    },

    async forUser(userId: number): Promise<GrievanceRow[]> {
      return db.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(desc(grievances.id));
    },

    async byTicket(ticketNo: string): Promise<GrievanceRow | undefined> {
      return (await db.select().from(grievances).where(eq(grievances.ticketNo, ticketNo)))[0];
    },

    async byId(id: number, tx: Db | Tx = db): Promise<GrievanceRow | undefined> {
      return (await tx.select().from(grievances).where(eq(grievances.id, id)))[0];
    },

    async lock(tx: Tx, id: number): Promise<GrievanceRow | undefined> {
      return (await tx.select().from(grievances).where(eq(grievances.id, id)).for('update'))[0];
    },

    async update(tx: Tx, id: number, values: Partial<NewGrievance>, now: Date): Promise<void> {
      await tx
        .update(grievances)
        .set({ ...values, updatedAt: now })
        .where(eq(grievances.id, id));
    },

    async insertMessage(tx: Tx, values: typeof grievanceMessages.$inferInsert): Promise<void> {
      await tx.insert(grievanceMessages).values(values);
    },

    async messagesOf(ids: number[], kind?: 'reply' | 'note'): Promise<GrievanceMessageRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(grievanceMessages)
        .where(allOf([inArray(grievanceMessages.grievanceId, ids), kind ? eq(grievanceMessages.kind, kind) : undefined]))
        .orderBy(asc(grievanceMessages.createdAt), asc(grievanceMessages.id));
    },

    async attachmentsOf(ids: number[]): Promise<GrievanceAttachmentRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(grievanceAttachments)
        .where(inArray(grievanceAttachments.grievanceId, ids))
        .orderBy(asc(grievanceAttachments.id));
    },

    async attachment(id: number): Promise<GrievanceAttachmentRow | undefined> {
      return (await db.select().from(grievanceAttachments).where(eq(grievanceAttachments.id, id)))[0];
    },

    /** The queue: open ones first by their acknowledgement clock, then the rest newest first. */
    async list(q: { status?: GrievanceRow['status']; overdue?: boolean; now: Date } & Page) {
      const where = allOf([
        q.status ? eq(grievances.status, q.status) : undefined,
        q.overdue ? or(ackOverdue(q.now), resolveOverdue(q.now)) : undefined,
      ]);
      return pagedQuery(db, {
        select: db.select().from(grievances).$dynamic(),
        count: grievances,
        where,
        orderBy: [
          sql`case when ${grievances.status} in ('open', 'acknowledged') then 0 else 1 end`,
          asc(grievances.resolveDueAt),
          desc(grievances.id),
        ],
        page: q.page,
        pageSize: q.pageSize,
      });
    },

    /** Tickets past a clock that the admins have not been told of yet (for that clock). */
    async toEscalate(now: Date): Promise<{ ack: GrievanceRow[]; resolve: GrievanceRow[] }> {
      const [ack, resolve] = await Promise.all([
        db
          .select()
          .from(grievances)
          .where(and(ackOverdue(now), ne(grievances.status, 'closed'), isNull(grievances.ackEscalatedAt))),
        db
          .select()
          .from(grievances)
          .where(and(resolveOverdue(now), isNull(grievances.resolveEscalatedAt))),
      ]);
      return { ack, resolve };
    },

    /** Marks a clock's escalation once (a concurrent sweep marks nothing): true when this call marked it. */
    async markEscalated(tx: Tx, id: number, clock: 'ack' | 'resolve', now: Date): Promise<boolean> {
      const column = clock === 'ack' ? grievances.ackEscalatedAt : grievances.resolveEscalatedAt;
      const rows = await tx
        .update(grievances)
        .set(clock === 'ack' ? { ackEscalatedAt: now } : { resolveEscalatedAt: now })
        .where(and(eq(grievances.id, id), isNull(column)))
        .returning({ id: grievances.id });
      return rows.length === 1;
    },

    /** Complaints received in [from, to). */
    async receivedBetween(from: Date, to: Date): Promise<GrievanceRow[]> {
      return db
        .select()
        .from(grievances)
        .where(and(gte(grievances.createdAt, from), lt(grievances.createdAt, to)));
    },

    /** How many tickets are past a clock now (the queue's badge). */
    async overdueIds(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: grievances.id })
        .from(grievances)
        .where(or(and(ackOverdue(now), ne(grievances.status, 'closed')), resolveOverdue(now)));
      return rows.map((r) => r.id);
    },
  };
}

export type GrievanceRepository = ReturnType<typeof createGrievanceRepository>;
