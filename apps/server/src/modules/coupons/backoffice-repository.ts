import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { allOf as where, pagedQuery, searchIn } from '../../db/paged.ts';
import { couponRedemptions, couponServices, coupons } from '../../db/schema.ts';
import type { CouponRow } from './repository.ts';

export type NewCoupon = typeof coupons.$inferInsert;

/** Inserts a coupon unless its code is taken (undefined then): the back office's and a referral's. */
export async function insertCoupon(db: Db | Tx, values: NewCoupon): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row;
}

/** The back office's queries over the coupons, their services and their use. */
function couponAdminQueries(db: Db) {
  return {
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
    insertCoupon: (values: NewCoupon) => insertCoupon(db, values),
    async updateCoupon(id: number, values: Partial<NewCoupon>): Promise<CouponRow | undefined> {
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
    /** Usage counts and service lists of the given coupons. */
    async couponExtras(ids: number[]) {
      if (!ids.length) return { usage: new Map<number, number>(), services: new Map<number, number[]>() };
      const used = await db
        .select({ id: couponRedemptions.couponId, n: count() })
        .from(couponRedemptions)
        // Redemptions only: a reservation of an order still waiting for payment is not a use yet.
        .where(and(inArray(couponRedemptions.couponId, ids), isNull(couponRedemptions.heldUntil)))
        .groupBy(couponRedemptions.couponId);
      const svc = await db.select().from(couponServices).where(inArray(couponServices.couponId, ids));
      const services = new Map<number, number[]>();
      for (const s of svc) services.set(s.couponId, [...(services.get(s.couponId) ?? []), s.serviceId]);
      return { usage: new Map(used.map((u) => [u.id, u.n])), services };
    },
    /** The codes of these coupons (a reseller's referral code, for the partner list). */
    async codesOf(ids: number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, unique));
      return new Map(rows.map((r) => [r.id, r.code]));
    },
  };
}
export type CouponAdminQueries = ReturnType<typeof couponAdminQueries>;

export function createCouponAdminRepository(db: Db) {
  return {
    ...couponAdminQueries(db),
    async transaction<T>(fn: (tx: CouponAdminQueries, raw: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => fn(couponAdminQueries(tx as unknown as Db), tx));
    },
  };
}
export type CouponAdminRepository = ReturnType<typeof createCouponAdminRepository>;

/** The codes of these coupons, inside the caller's transaction when given (a reseller's referral code). */
export function couponCodes(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  return couponAdminQueries(db as Db).codesOf(ids);
}
