import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { istDay, type FeedbackListQuery, type RequestQueueQuery, type TargetStage } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import { allOf, contains, pagedQuery, withinDays } from '../../db/paged.ts';
import { feedback, requestNotes, serviceRequests, services, stageTargets, users } from '../../db/schema.ts';

const assignee = alias(users, 'assignee');

/**
 * The milestone clock (issue 21, ADR 0022): the planned day of the current milestone waiting on us
 * (`milestone_due_on`, kept by requests/milestone-due.ts) is due by the end of that day in India,
 * and overdue once that day is before today's Indian date.
 */
const dueAt = sql<Date | null>`(case when ${serviceRequests.stage} = 'completed' or ${serviceRequests.milestoneDueOn} is null then null else ((${serviceRequests.milestoneDueOn} + 1)::timestamp - interval '5 hours 30 minutes 1 second') at time zone 'UTC' end)`;
const overdueAt = (now: Date) =>
  sql`(${serviceRequests.stage} <> 'completed' and ${serviceRequests.milestoneDueOn} is not null and ${serviceRequests.milestoneDueOn} < ${istDay(now)}::date)`;

export type QueueFilter = Omit<RequestQueueQuery, 'page' | 'pageSize'> & {
  /** A service provider sees only what is assigned to them. */
  onlyAssignedTo?: number;
};

/**
 * The back office's queries over requests and feedback (the requests module owns service_requests,
 * feedback, notes and stage targets; users and services are joined for the names a list is paged,
 * sorted and searched by: db/ownership.ts, CROSS_MODULE_READS). Server-paged, with filters that use
 * the indexes of migration requests_admin.
 */
