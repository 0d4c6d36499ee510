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
    async refundOnce(refund: StoredRefund, capturedPaise: number): Promise<StoredRefund | 'too-much'> {
      return db.transaction(async (tx) => {
        // The payment's order row is the lock: a second refund of the same payment waits here.
        await tx
          .select({ id: testGatewayOrders.id })
          .from(testGatewayOrders)
          .where(eq(testGatewayOrders.paymentId, refund.paymentId))
          .for('update');
        const [known] = await tx
          .select()
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.idempotencyKey, refund.idempotencyKey));
        if (known)
          return { id: known.id, paymentId: known.paymentId, amount: known.amount, idempotencyKey: known.idempotencyKey };
        const [sum] = await tx
          .select({ n: sql<string>`coalesce(sum(${testGatewayRefunds.amount}), 0)` })
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.paymentId, refund.paymentId));
        if (Number(sum?.n ?? 0) + refund.amount > capturedPaise) return 'too-much';
        await tx.insert(testGatewayRefunds).values(refund);
        return refund;
      });
    },
  };
}
export type TestGatewayRepository = ReturnType<typeof createTestGatewayRepository>;
