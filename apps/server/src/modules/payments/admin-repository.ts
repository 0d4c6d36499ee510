import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentListQuery } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { creditNotes, invoices, paymentOrders, payments, refunds, services, users } from '../../db/schema.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** A day (YYYY-MM-DD) as the instant it starts in India (IST, UTC+05:30). */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
export function istNextDay(day: string): Date {
  return new Date(istDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
const where = (parts: (SQL | undefined)[]) => and(...parts.filter((p): p is SQL => Boolean(p)));

/** What has been refunded (processed) of an order. */
const refundedOf = sql<string>`coalesce((select sum(r.amount_paise) from refunds r where r.order_id = ${paymentOrders.id} and r.status = 'processed'), 0)`;

/**
 * The back office's reads and writes over payment orders, payments, refunds and credit notes
 * (the payments module owns these tables; the invoices module issues the credit notes).
 */
export function createPaymentAdminRepository(db: Db) {
  function listCondition(q: PaymentListQuery) {
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
          ilike(users.name, contains(q.q)),
          ilike(users.email, contains(q.q)),
          ilike(users.mobile, contains(q.q)),
          eq(paymentOrders.gatewayOrderId, q.q),
          eq(paymentOrders.gatewayPaymentId, q.q),
        )
      : undefined;
    return where([
      status,
      q.from ? gte(paymentOrders.createdAt, istDayStart(q.from)) : undefined,
      q.to ? lt(paymentOrders.createdAt, istNextDay(q.to)) : undefined,
      q.serviceId ? eq(paymentOrders.serviceId, q.serviceId) : undefined,
      q.method ? eq(paymentOrders.method, q.method) : undefined,
      search,
    ]);
  }

  function rowSelect(tx: Db | Tx = db) {
    return tx
      .select({
        order: paymentOrders,
        serviceName: services.name,
        customerName: users.name,
        customerEmail: users.email,
        customerMobile: users.mobile,
        paymentRequestId: payments.serviceRequestId,
        invoiceId: invoices.id,
        invoiceNumber: invoices.number,
        refundedPaise: refundedOf,
      })
      .from(paymentOrders)
      .innerJoin(services, eq(services.id, paymentOrders.serviceId))
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .$dynamic();
  }

  return {
    async list(q: PaymentListQuery) {
      const cond = listCondition(q);
      const rows = await rowSelect()
        .where(cond)
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      // One pass for the count and the totals of the whole filtered set.
      const [t] = await db
        .select({
          n: count(),
          captured: sql<string>`coalesce(sum(${paymentOrders.amountPaise}) filter (where ${paymentOrders.status} in ('paid', 'refund_due')), 0)`,
          refunded: sql<string>`coalesce(sum(${refundedOf}), 0)`,
        })
        .from(paymentOrders)
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .where(cond);
      return {
        rows,
        total: t?.n ?? 0,
        capturedPaise: Number(t?.captured ?? 0),
        refundedPaise: Number(t?.refunded ?? 0),
      };
    },
    async find(orderId: number, tx: Db | Tx = db) {
      const [row] = await rowSelect(tx).where(eq(paymentOrders.id, orderId));
      return row;
    },
    async refundsOf(orderId: number, tx: Db | Tx = db) {
      return tx
        .select({
          refund: refunds,
          createdByName: users.name,
          creditNoteId: creditNotes.id,
          creditNoteNumber: creditNotes.number,
        })
        .from(refunds)
        .leftJoin(users, eq(users.id, refunds.createdBy))
        .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')))
        .orderBy(refunds.processedAt, refunds.id);
    },
    async refundWithNote(refundId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({
          refund: refunds,
          createdByName: users.name,
          creditNoteId: creditNotes.id,
          creditNoteNumber: creditNotes.number,
        })
        .from(refunds)
        .leftJoin(users, eq(users.id, refunds.createdBy))
        .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
        .where(eq(refunds.id, refundId));
      return row;
    },
    /** Captured minus refunded between two instants (by capture time and refund time). */
    async netRevenueBetween(from: Date, to: Date): Promise<{ capturedPaise: number; refundedPaise: number }> {
      const [c] = await db
        .select({ n: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
        .from(payments)
        .where(and(gte(payments.createdAt, from), lt(payments.createdAt, to)));
      const [r] = await db
        .select({ n: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.status, 'processed'), gte(refunds.processedAt, from), lt(refunds.processedAt, to)));
      return { capturedPaise: Number(c?.n ?? 0), refundedPaise: Number(r?.n ?? 0) };
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