export function createRequestAdminRepository(db: Db) {
  function conditions(f: QueueFilter, now: Date) {
    const q = f.q?.trim();
    let search: SQL | undefined;
    if (q) {
      const digits = /^\d+$/.test(q) ? Number(q) : null;
      // The customer's name, e-mail or mobile: the matching people first (a small set), then their requests.
      const people = db
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.name, contains(q)), ilike(users.email, contains(q)), eq(users.mobile, q.replace(/^(\+?91)/, ''))));
      search = or(
        inArray(serviceRequests.userId, people),
        sql`${serviceRequests.requestData}->>'order_id' = ${q}`,
        digits !== null && digits <= 2_147_483_647 ? eq(serviceRequests.id, digits) : undefined,
      );
    }
    return allOf([
      f.onlyAssignedTo !== undefined ? eq(serviceRequests.assignedTo, f.onlyAssignedTo) : undefined,
      f.stage ? eq(serviceRequests.stage, f.stage) : undefined,
      f.serviceId ? eq(serviceRequests.serviceId, f.serviceId) : undefined,
      withinDays(serviceRequests.createdAt, f.from, f.to),
      f.assignee === 'none'
        ? sql`${serviceRequests.assignedTo} is null`
        : f.assignee
          ? eq(serviceRequests.assignedTo, f.assignee)
          : undefined,
      f.overdue === 'true' ? overdueAt(now) : f.overdue === 'false' ? sql`not ${overdueAt(now)}` : undefined,
      search,
    ]);
  }

  function base(now: Date) {
    return db
      .select({
        request: serviceRequests,
        serviceName: services.name,
        customer: { id: users.id, name: users.name, email: users.email, mobile: users.mobile },
        assignee: { id: assignee.id, name: assignee.name, email: assignee.email, role: assignee.role },
        dueAt,
        overdue: sql<boolean>`coalesce(${overdueAt(now)}, false)`,
      })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .innerJoin(users, eq(users.id, serviceRequests.userId))
      .leftJoin(assignee, eq(assignee.id, serviceRequests.assignedTo))
      .$dynamic();
  }

  return {
    async queue(f: QueueFilter, page: number, pageSize: number, now: Date) {
      const { rows, total } = await pagedQuery(db, {
        select: base(now),
        count: serviceRequests,
        where: conditions(f, now),
        orderBy: [desc(serviceRequests.createdAt), desc(serviceRequests.id)],
        page,
        pageSize,
      });
      return { rows, total };
    },
    async one(id: number, now: Date) {
      const [row] = await base(now).where(eq(serviceRequests.id, id));
      return row;
    },
    async countOverdue(now: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(serviceRequests).where(overdueAt(now));
      return row?.n ?? 0;
    },
    async notes(requestId: number) {
      return db
        .select()
        .from(requestNotes)
        .where(eq(requestNotes.serviceRequestId, requestId))
        .orderBy(asc(requestNotes.createdAt), asc(requestNotes.id));
    },
    async insertNote(values: typeof requestNotes.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(requestNotes).values(values).returning();
      if (!row) throw new Error('note insert returned nothing');
      return row;
    },
    /** Staff, admins and approved service providers who are active, by name. */
    async assignees(limit = 500) {
      return db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(and(inArray(users.role, ['staff', 'admin', 'service_provider']), eq(users.status, 'active')))
        .orderBy(users.role, users.name, users.id)
        .limit(limit);
    },
    async findAssignable(id: number) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },
    async services() {
      return db.select({ id: services.id, name: services.name }).from(services).orderBy(services.name, services.id);
    },
    async targets(serviceId?: number) {
      const rows = await db
        .select({ serviceId: services.id, serviceName: services.name, stage: stageTargets.stage, hours: stageTargets.hours })
        .from(services)
        .leftJoin(stageTargets, eq(stageTargets.serviceId, services.id))
        .where(serviceId ? eq(services.id, serviceId) : undefined)
        .orderBy(services.name, services.id);
      return rows;
    },
    async setTargets(tx: Db, serviceId: number, hours: Record<TargetStage, number | null>) {
      for (const [stage, h] of Object.entries(hours) as [TargetStage, number | null][]) {
        if (h === null) {
          await tx.delete(stageTargets).where(and(eq(stageTargets.serviceId, serviceId), eq(stageTargets.stage, stage)));
        } else {
          await tx
            .insert(stageTargets)
            .values({ serviceId, stage, hours: h, updatedAt: new Date() })
            .onConflictDoUpdate({
              target: [stageTargets.serviceId, stageTargets.stage],
              set: { hours: h, updatedAt: new Date() },
            });
        }
      }
    },
    /**
     * The feedback list (paged; filters from the query string, already parsed): searched by the
     * customer's name, e-mail or mobile and the message, with the request's service name.
     */
    async listFeedback(q: FeedbackListQuery) {
      const day = (d: string) => new Date(`${d}T00:00:00+05:30`);
      const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
      const cond = and(
        ...[
          q.rating ? eq(feedback.rating, q.rating) : undefined,
          q.serviceId ? eq(serviceRequests.serviceId, q.serviceId) : undefined,
          q.from ? gte(feedback.createdAt, day(q.from)) : undefined,
          q.to ? lt(feedback.createdAt, new Date(day(q.to).getTime() + 86_400_000)) : undefined,
          q.q
            ? or(ilike(users.name, like), ilike(users.email, like), ilike(users.mobile, like), ilike(feedback.message, like))
            : undefined,
        ].filter((c): c is SQL => Boolean(c)),
      );
      const base = () =>
        db
          .select({
            feedback,
            serviceName: services.name,
            customerName: users.name,
            customerEmail: users.email,
            customerMobile: users.mobile,
          })
          .from(feedback)
          .innerJoin(users, eq(users.id, feedback.userId))
          .leftJoin(serviceRequests, eq(serviceRequests.id, feedback.serviceRequestId))
          .leftJoin(services, eq(services.id, serviceRequests.serviceId));
      const rows = await base()
        .where(cond)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const [t] = await db
        .select({ n: count(), avg: sql<string | null>`avg(${feedback.rating})` })
        .from(feedback)
        .innerJoin(users, eq(users.id, feedback.userId))
        .leftJoin(serviceRequests, eq(serviceRequests.id, feedback.serviceRequestId))
        .where(cond);
      return { rows, total: t?.n ?? 0, average: t?.avg === null || t?.avg === undefined ? null : Number(t.avg) };
    },
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => fn(tx as unknown as Db));
    },
  };
}
export type RequestAdminRepository = ReturnType<typeof createRequestAdminRepository>;
