import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { partialPayments, requestMilestones, requestStageHistory, serviceMilestones, serviceRequests } from '../../db/schema.ts';
import { refreshMilestoneDue } from './milestone-due.ts';

/** What these steps read of a captured order (payments owns the orders and links them to requests). */
export interface CapturedOrder {
  id: number;
  userId: number;
  serviceId: number;
  companyId: number | null;
  registrationType: (typeof serviceRequests.$inferInsert)['registrationType'];
  /** The period of a recurring service (null for a one-off). */
  period: string | null;
  paymentType: string;
  gatewayOrderId: string;
  totalPaise: number;
  amountPaise: number;
  serviceRequestId: number | null;
  partialPaymentId: number | null;
}

/**
 * What a balance capture may do: settle what is due, or nothing when it is more than is due (the
 * balance was settled by another order, or the amounts disagree). A capture beyond what is due is
 * never income: the caller flags it for refund.
 */
export function balanceVerdict(
  unpaidPaise: number,
  amountPaise: number,
): { kind: 'settle'; remainingPaise: number } | { kind: 'overpaid'; reason: string } {
  if (unpaidPaise <= 0) return { kind: 'overpaid', reason: 'balance already settled' };
  if (amountPaise > unpaidPaise)
    return { kind: 'overpaid', reason: `captured ${amountPaise} paise where ${unpaidPaise} paise were due` };
  return { kind: 'settle', remainingPaise: unpaidPaise - amountPaise };
}

/**
 * Step "request opened": the first payment of an order creates the request (stage paid) and its
 * part-payment balance when some is left (payments then links the order to the request). The
 * request copies its service's milestones as they are now (issue 21): editing them later changes
 * new requests only. A service without milestones leaves none: its requests follow the four stages.
 */
export async function openRequest(
  tx: Tx,
  order: CapturedOrder,
): Promise<{ serviceRequestId: number; partialPaymentId: number | null; balanceLeftPaise: number }> {
  const now = new Date();
  const [request] = await tx
    .insert(serviceRequests)
    .values({
      userId: order.userId,
      serviceId: order.serviceId,
      companyId: order.companyId,
      registrationType: order.registrationType,
      period: order.period,
      status: 'payment_done',
      totalPaise: order.totalPaise,
      paidPaise: order.amountPaise,
      requestData: { status: 'payment_done', order_id: order.gatewayOrderId, payment_type: order.paymentType },
      stage: 'paid',
      stageChangedAt: now,
    })
    .returning({ id: serviceRequests.id });
  if (!request) throw new Error('request insert returned nothing');
  await tx
    .insert(requestStageHistory)
    .values({ serviceRequestId: request.id, stage: 'paid', changedBy: order.userId, changedAt: now });
  const plan = await tx
    .select({
      position: serviceMilestones.position,
      name: serviceMilestones.name,
      workingDays: serviceMilestones.workingDays,
      waitsOn: serviceMilestones.waitsOn,
    })
    .from(serviceMilestones)
    .where(eq(serviceMilestones.serviceId, order.serviceId));
  if (plan.length) await tx.insert(requestMilestones).values(plan.map((p) => ({ ...p, serviceRequestId: request.id })));
  await refreshMilestoneDue(tx, [request.id]);
  const balanceLeftPaise = order.totalPaise - order.amountPaise;
  let partialPaymentId: number | null = null;
  if (balanceLeftPaise > 0) {
    const [partial] = await tx
      .insert(partialPayments)
      .values({
        serviceRequestId: request.id,
        userId: order.userId,
        companyId: order.companyId,
        totalAmountPaise: order.totalPaise,
        unpaidAmountPaise: balanceLeftPaise,
      })
      .returning({ id: partialPayments.id });
    partialPaymentId = partial?.id ?? null;
  }
  return { serviceRequestId: request.id, partialPaymentId, balanceLeftPaise };
}

