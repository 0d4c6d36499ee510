import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { paymentOrders, payments, refunds, webhookEvents } from '../../db/schema.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;

/** The only place that queries payment orders, payments and webhook events. */
export function createPaymentRepository(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
    async insertOrder(values: typeof paymentOrders.$inferInsert, tx: Tx | Db = db): Promise<OrderRow> {
      const [row] = await tx.insert(paymentOrders).values(values).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },
    /** An order opened with a coupon it could not reserve: priced again without it. */
    async repriceOrder(tx: Tx, orderId: number, values: Partial<typeof paymentOrders.$inferInsert>): Promise<OrderRow> {
      const [row] = await tx.update(paymentOrders).set(values).where(eq(paymentOrders.id, orderId)).returning();
      if (!row) throw new Error('order update returned nothing');
      return row;
    },
    /** The gateway's id for an order inserted before the gateway was asked (an order holding a coupon). */
    async setGatewayOrderId(orderId: number, gatewayOrderId: string): Promise<OrderRow> {
      const [row] = await db.update(paymentOrders).set({ gatewayOrderId }).where(eq(paymentOrders.id, orderId)).returning();
      if (!row) throw new Error('order update returned nothing');
      return row;
    },
    /** An order the gateway refused to create: it never existed for anyone (its coupon hold goes with it). */
    async deleteUnopenedOrder(orderId: number): Promise<void> {
      await db.delete(paymentOrders).where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')));
    },
    /**
     * Inserts a balance order unless one is already open for the part payment (the partial
     * unique index payment_orders_open_balance_key); then answers the open one.
     */
    async insertBalanceOrderOnce(values: typeof paymentOrders.$inferInsert): Promise<{ order: OrderRow; created: boolean }> {
      const rows = await db.insert(paymentOrders).values(values).onConflictDoNothing().returning();
      if (rows[0]) return { order: rows[0], created: true };
      const open = await this.findOpenBalanceOrder(values.partialPaymentId ?? 0);
      if (!open) throw new Error('balance order conflict without an open order');
      return { order: open, created: false };
    },
    async findOpenBalanceOrder(partialPaymentId: number): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.partialPaymentId, partialPaymentId),
            eq(paymentOrders.kind, 'balance'),
            eq(paymentOrders.status, 'created'),
          ),
        );
      return row;
    },
    async findOrderByGatewayId(gatewayOrderId: string, tx: Tx | Db = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
      return row;
    },
    async markOrderFailed(orderId: number, reason: string, tx: Tx | Db = db): Promise<void> {
      // Never moves a paid (or refund-due) order back.
      await tx
        .update(paymentOrders)
        .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, orderId), sql`${paymentOrders.status} = 'created'`));
    },
    /**
     * Idempotent: a repeated event id inserts nothing and answers false. Called inside the
     * transaction that acts on the event, so a failure leaves no trace and the retry is processed.
     */
    async recordWebhookEvent(tx: Tx, eventId: string, event: string, payload: Record<string, unknown>): Promise<boolean> {
      const rows = await tx
        .insert(webhookEvents)
        .values({ eventId, event, payload })
        .onConflictDoNothing({ target: webhookEvents.eventId })
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },
    /** Processed refunds of a customer's orders (Payment History). */
    async refundsForUser(userId: number) {
      return db
        .select({ orderId: refunds.orderId, id: refunds.id, amountPaise: refunds.amountPaise, processedAt: refunds.processedAt })
        .from(refunds)
        .where(and(eq(refunds.userId, userId), eq(refunds.status, 'processed')))
        .orderBy(refunds.processedAt, refunds.id);
    },
    /** The payment method the gateway reported (webhook), kept once. */
    async setMethod(tx: Tx, orderId: number, method: string): Promise<void> {
      await tx
        .update(paymentOrders)
        .set({ method: method.slice(0, 30) })
        .where(and(eq(paymentOrders.id, orderId), sql`${paymentOrders.method} IS NULL`));
    },
    /** A customer's paid and failed orders with their payment, newest first (service names: catalog; documents: invoices). */
    async history(userId: number) {
      return db
        .select({ order: paymentOrders, payment: payments })
        .from(paymentOrders)
        .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
        .where(and(eq(paymentOrders.userId, userId), sql`${paymentOrders.status} IN ('paid', 'failed')`))
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
    },
    /** The captured payments of a service request, oldest first (the back office's request page). */
    /** A request's payments, each with what has been refunded of it (processed refunds). */
    async forRequest(serviceRequestId: number) {
      const refunded = db
        .select({ orderId: refunds.orderId, paise: sql<string>`sum(${refunds.amountPaise})`.as('refunded_paise') })
        .from(refunds)
        .where(eq(refunds.status, 'processed'))
        .groupBy(refunds.orderId)
        .as('refunded');
      const rows = await db
        .select({
          id: payments.id,
          gatewayPaymentId: payments.gatewayPaymentId,
          amountPaise: payments.amountPaise,
          createdAt: payments.createdAt,
          refundedPaise: sql<string>`coalesce(${refunded.paise}, 0)`,
        })
        .from(payments)
        .leftJoin(refunded, eq(refunded.orderId, payments.orderId))
        .where(eq(payments.serviceRequestId, serviceRequestId))
        .orderBy(payments.createdAt, payments.id);
      return rows.map((r) => ({ ...r, refundedPaise: Number(r.refundedPaise) }));
    },
    /**
     * Paid orders that used a coupon (a reseller's referral code), newest first: what the reseller
     * may see (the customer's id: their first name comes from the users module; the service's
     * name from catalog, service.ts `paidWithCoupon`).
     */
    async paidWithCoupon(couponId: number, limit: number, offset: number) {
      const cond = and(eq(paymentOrders.couponId, couponId), eq(paymentOrders.status, 'paid'));
      const rows = await db
        .select({
          receipt: paymentOrders.receipt,
          paidAt: paymentOrders.paidAt,
          createdAt: paymentOrders.createdAt,
          serviceId: paymentOrders.serviceId,
          userId: paymentOrders.userId,
          amountPaise: paymentOrders.amountPaise,
          discountPaise: paymentOrders.discountPaise,
        })
        .from(paymentOrders)
        .where(cond)
        .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentOrders)
        .where(cond);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
