import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RefundRequestStatus } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { paymentOrders, payments, refundRequests, refunds } from '../../db/schema.ts';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/** A captured order of a request, with the refunds on it: this request's and everyone else's. */
export interface CapturedOrderOfRequest {
  orderId: number;
  amountPaise: number;
  /** Refunds of the order made or under way for other reasons (staff's, another request's). */
  othersPaise: number;
  /** This refund request's refund on the order, if one exists (its amount is fixed by its key). */
  mine: { amountPaise: number; status: 'pending' | 'processed' } | null;
}

/** The queries of customers' refund requests (the payments module's tables). */
export function createRefundRequestRepository(db: Db) {
  return {
    async insert(tx: Tx, values: typeof refundRequests.$inferInsert): Promise<RefundRequestRow | undefined> {
      const [row] = await tx.insert(refundRequests).values(values).onConflictDoNothing().returning();
      return row;
    },
    async find(id: number, tx: Tx | Db = db): Promise<RefundRequestRow | undefined> {
      const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id));
      return row;
    },
    async lock(tx: Tx, id: number): Promise<RefundRequestRow | undefined> {
      const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
      return row;
    },
    async forRequests(serviceRequestIds: number[], tx: Tx | Db = db): Promise<RefundRequestRow[]> {
      if (serviceRequestIds.length === 0) return [];
      return tx.select().from(refundRequests).where(inArray(refundRequests.serviceRequestId, serviceRequestIds));
    },
    async forUser(userId: number): Promise<RefundRequestRow[]> {
      return db.select().from(refundRequests).where(eq(refundRequests.userId, userId));
    },
    async decide(
      tx: Tx,
      id: number,
      patch: Pick<RefundRequestRow, 'status' | 'approvedPaise' | 'decisionNote' | 'decidedBy' | 'decidedAt'>,
    ): Promise<void> {
      await tx.update(refundRequests).set(patch).where(eq(refundRequests.id, id));
    },
    /** The queue: newest first, by status. */
    async page(q: { status?: RefundRequestStatus | undefined; page: number; pageSize: number }) {
      const where = q.status ? eq(refundRequests.status, q.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(refundRequests)
          .where(where)
          .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(refundRequests).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** The refunds made (or under way) for these refund requests. */
    async refundsOf(refundRequestIds: number[]) {
      if (refundRequestIds.length === 0) return [];
      return db.select().from(refunds).where(inArray(refunds.refundRequestId, refundRequestIds));
    },
    /**
     * The captured orders of a service request (each recorded payment's order), oldest first, with
     * the refunds on each. Read in the caller's transaction when given.
     */
    async capturedOrdersOf(serviceRequestId: number, refundRequestId: number | null, tx: Tx | Db = db) {
      const rows = await tx
        .select({
          orderId: paymentOrders.id,
          amountPaise: paymentOrders.amountPaise,
          othersPaise: sql<string>`coalesce((select sum(${refunds.amountPaise}) from ${refunds} where ${refunds.orderId} = ${paymentOrders.id} and ${refunds.refundRequestId} is distinct from ${refundRequestId ?? -1}), 0)`,
        })
        .from(payments)
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
        .where(and(eq(payments.serviceRequestId, serviceRequestId), inArray(paymentOrders.status, ['paid', 'refund_due'])))
        .orderBy(paymentOrders.id);
      const mine =
        refundRequestId === null ? [] : await tx.select().from(refunds).where(eq(refunds.refundRequestId, refundRequestId));
      return rows.map((r): CapturedOrderOfRequest => {
        const m = mine.find((x) => x.orderId === r.orderId);
        return {
          orderId: r.orderId,
          amountPaise: r.amountPaise,
          othersPaise: Number(r.othersPaise),
          mine: m ? { amountPaise: m.amountPaise, status: m.status } : null,
        };
      });
    },
  };
}
export type RefundRequestRepository = ReturnType<typeof createRefundRequestRepository>;
