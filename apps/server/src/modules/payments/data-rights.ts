import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { paymentOrders, payments, refunds } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';
import { COUPON_HOLD_MINUTES, DATA_RIGHTS_TEXTS, gstRecordsKeptUntil } from '@anupalan/shared';

/**
 * Payment orders, payments and refunds in an export and an erasure (issue 24). A paid order's
 * records are kept as the GST law requires (they back the invoices); an order never paid is
 * deleted. An order opened within the checkout's window (COUPON_HOLD_MINUTES) may still be paid:
 * the erasure waits for it, as for a refund not yet settled.
 */
export function createPaymentDataRights(
  db: Db,
): DataRightsContributor & { paymentIdsOf(userId: number, tx?: Tx): Promise<number[]> } {
  return {
    name: 'payments',
    async paymentIdsOf(userId, tx) {
      return (
        await ((tx as unknown as Db | undefined) ?? db)
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.userId, userId))
      ).map((r) => r.id);
    },
    async export(userId) {
      const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(asc(paymentOrders.id));
      const paid = await db.select().from(payments).where(eq(payments.userId, userId));
      const back = await db.select().from(refunds).where(eq(refunds.userId, userId));
      return {
        data: orders.map((o) => {
          const p = paid.find((x) => x.orderId === o.id);
          return {
            order: o.gatewayOrderId,
            receipt: o.receipt,
            order_id: o.serviceRequestId,
            kind: o.kind,
            payment_type: o.paymentType,
            status: o.status,
            fee_paise: o.feePaise,
            government_fee_paise: o.governmentFeePaise,
            discount_paise: o.discountPaise,
            amount_paise: o.amountPaise,
            method: o.method,
            created_at: o.createdAt.toISOString(),
            paid_at: o.paidAt?.toISOString() ?? null,
            payment: p ? { reference: p.gatewayPaymentId, amount_paise: p.amountPaise, at: p.createdAt.toISOString() } : null,
            refunds: back
              .filter((r) => r.orderId === o.id)
              .map((r) => ({ amount_paise: r.amountPaise, reason: r.reason, status: r.status, at: r.createdAt.toISOString() })),
          };
        }),
      };
    },
    async blockers(userId, now) {
      const since = new Date(now.getTime() - COUPON_HOLD_MINUTES * 60_000);
      const open = await db
        .select({ receipt: paymentOrders.gatewayOrderId })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'created'), gt(paymentOrders.createdAt, since)));
      const pending = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.userId, userId), eq(refunds.status, 'pending')));
      return [
        ...open.map((o) => ({ kind: 'payment_in_flight' as const, message: DATA_RIGHTS_TEXTS.paymentInFlight(o.receipt) })),
        ...(pending.length ? [{ kind: 'payment_in_flight' as const, message: DATA_RIGHTS_TEXTS.refundInFlight }] : []),
      ];
    },
    async erase(tx, person) {
      const t = tx as unknown as Db;
      const orders = await t.select().from(paymentOrders).where(eq(paymentOrders.userId, person.id));
      // Every order stays (a late capture must still find its order), with nothing of the person on it.
      const kept = orders;
      if (orders.length) {
        await t
          .update(paymentOrders)
          .set({ companyId: null, failureReason: null, reviewReason: null, updatedAt: new Date() })
          .where(
            inArray(
              paymentOrders.id,
              orders.map((o) => o.id),
            ),
          );
      }
      const last = kept
        .filter((o) => o.paidAt)
        .map((o) => o.paidAt!)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      return {
        erased: [],
        kept: last ? [{ what: 'dataRights.kept.payments', why: 'dataRights.why.gst', until: gstRecordsKeptUntil(last) }] : [],
        files: [],
      };
    },
  };
}
