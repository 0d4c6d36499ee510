import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_MONEY_MESSAGES as M, refundTooMuchMessage, type Actor } from '@anupalan/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/types.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { paymentOrders, payments, refunds } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { issueCreditNote } from '../invoices/credit-note.ts';
import { invoiceOfPayment } from '../invoices/issue.ts';

export interface RefundRequest {
  orderId: number;
  amountPaise: number;
  reason: string;
  idempotencyKey: string;
  /** The customer's cancellation this refund pays (issue 24), if any. */
  refundRequestId?: number | null;
}

export interface RefundOutcome {
  refundId: number;
  /** False when the key had already made this refund (a second press, a retry). */
  created: boolean;
}

type RefundRow = typeof refunds.$inferSelect;

/** What an order may still refund: a captured amount minus every refund made or under way. */
export function refundVerdict(
  order: { status: string; amountPaise: number; gatewayPaymentId: string | null },
  alreadyPaise: number,
  askedPaise: number,
): { ok: true } | { ok: false; message: string } {
  if ((order.status !== 'paid' && order.status !== 'refund_due') || !order.gatewayPaymentId) {
    return { ok: false, message: M.refundUnpaid };
  }
  const left = order.amountPaise - alreadyPaise;
  if (left <= 0) return { ok: false, message: M.refundNothingLeft };
  if (askedPaise > left) return { ok: false, message: refundTooMuchMessage(left) };
  return { ok: true };
}

/** Step "refund reserved": under the order's lock, checks the amount and keeps a pending refund. */
async function reserve(
  tx: Tx,
  actor: Actor,
  r: RefundRequest,
): Promise<{ refund: RefundRow; fresh: boolean; gatewayPaymentId: string }> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, r.orderId)).for('update');
  if (!order) throw AppError.notFound(M.noSuchPayment);
  const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, r.idempotencyKey));
  if (same) {
    if (same.orderId !== order.id || same.amountPaise !== r.amountPaise) {
      throw new AppError('CONFLICT', 'This refund key was already used for a different refund. Reload the page.');
    }
    return { refund: same, fresh: false, gatewayPaymentId: order.gatewayPaymentId ?? '' };
  }
  const [sum] = await tx
    .select({ n: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  const verdict = refundVerdict(order, Number(sum?.n ?? 0), r.amountPaise);
  if (!verdict.ok) throw new AppError('VALIDATION', verdict.message, { amount: [verdict.message] });
  const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id));
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: payment?.id ?? null,
      userId: order.userId,
      amountPaise: r.amountPaise,
      reason: r.reason,
      idempotencyKey: r.idempotencyKey,
      status: 'pending',
      createdBy: actor.id,
      refundRequestId: r.refundRequestId ?? null,
    })
    .returning();
  if (!refund) throw new Error('refund insert returned nothing');
  return { refund, fresh: true, gatewayPaymentId: order.gatewayPaymentId! };
}

/**
 * Step "refund recorded" → "credit note issued" → audit entry, in one transaction. Only a pending
 * refund moves (a concurrent request with the same key finds it done and changes nothing).
 */
/** Writes the audit entry of a refund inside the refund's transaction (the back office's audit log). */
export type RefundAudit = (
  tx: Tx,
  entry: { actor: Actor; orderId: number; userId: number; after: Record<string, unknown>; at: Date },
) => Promise<void>;

async function complete(tx: Tx, actor: Actor, refund: RefundRow, gatewayRefundId: string, audit: RefundAudit): Promise<boolean> {
  const now = new Date();
  const [done] = await tx
    .update(refunds)
    .set({ status: 'processed', gatewayRefundId, processedAt: now })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning();
  if (!done) return false;
  const invoice = done.paymentId ? await invoiceOfPayment(tx, done.paymentId) : undefined;
  const note = invoice
    ? await issueCreditNote(tx, { refundId: done.id, invoice, refundPaise: done.amountPaise, reason: done.reason })
    : null;
  await audit(tx, {
    actor,
    orderId: done.orderId,
    userId: done.userId,
    after: {
      refundId: done.id,
      amountPaise: done.amountPaise,
      reason: done.reason,
      gatewayRefundId,
      creditNote: note?.number ?? null,
    },
    at: now,
  });
  return true;
}

/**
 * A full or part refund through the gateway, recorded once:
 *
 *   reserve (order locked; amount checked against what is left; pending row with the key)
 *   → gateway refund (same idempotency key: a retry is the same refund at the gateway)
 *   → refund recorded → GST credit note issued (invoiced payments) → audit entry
 *
 * The gateway is never called inside a transaction. A gateway refusal deletes the pending row
 * (nothing is recorded; a retry starts again). A failure after the gateway answered leaves the
 * row pending; the retry with the same key gets the same gateway refund and completes it.
 */
export async function refundOrder(
  deps: { db: Db; gateway: PaymentGateway; audit: RefundAudit; log?: FastifyBaseLogger | undefined },
  actor: Actor,
  r: RefundRequest,
): Promise<RefundOutcome> {
  const { refund, fresh, gatewayPaymentId } = await deps.db.transaction((tx) => reserve(tx, actor, r));
  if (refund.status === 'processed') return { refundId: refund.id, created: false };
  let gatewayRefundId: string;
  try {
    const g = await deps.gateway.refund({
      paymentId: gatewayPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { order_id: String(refund.orderId), refund_id: String(refund.id) },
    });
    gatewayRefundId = g.id;
  } catch (err) {
    deps.log?.warn({ err, orderId: refund.orderId, refundId: refund.id }, 'gateway refused a refund');
    if (fresh) {
      await deps.db.delete(refunds).where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
      throw new AppError('UNAVAILABLE', M.refundGatewayFailed).withCause(err);
    }
    throw new AppError('CONFLICT', M.refundInProgress).withCause(err);
  }
  const created = await deps.db.transaction((tx) => complete(tx, actor, refund, gatewayRefundId, deps.audit));
  return { refundId: refund.id, created };
}
