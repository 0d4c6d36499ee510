import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { paymentOrders, payments } from '../../db/schema.ts';
import { redeemCoupon } from '../coupons/redeem.ts';
import { documentKindFor, invoiceOfPayment, issueInvoice, receiptVoucherOf, type Supplier } from '../invoices/issue.ts';
import type { RecipientLookup } from '../invoices/recipient.ts';
import { flagRequest, openRequest, partialPaymentOf, settleBalance } from '../requests/steps.ts';

export type { Supplier } from '../invoices/issue.ts';
type OrderRow = typeof paymentOrders.$inferSelect;

export interface RecordResult {
  orderId: number;
  gatewayOrderId: string;
  paymentId: string;
  amountPaise: number;
  serviceId: number;
  serviceRequestId: number;
  partialPaymentId: number | null;
  invoiceId: number;
  /** False when this payment had already been recorded (a replayed verify or webhook). */
  created: boolean;
  /** The customer who paid; `opened` when this payment opened the request (not a balance). */
  userId: number;
  opened: boolean;
  /** Set when the payment was recorded but needs staff attention (e.g. coupon no longer valid). */
  reviewReason: string | null;
}

/** A capture that is not owed (a balance already settled): kept on the order for a refund, never income. */
export interface RefundDue {
  refundDue: true;
  orderId: number;
  gatewayOrderId: string;
  paymentId: string;
  amountPaise: number;
  reason: string;
}

export type RecordOutcome = RecordResult | RefundDue;

export interface RecordInput {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  confirmedBy: 'verify' | 'webhook';
  supplier: Supplier;
  /** Who the invoice is addressed to, asked of the companies and users modules (invoices/recipient.ts). */
  recipients: RecipientLookup;
}

/* ------------------------------------------------------------------ steps owned by payments */

/** Locks the order row: concurrent reports of one payment queue here and the second sees it paid. */
async function lockOrder(tx: Tx, gatewayOrderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId)).for('update');
  return order;
}

/** Step "order paid". */
async function markOrderPaid(tx: Tx, order: OrderRow, gatewayPaymentId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(paymentOrders)
    .set({ status: 'paid', gatewayPaymentId, paidAt: now, failureReason: null, updatedAt: now })
    .where(eq(paymentOrders.id, order.id));
}

/** Step "order linked to its request": the request the first payment opened (requests' step) is the order's. */
async function linkOrderToRequest(tx: Tx, orderId: number, serviceRequestId: number): Promise<void> {
  await tx.update(paymentOrders).set({ serviceRequestId }).where(eq(paymentOrders.id, orderId));
}

/** The order whose first payment opened a request (a balance's tax invoice is for its supply). */
async function initialOrderOf(tx: Tx, serviceRequestId: number): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.serviceRequestId, serviceRequestId), eq(paymentOrders.kind, 'initial')));
  return order;
}

/** The captured payment itself, one row per order and gateway payment id. */
async function insertPayment(
  tx: Tx,
  order: OrderRow,
  serviceRequestId: number,
  gatewayPaymentId: string,
  confirmedBy: 'verify' | 'webhook',
): Promise<number> {
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      userId: order.userId,
      serviceRequestId,
      gatewayPaymentId,
      amountPaise: order.amountPaise,
      confirmedBy,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment insert returned nothing');
  return payment.id;
}

async function flagOrder(tx: Tx, orderId: number, reason: string): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ reviewReason: reason.slice(0, 500) })
    .where(eq(paymentOrders.id, orderId));
}

/** Step for a capture nobody owes: the order keeps the payment id for the refund; nothing else moves. */
async function markRefundDue(tx: Tx, order: OrderRow, gatewayPaymentId: string, reason: string): Promise<void> {
  const now = new Date();
  await tx
    .update(paymentOrders)
    .set({
      status: 'refund_due',
      gatewayPaymentId,
      paidAt: now,
      reviewReason: `refund due: ${reason}`.slice(0, 500),
      updatedAt: now,
    })
    .where(eq(paymentOrders.id, order.id));
}

/** What an already recorded order answers (a replay). */
async function alreadyRecorded(tx: Tx, order: OrderRow): Promise<RecordOutcome> {
  if (order.status === 'refund_due') {
    return {
      refundDue: true,
      orderId: order.id,
      gatewayOrderId: order.gatewayOrderId,
      paymentId: order.gatewayPaymentId ?? '',
      amountPaise: order.amountPaise,
      reason: order.reviewReason ?? 'refund due',
    };
  }
  const [p] = await tx.select().from(payments).where(eq(payments.orderId, order.id));
  const inv = p ? await invoiceOfPayment(tx, p.id) : undefined;
  const partialPaymentId = p ? await partialPaymentOf(tx, p.serviceRequestId) : null;
  return {
    orderId: order.id,
    gatewayOrderId: order.gatewayOrderId,
    paymentId: p?.gatewayPaymentId ?? order.gatewayPaymentId ?? '',
    amountPaise: order.amountPaise,
    serviceId: order.serviceId,
    serviceRequestId: p?.serviceRequestId ?? 0,
    partialPaymentId,
    invoiceId: inv?.id ?? 0,
    created: false,
    userId: order.userId,
    opened: false,
    reviewReason: order.reviewReason,
  };
}

/* ------------------------------------------------------------------ the sequence */

