import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  couponRedemptions,
  invoiceCounters,
  invoices,
  partialPayments,
  paymentOrders,
  payments,
  serviceRequests,
  services,
  userProfiles,
  users,
  webhookEvents,
} from '../../db/schema.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PartialRow = typeof partialPayments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type RequestRow = typeof serviceRequests.$inferSelect;

/** The only place that queries orders, payments, requests, balances and invoices. */
export function createPaymentRepository(db: Db) {
  return {
    db,
    async insertOrder(values: typeof paymentOrders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(paymentOrders).values(values).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },
    async findOrderByGatewayId(gatewayOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
      return row;
    },
    async findPartial(id: number): Promise<PartialRow | undefined> {
      const [row] = await db.select().from(partialPayments).where(eq(partialPayments.id, id));
      return row;
    },
    async markOrderFailed(orderId: number, reason: string): Promise<void> {
      // Never moves a paid order back.
      await db
        .update(paymentOrders)
        .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, orderId), sql`${paymentOrders.status} <> 'paid'`));
    },
    /** Idempotent: a repeated event id inserts nothing and answers false. */
    async recordWebhookEvent(eventId: string, event: string, payload: Record<string, unknown>): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ eventId, event, payload })
        .onConflictDoNothing({ target: webhookEvents.eventId })
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },
    async hasPaidFor(userId: number, serviceId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.userId, userId), eq(serviceRequests.serviceId, serviceId)))
        .limit(1);
      return Boolean(row);
    },
    async history(userId: number) {
      return db
        .select({
          order: paymentOrders,
          serviceName: services.name,
          payment: payments,
          invoice: invoices,
        })
        .from(paymentOrders)
        .innerJoin(services, eq(services.id, paymentOrders.serviceId))
        .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
        .leftJoin(invoices, eq(invoices.paymentId, payments.id))
        .where(and(eq(paymentOrders.userId, userId), sql`${paymentOrders.status} <> 'created'`))
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
    },
    async requests(userId: number) {
      return db
        .select({ request: serviceRequests, serviceName: services.name, partial: partialPayments })
        .from(serviceRequests)
        .innerJoin(services, eq(services.id, serviceRequests.serviceId))
        .leftJoin(partialPayments, eq(partialPayments.serviceRequestId, serviceRequests.id))
        .where(eq(serviceRequests.userId, userId))
        .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
    },
    async findInvoice(id: number): Promise<(InvoiceRow & { userId: number }) | undefined> {
      const [row] = await db
        .select({ invoice: invoices, userId: payments.userId })
        .from(invoices)
        .innerJoin(payments, eq(payments.id, invoices.paymentId))
        .where(eq(invoices.id, id));
      return row ? { ...row.invoice, userId: row.userId } : undefined;
    },
    tables: {
      paymentOrders,
      payments,
      serviceRequests,
      partialPayments,
      couponRedemptions,
      invoices,
      invoiceCounters,
      users,
      userProfiles,
      companies,
      services,
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
