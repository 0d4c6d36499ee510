import { formatInr } from '@anupalan/shared';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../lib/errors.ts';
import { releaseCouponHold } from '../coupons/redeem.ts';
import { createRecipientLookup } from '../invoices/recipient.ts';
import { isRefundDue, recordCapturedPaymentIn, type RecordResult } from './record-payment.ts';
import { MESSAGES, type PaymentDeps } from './deps.ts';

/**
 * A captured payment recorded, from the browser's verified checkout (`record`) or the gateway's
 * signed webhook (`handleWebhook`), with the customer's messages enqueued in the same transaction
 * (`announce`). The steps themselves are `record-payment.ts`.
 */
export function createPaymentRecording(d: PaymentDeps, warmCatalog: () => Promise<unknown>) {
  const recipients = createRecipientLookup({ users: d.users, companies: d.companies });

  async function announce<T extends Awaited<ReturnType<typeof recordCapturedPaymentIn>>>(tx: Tx, outcome: T): Promise<T> {
    if (!outcome || isRefundDue(outcome) || !outcome.created) return outcome;
    const service = (await d.catalog.serviceNamesOf([outcome.serviceId])).get(outcome.serviceId) ?? '';
    const base = { service, requestId: String(outcome.serviceRequestId) };
    const to = { userId: outcome.userId, requestId: outcome.serviceRequestId };
    await d.notify(tx, {
      ...to,
      event: 'payment_received',
      vars: { ...base, amount: formatInr(outcome.amountPaise), invoiceLink: `/api/v1/invoices/${outcome.invoiceId}/pdf` },
    });
    if (outcome.opened) {
      const documents = (await d.catalog.requiredDocumentsOf(outcome.serviceId, new Date())).map((doc) => doc.name);
      if (documents.length)
        await d.notify(tx, {
          ...to,
          event: 'documents_needed',
          vars: {
            ...base,
            documents,
            uploadLink: `/document?serviceId=${outcome.serviceId}&requestId=${outcome.serviceRequestId}`,
          },
        });
    }
    return outcome;
  }

  async function record(
    gatewayOrderId: string,
    gatewayPaymentId: string,
    kind: 'initial' | 'balance',
    failed: string,
  ): Promise<RecordResult> {
    await warmCatalog();
    const outcome = await d.repo.transaction(async (tx) =>
      announce(
        tx,
        await recordCapturedPaymentIn(tx, {
          gatewayOrderId,
          gatewayPaymentId,
          confirmedBy: 'verify',
          supplier: d.supplier,
          recipients,
        }),
      ),
    );
    if (!outcome) throw AppError.badRequest(failed);
    if (isRefundDue(outcome)) {
      if (kind === 'balance') throw new AppError('CONFLICT', MESSAGES.balanceAlreadyPaid);
      throw AppError.badRequest(failed);
    }
    return outcome;
  }

  /** A signed gateway event. Duplicate event ids are ignored; a paid order never goes back. */
  async function handleWebhook(rawBody: string, signature: string | undefined, eventIdHeader: string | undefined) {
    if (!signature || !d.gateway.verifyWebhookSignature(rawBody, signature))
      throw AppError.badRequest('Invalid webhook signature.');
    let event: {
      event?: string;
      payload?: { payment?: { entity?: Record<string, unknown> }; order?: { entity?: Record<string, unknown> } };
    };
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw AppError.badRequest('The request body is not valid JSON.');
    }
    const name = String(event.event ?? '');
    const payment = event.payload?.payment?.entity ?? {};
    const orderEntity = event.payload?.order?.entity ?? {};
    const gatewayOrderId = String(payment.order_id ?? orderEntity.id ?? '');
    const eventId = (eventIdHeader || `${name}:${String(payment.id ?? '')}:${gatewayOrderId}`).slice(0, 200);
    // The event id is kept in the transaction that acts on it: if recording fails, the id is
    // not kept either, and the gateway's retry is processed instead of answered "duplicate".
    await warmCatalog();
    return d.repo.transaction(async (tx) => {
      const fresh = await d.repo.recordWebhookEvent(tx, eventId, name, event as Record<string, unknown>);
      if (!fresh) return { status: 'duplicate' as const };
      const order = gatewayOrderId ? await d.repo.findOrderByGatewayId(gatewayOrderId, tx) : undefined;
      if (!order) return { status: 'ignored' as const };
      if (name === 'payment.captured' || name === 'order.paid') {
        const amount = Number(payment.amount ?? orderEntity.amount_paid ?? 0);
        const paymentId = String(payment.id ?? '');
        if (!paymentId || amount !== order.amountPaise) return { status: 'ignored' as const };
        // Before recording: recording ends by taking the invoice number, whose counter row is
        // locked until the commit, so nothing else should follow it.
        const method = typeof payment.method === 'string' ? payment.method.toLowerCase() : '';
        if (/^[a-z_]{1,30}$/.test(method)) await d.repo.setMethod(tx, order.id, method);
        const outcome = await announce(
          tx,
          await recordCapturedPaymentIn(tx, {
            gatewayOrderId: order.gatewayOrderId,
            gatewayPaymentId: paymentId,
            confirmedBy: 'webhook',
            supplier: d.supplier,
            recipients,
          }),
        );
        return { status: outcome && isRefundDue(outcome) ? ('refund_due' as const) : ('recorded' as const) };
      }
      if (name === 'payment.failed') {
        const reason = String(payment.error_description ?? payment.error_reason ?? 'Payment failed');
        await d.repo.markOrderFailed(order.id, reason, tx);
        // A coupon the failed order held is free again (a later capture of the order re-judges it).
        if (order.status === 'created' && order.couponId) await releaseCouponHold(tx, order.id);
        return { status: 'recorded' as const };
      }
      return { status: 'ignored' as const };
    });
  }

  return { record, handleWebhook };
}