export type SettleOutcome =
  | { kind: 'settled'; serviceRequestId: number; partialPaymentId: number }
  | { kind: 'overpaid'; reason: string; serviceRequestId: number; partialPaymentId: number };

/** Step "balance settled": under a lock on the balance, so two captures cannot both settle it. */
export async function settleBalance(tx: Tx, order: CapturedOrder): Promise<SettleOutcome> {
  if (!order.serviceRequestId || !order.partialPaymentId) throw new Error(`balance order ${order.id} has no request`);
  const [partial] = await tx
    .select()
    .from(partialPayments)
    .where(eq(partialPayments.id, order.partialPaymentId))
    .for('no key update');
  if (!partial) throw new Error(`balance order ${order.id} has no balance record`);
  const verdict = balanceVerdict(partial.unpaidAmountPaise, order.amountPaise);
  if (verdict.kind === 'overpaid')
    return { kind: 'overpaid', reason: verdict.reason, serviceRequestId: order.serviceRequestId, partialPaymentId: partial.id };
  const now = new Date();
  await tx
    .update(partialPayments)
    .set({ unpaidAmountPaise: verdict.remainingPaise, updatedAt: now })
    .where(eq(partialPayments.id, partial.id));
  await tx
    .update(serviceRequests)
    .set({ paidPaise: sql`${serviceRequests.paidPaise} + ${order.amountPaise}`, updatedAt: now })
    .where(eq(serviceRequests.id, order.serviceRequestId));
  return { kind: 'settled', serviceRequestId: order.serviceRequestId, partialPaymentId: partial.id };
}

/** Marks a request for staff attention (kept with any earlier reason). */
export async function flagRequest(tx: Tx, serviceRequestId: number, reason: string): Promise<void> {
  await tx
    .update(serviceRequests)
    .set({
      reviewReason: sql`CASE WHEN ${serviceRequests.reviewReason} IS NULL THEN ${reason} ELSE ${serviceRequests.reviewReason} || '; ' || ${reason} END`,
    })
    .where(eq(serviceRequests.id, serviceRequestId));
}

/** The part-payment balance of a request, if it has one (a replayed capture's answer names it). */
export async function partialPaymentOf(tx: Tx, serviceRequestId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: partialPayments.id })
    .from(partialPayments)
    .where(eq(partialPayments.serviceRequestId, serviceRequestId));
  return row?.id ?? null;
}

/** The stored status of a cancelled request (issue 24): its refund request was approved. */
export const CANCELLED_STATUS = 'cancelled';

/**
 * Step "request held for a cancellation": the request, locked for the caller's transaction (a
 * cancellation asked twice at once waits here), with what the refund table reads of it.
 */
export async function requestForCancellation(
  tx: Tx,
  serviceRequestId: number,
): Promise<
  { id: number; userId: number; serviceId: number; stage: RequestStageValue; status: string; paidPaise: number } | undefined
> {
  const [row] = await tx
    .select({
      id: serviceRequests.id,
      userId: serviceRequests.userId,
      serviceId: serviceRequests.serviceId,
      stage: serviceRequests.stage,
      status: serviceRequests.status,
      paidPaise: serviceRequests.paidPaise,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId))
    .for('no key update');
  return row;
}
type RequestStageValue = (typeof serviceRequests.$inferSelect)['stage'];

/**
 * Step "request cancelled": the stored status becomes `cancelled` (and request_data's copy), the
 * stage stays where the work stopped. The spec's other statuses are untouched for every other request.
 */
export async function cancelRequest(tx: Tx, serviceRequestId: number): Promise<void> {
  await tx
    .update(serviceRequests)
    .set({
      status: CANCELLED_STATUS,
      requestData: sql`jsonb_set(${serviceRequests.requestData}, '{status}', to_jsonb(${CANCELLED_STATUS}::text))`,
      updatedAt: new Date(),
    })
    .where(eq(serviceRequests.id, serviceRequestId));
}
