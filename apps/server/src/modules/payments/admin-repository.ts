import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentListQuery } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import { allOf as where, pagedQuery, withinDays } from '../../db/paged.ts';
import type { Tx } from '../../db/tx.ts';
import { paymentOrders, payments, refunds } from '../../db/schema.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The back office's reads over payment orders, payments and refunds (the payments module's
 * tables). Names of customers and services, invoice and credit-note numbers come from their
 * owners (users, catalog, invoices) in the admin service.
 */
export function createPaymentAdminRepository(db: Db) {
  /**
   * Processed refunds summed per order, joined once (a correlated sub-select per row made the
   * totals of 100,000 orders take seconds: bench/admin-lists.ts).
   */
  const refundTotals = db
    .select({ orderId: refunds.orderId, refunded: sql<string>`sum(${refunds.amountPaise})`.as('refunded') })
    .from(refunds)
    .where(eq(refunds.status, 'processed'))
    .groupBy(refunds.orderId)
    .as('refund_totals');
  const refundedOf = sql<string>`coalesce(${refundTotals.refunded}, 0)`;

  /** `customerIds`: the accounts a customer search matched (asked of the users module). */
  function listCondition(q: PaymentListQuery, customerIds: number[] | null) {
    const status =
      q.status === 'refunded'
        ? and(inArray(paymentOrders.status, ['paid', 'refund_due']), sql`${refundedOf} >= ${paymentOrders.amountPaise}`)
        : q.status === 'paid' || q.status === 'refund_due'
          ? and(eq(paymentOrders.status, q.status), sql`${refundedOf} < ${paymentOrders.amountPaise}`)
          : q.status
            ? eq(paymentOrders.status, q.status)
            : undefined;
    const search = q.q
      ? or(
          eq(paymentOrders.gatewayOrderId, q.q),
          eq(paymentOrders.gatewayPaymentId, q.q),
          customerIds?.length ? inArray(paymentOrders.userId, customerIds) : undefined,
        )
      : undefined;
    return where([
      status,
      withinDays(paymentOrders.createdAt, q.from, q.to),
      q.serviceId ? eq(paymentOrders.serviceId, q.serviceId) : undefined,
      q.method ? eq(paymentOrders.method, q.method) : undefined,
      search,
    ]);
  }

  function rowSelect(tx: Db | Tx = db) {
    return tx
      .select({
        order: paymentOrders,
        paymentRowId: payments.id,
        paymentRequestId: payments.serviceRequestId,
        refundedPaise: refundedOf,
      })
      .from(paymentOrders)
      .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
      .leftJoin(refundTotals, eq(refundTotals.orderId, paymentOrders.id))
      .$dynamic();
  }

  return {
    async list(q: PaymentListQuery, customerIds: number[] | null) {
      const {
        rows,
        total,
        counted: t,
      } = await pagedQuery(db, {
        select: rowSelect(),
        // One pass for the count and the totals of the whole filtered set.
        count: db
          .select({
            n: count(),
            captured: sql<string>`coalesce(sum(${paymentOrders.amountPaise}) filter (where ${paymentOrders.status} in ('paid', 'refund_due')), 0)`,
            refunded: sql<string>`coalesce(sum(${refundedOf}), 0)`,
          })
          .from(paymentOrders)
          .leftJoin(refundTotals, eq(refundTotals.orderId, paymentOrders.id))
          .$dynamic(),
        where: listCondition(q, customerIds),
        orderBy: [desc(paymentOrders.createdAt), desc(paymentOrders.id)],
        ...q,
      });
      return {
        rows,
        total,
        capturedPaise: Number(t?.captured ?? 0),
        refundedPaise: Number(t?.refunded ?? 0),
      };
    },
    async find(orderId: number, tx: Db | Tx = db) {
      const [row] = await rowSelect(tx).where(eq(paymentOrders.id, orderId));
      return row;
    },
    async refundsOf(orderId: number) {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')))
        .orderBy(refunds.processedAt, refunds.id);
    },
    async refund(refundId: number) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
      return row;
    },
    /** Captured and refunded between two instants (by capture time and refund time), and the payments' count. */
    async netRevenueBetween(
      from: Date,
      to: Date,
    ): Promise<{ capturedPaise: number; refundedPaise: number; paymentCount: number }> {
      const [c] = await db
        .select({ n: sql<string>`coalesce(sum(${payments.amountPaise}), 0)`, count: count() })
        .from(payments)
        .where(and(gte(payments.createdAt, from), lt(payments.createdAt, to)));
      const [r] = await db
        .select({ n: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.status, 'processed'), gte(refunds.processedAt, from), lt(refunds.processedAt, to)));
      return { capturedPaise: Number(c?.n ?? 0), refundedPaise: Number(r?.n ?? 0), paymentCount: c?.count ?? 0 };
    },
    /** Net revenue per day in India over [from, to). */
    async netRevenueByDay(from: Date, to: Date): Promise<Map<string, number>> {
      const day = (col: SQL | typeof payments.createdAt) =>
        // Literal text (no bound parameters), so the SELECT and GROUP BY expressions are the same.
        sql<string>`to_char(${col} at time zone ${sql.raw("'Asia/Kolkata'")}, ${sql.raw("'YYYY-MM-DD'")})`;
      const captured = await db
        .select({ day: day(payments.createdAt), n: sql<string>`sum(${payments.amountPaise})` })
        .from(payments)
        .where(and(gte(payments.createdAt, from), lt(payments.createdAt, to)))
        .groupBy(day(payments.createdAt));
      const refunded = await db
        .select({ day: day(sql`${refunds.processedAt}`), n: sql<string>`sum(${refunds.amountPaise})` })
        .from(refunds)
        .where(and(eq(refunds.status, 'processed'), gte(refunds.processedAt, from), lt(refunds.processedAt, to)))
        .groupBy(day(sql`${refunds.processedAt}`));
      const out = new Map<string, number>();
      for (const r of captured) out.set(r.day, (out.get(r.day) ?? 0) + Number(r.n));
      for (const r of refunded) out.set(r.day, (out.get(r.day) ?? 0) - Number(r.n));
      return out;
    },
  };
}
export type PaymentAdminRepository = ReturnType<typeof createPaymentAdminRepository>;