/**
 * Records a captured payment exactly once, whoever reports it first (the browser's verify call or
 * the webhook), as named steps inside the caller's transaction:
 *
 *   order paid → request opened and order linked to it (first payment) or balance settled (balance)
 *              → coupon redeemed (counted and checked now) → invoice issued
 *
 * Each step belongs to its module (payments, requests, coupons, invoices). A balance capture that
 * is not owed is kept as refund_due and recorded nowhere else. Returns null for an unknown order.
 */
export async function recordCapturedPaymentIn(tx: Tx, input: RecordInput): Promise<RecordOutcome | null> {
  const order = await lockOrder(tx, input.gatewayOrderId);
  if (!order) return null;
  if (order.status === 'paid' && order.gatewayPaymentId && order.gatewayPaymentId !== input.gatewayPaymentId) {
    // A second capture on an order already paid (two payments racing): it is not owed.
    const reason = `second capture ${input.gatewayPaymentId} of a paid order`;
    await flagOrder(tx, order.id, `refund due: ${reason}`);
    return {
      refundDue: true,
      orderId: order.id,
      gatewayOrderId: order.gatewayOrderId,
      paymentId: input.gatewayPaymentId,
      amountPaise: order.amountPaise,
      reason,
    };
  }
  if (order.status === 'paid' || order.status === 'refund_due') return alreadyRecorded(tx, order);

  if (order.kind === 'balance') {
    const settled = await settleBalance(tx, order);
    if (settled.kind === 'overpaid') {
      await markRefundDue(tx, order, input.gatewayPaymentId, settled.reason);
      await flagRequest(tx, settled.serviceRequestId, `order ${order.gatewayOrderId}: refund due (${settled.reason})`);
      return {
        refundDue: true,
        orderId: order.id,
        gatewayOrderId: order.gatewayOrderId,
        paymentId: input.gatewayPaymentId,
        amountPaise: order.amountPaise,
        reason: settled.reason,
      };
    }
    await markOrderPaid(tx, order, input.gatewayPaymentId);
    const paymentRowId = await insertPayment(tx, order, settled.serviceRequestId, input.gatewayPaymentId, input.confirmedBy);
    const initialOrder = await initialOrderOf(tx, settled.serviceRequestId);
    const supply = initialOrder ?? order;
    const [firstPayment] = initialOrder ? await tx.select().from(payments).where(eq(payments.orderId, initialOrder.id)) : [];
    const voucher = firstPayment ? await receiptVoucherOf(tx, firstPayment.id) : undefined;
    const invoice = await issueInvoice(tx, {
      kind: documentKindFor({ kind: 'balance', balanceLeftPaise: 0 }),
      paymentRowId,
      gatewayOrderId: order.gatewayOrderId,
      gatewayPaymentId: input.gatewayPaymentId,
      amountReceivedPaise: order.amountPaise,
      supplier: input.supplier,
      supply: { ...supply, companyId: supply.companyId },
      recipient: await input.recipients(tx, supply.userId, supply.companyId),
      advance: voucher ? { receiptNumber: voucher.number, amountPaise: supply.amountPaise } : null,
    });
    return {
      orderId: order.id,
      gatewayOrderId: order.gatewayOrderId,
      paymentId: input.gatewayPaymentId,
      amountPaise: order.amountPaise,
      serviceId: order.serviceId,
      serviceRequestId: settled.serviceRequestId,
      partialPaymentId: settled.partialPaymentId,
      invoiceId: invoice.id,
      created: true,
      userId: order.userId,
      opened: false,
      reviewReason: null,
    };
  }

  await markOrderPaid(tx, order, input.gatewayPaymentId);
  const opened = await openRequest(tx, order);
  await linkOrderToRequest(tx, order.id, opened.serviceRequestId);
  const paymentRowId = await insertPayment(tx, order, opened.serviceRequestId, input.gatewayPaymentId, input.confirmedBy);
  let reviewReason: string | null = null;
  if (order.couponId) {
    const coupon = await redeemCoupon(tx, {
      couponId: order.couponId,
      userId: order.userId,
      orderId: order.id,
      orderCreatedAt: order.createdAt,
    });
    if (!coupon.redeemed) {
      // Recorded at what was paid; staff decide whether to ask for the difference or honour it.
      reviewReason = `coupon ${coupon.code ?? order.couponId} not honoured (${coupon.reason}); discount of ${order.discountPaise} paise given without a redemption`;
      await flagOrder(tx, order.id, reviewReason);
      await flagRequest(tx, opened.serviceRequestId, reviewReason);
    }
  }
  const invoice = await issueInvoice(tx, {
    kind: documentKindFor({ kind: 'initial', balanceLeftPaise: opened.balanceLeftPaise }),
    paymentRowId,
    gatewayOrderId: order.gatewayOrderId,
    gatewayPaymentId: input.gatewayPaymentId,
    amountReceivedPaise: order.amountPaise,
    supplier: input.supplier,
    supply: order,
    recipient: await input.recipients(tx, order.userId, order.companyId),
    advance: null,
  });
  return {
    orderId: order.id,
    gatewayOrderId: order.gatewayOrderId,
    paymentId: input.gatewayPaymentId,
    amountPaise: order.amountPaise,
    serviceId: order.serviceId,
    serviceRequestId: opened.serviceRequestId,
    partialPaymentId: opened.partialPaymentId,
    invoiceId: invoice.id,
    created: true,
    userId: order.userId,
    opened: true,
    reviewReason,
  };
}

export function isRefundDue(o: RecordOutcome): o is RefundDue {
  return 'refundDue' in o;
}
