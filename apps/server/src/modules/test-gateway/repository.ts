import { and, eq, ne, sql } from 'drizzle-orm';
import type { StoredRefund } from '../../adapters/payments/test-gateway.ts';
import type { Db } from '../../db/client.ts';
import { testGatewayOrders, testGatewayRefunds } from '../../db/schema.ts';

export type TestGatewayOrderRow = typeof testGatewayOrders.$inferSelect;

/**
 * The test gateway's orders, in the database like everything a second instance must see: an order
 * made through one instance can be paid through another, and a restart forgets nothing.
 */
export function createTestGatewayRepository(db: Db) {
  return {
    async insert(values: typeof testGatewayOrders.$inferInsert): Promise<void> {
      await db.insert(testGatewayOrders).values(values);
    },
    async find(id: string): Promise<TestGatewayOrderRow | undefined> {
      const [row] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, id));
      return row;
    },
    /** Marks the order paid unless it already is; false when another request paid it first. */
    async markPaid(id: string, paymentId: string): Promise<boolean> {
      const rows = await db
        .update(testGatewayOrders)
        .set({ status: 'paid', paymentId, updatedAt: sql`now()` })
        .where(and(eq(testGatewayOrders.id, id), ne(testGatewayOrders.status, 'paid')))
        .returning({ id: testGatewayOrders.id });
      return rows.length > 0;
    },
    async markAttempted(id: string): Promise<void> {
      await db
        .update(testGatewayOrders)
        .set({ status: 'attempted', updatedAt: sql`now()` })
        .where(and(eq(testGatewayOrders.id, id), ne(testGatewayOrders.status, 'paid')));
    },
    async findByPaymentId(paymentId: string): Promise<TestGatewayOrderRow | undefined> {
      const [row] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.paymentId, paymentId));
      return row;
    },
    async refundedOf(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<string>`coalesce(sum(${testGatewayRefunds.amount}), 0)` })
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.paymentId, paymentId));
      return Number(row?.n ?? 0);
    },
    async findRefund(idempotencyKey: string): Promise<StoredRefund | undefined> {
      const [row] = await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, idempotencyKey));
      return row ? { id: row.id, paymentId: row.paymentId, amount: row.amount, idempotencyKey: row.idempotencyKey } : undefined;
    },
    async insertRefund(refund: StoredRefund): Promise<StoredRefund> {
      await db.insert(testGatewayRefunds).values(refund).onConflictDoNothing({ target: testGatewayRefunds.idempotencyKey });
      const [row] = await db
        .select()
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.idempotencyKey, refund.idempotencyKey));
      if (!row) throw new Error('test gateway refund missing after insert');
      return { id: row.id, paymentId: row.paymentId, amount: row.amount, idempotencyKey: row.idempotencyKey };
    },
  };
}
export type TestGatewayRepository = ReturnType<typeof createTestGatewayRepository>;
