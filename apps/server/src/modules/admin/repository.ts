import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { allOf as where, pagedQuery, searchIn, withinDays } from '../../db/paged.ts';
import { existingServiceIds } from '../catalog/repository.ts';
import { subscriberPage, subscribersInBatches, type SubscriberListQuery } from '../newsletter/repository.ts';
import { auditLog, couponRedemptions, couponServices, coupons, leads, partnerReviews, payments, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAudit = typeof auditLog.$inferInsert;

export { istDayStart, istNextDay } from '../../db/paged.ts';

/**
 * Writes one audit entry with the caller's transaction (for back-office changes made by another
 * module's steps, e.g. a refund, so the change and its entry commit together).
 */
export async function insertAuditEntry(tx: Pick<Db, 'insert'>, entry: NewAudit): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** The back office's queries over users, partners, leads, subscribers, coupons, payments and the audit log. */
export function createAdminRepository(db: Db) {
  return {
    ...adminQueries(db),
    async transaction<T>(fn: (tx: AdminQueries, raw: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => fn(adminQueries(tx as unknown as Db), tx));
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;

function adminQueries(db: Db) {
  return {
    /* ---------- audit ---------- */
    async insertAudit(entry: NewAudit): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
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

    /* ---------- users ---------- */
    async findUser(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async setUserStatus(id: number, status: UserRow['status'], fromStatuses: UserRow['status'][], extra: Partial<UserRow> = {}) {
      const [row] = await db
        .update(users)
        .set({ status, updatedAt: new Date(), ...extra })
        .where(and(eq(users.id, id), inArray(users.status, fromStatuses)))
        .returning();
      return row;
    },
    async listStaff(q: { page: number; pageSize: number; status?: 'active' | 'suspended' | undefined; q?: string | undefined }) {
      const cond = where([
        inArray(users.role, ['staff', 'admin']),
        q.status ? eq(users.status, q.status) : undefined,
        searchIn(q.q, [users.name, users.email]),
      ]);
      return pagedQuery(db, {
        select: db.select().from(users).$dynamic(),
        count: users,
        where: cond,
        orderBy: [users.name, users.id],
        ...q,
      });
    },

    async activeStaff(limit = 500): Promise<{ id: number; name: string; email: string | null }[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(inArray(users.role, ['staff', 'admin']), eq(users.status, 'active')))
        .orderBy(users.name, users.id)
        .limit(limit);
    },

    /* ---------- partners ---------- */
    async listPartners(q: {
      page: number;
      pageSize: number;
      status?: UserRow['status'] | undefined;
      kind?: 'reseller' | 'service_provider' | undefined;
      q?: string | undefined;
    }) {
      const cond = where([
        q.kind ? eq(users.role, q.kind) : inArray(users.role, ['reseller', 'service_provider']),
        q.status ? eq(users.status, q.status) : undefined,
        searchIn(q.q, [users.name, users.email, users.mobile]),
      ]);
      return pagedQuery(db, {
        select: partnerSelect(db),
        count: users,
        where: cond,
        orderBy: [desc(users.createdAt), desc(users.id)],
        ...q,
      });
    },
    async findPartner(id: number) {
      const [row] = await partnerSelect(db).where(and(eq(users.id, id), inArray(users.role, ['reseller', 'service_provider'])));
      return row;
    },
    /** The partner whose referral code the coupon is (from the approval), if any. */
    async referralOwnerId(couponId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: partnerReviews.userId })
        .from(partnerReviews)
        .where(eq(partnerReviews.referralCouponId, couponId));
      return row?.userId;
    },
    async insertPartnerReview(values: typeof partnerReviews.$inferInsert): Promise<void> {
      await db.insert(partnerReviews).values(values);
    },

    /* ---------- leads ---------- */
    async listLeads(q: {
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
        select: leadSelect(db),
        count: leads,
        where: cond,
        orderBy: [desc(leads.createdAt), desc(leads.id)],
        ...q,
      });
    },
    async findLead(id: number) {
      const [row] = await leadSelect(db).where(eq(leads.id, id));
      return row;
    },
    async lockLead(id: number): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
      return row;
    },
    async updateLead(id: number, values: Partial<typeof leads.$inferInsert>): Promise<void> {
      await db
        .update(leads)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(leads.id, id));
    },
    async leadsByStatus(from: Date, to: Date): Promise<{ status: LeadRow['status']; n: number }[]> {
      return db
        .select({ status: leads.status, n: count() })
        .from(leads)
        .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to)))
        .groupBy(leads.status);
    },

    /* ---------- subscribers (the newsletter module's queries) ---------- */
    listSubscribers: (q: SubscriberListQuery) => subscriberPage(db, q),
    allSubscribers: (status: 'subscribed' | 'unsubscribed' | undefined, batch?: number) =>
      subscribersInBatches(db, status, batch),

    /* ---------- coupons ---------- */
    async listCoupons(q: { page: number; pageSize: number; state?: string | undefined; q?: string | undefined }, now: Date) {
      const stateCond =
        q.state === 'inactive'
          ? eq(coupons.active, false)
          : q.state === 'expired'
            ? and(eq(coupons.active, true), lt(coupons.validUntil, now))
            : q.state === 'scheduled'
              ? and(eq(coupons.active, true), sql`${coupons.validFrom} > ${now}`)
              : q.state === 'current'
                ? and(eq(coupons.active, true), sql`${coupons.validFrom} <= ${now}`, gte(coupons.validUntil, now))
                : undefined;
      return pagedQuery(db, {
        select: db.select().from(coupons).$dynamic(),
        count: coupons,
        where: where([stateCond, searchIn(q.q, [coupons.code])]),
        orderBy: [desc(coupons.createdAt), desc(coupons.id)],
        ...q,
      });
    },
    async findCoupon(id: number, lock = false): Promise<CouponRow | undefined> {
      const query = db.select().from(coupons).where(eq(coupons.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async findCouponByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row;
    },
    async insertCoupon(values: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
      const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateCoupon(id: number, values: Partial<typeof coupons.$inferInsert>): Promise<CouponRow | undefined> {
      const [row] = await db
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.id, id))
        .returning();
      return row;
    },
    async setCouponServices(couponId: number, serviceIds: number[]): Promise<void> {
      await db.delete(couponServices).where(eq(couponServices.couponId, couponId));
      if (serviceIds.length) await db.insert(couponServices).values(serviceIds.map((serviceId) => ({ couponId, serviceId })));
    },
    existingServiceIds: (ids: number[]) => existingServiceIds(db, ids),
    /** Usage counts, service lists and referral owners of the given coupons. */
    async couponExtras(ids: number[]) {
      if (!ids.length) return { usage: new Map<number, number>(), services: new Map<number, number[]>(), owners: new Map() };
      const used = await db
        .select({ id: couponRedemptions.couponId, n: count() })
        .from(couponRedemptions)
        // Redemptions only: a reservation of an order still waiting for payment is not a use yet.
        .where(and(inArray(couponRedemptions.couponId, ids), isNull(couponRedemptions.heldUntil)))
        .groupBy(couponRedemptions.couponId);
      const svc = await db.select().from(couponServices).where(inArray(couponServices.couponId, ids));
      const own = await db
        .select({ couponId: partnerReviews.referralCouponId, userId: users.id, name: users.name })
        .from(partnerReviews)
        .innerJoin(users, eq(users.id, partnerReviews.userId))
        .where(inArray(partnerReviews.referralCouponId, ids));
      const services = new Map<number, number[]>();
      for (const s of svc) services.set(s.couponId, [...(services.get(s.couponId) ?? []), s.serviceId]);
      return {
        usage: new Map(used.map((u) => [u.id, u.n])),
        services,
        owners: new Map(own.map((o) => [o.couponId!, { id: o.userId, name: o.name }])),
      };
    },

    /* ---------- dashboard ---------- */
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
    async listCustomers(q: {
      page: number;
      pageSize: number;
      q?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    }) {
      const cond = where([
        eq(users.role, 'customer'),
        searchIn(q.q, [users.name, users.email, users.mobile]),
        withinDays(users.createdAt, q.from, q.to),
      ]);
      return pagedQuery(db, {
        select: db.select().from(users).$dynamic(),
        count: users,
        where: cond,
        orderBy: [desc(users.createdAt), desc(users.id)],
        ...q,
      });
    },
    async pendingPartnerCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(inArray(users.role, ['reseller', 'service_provider']), eq(users.status, 'pending')));
      return row?.n ?? 0;
    },
  };
}
export type AdminQueries = ReturnType<typeof adminQueries>;

function partnerSelect(db: Db) {
  const decider = sql<string | null>`(select u2.name from users u2 where u2.id = ${partnerReviews.decidedBy})`;
  return db
    .select({
      user: users,
      decidedAt: partnerReviews.decidedAt,
      decidedByName: decider,
      reason: partnerReviews.reason,
      referralCode: coupons.code,
    })
    .from(users)
    .leftJoin(partnerReviews, eq(partnerReviews.userId, users.id))
    .leftJoin(coupons, eq(coupons.id, partnerReviews.referralCouponId))
    .$dynamic();
}
export type PartnerRow = Awaited<ReturnType<ReturnType<typeof partnerSelect>['execute']>>[number];

function leadSelect(db: Db) {
  return db
    .select({ lead: leads, assigneeName: sql<string | null>`(select u.name from users u where u.id = ${leads.assigneeId})` })
    .from(leads)
    .$dynamic();
}
export type LeadWithAssignee = Awaited<ReturnType<ReturnType<typeof leadSelect>['execute']>>[number];
