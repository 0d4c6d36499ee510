import type { RecordResult } from './record-payment.ts';
import type { PaymentHistoryEntry } from './service.ts';

/**
 * The legacy snake_case answers the spec's API promises (portal §7), made from the payments
 * service's domain objects. The routes call these; the service never builds a wire shape.
 */
export function presentPaymentHistory(entries: PaymentHistoryEntry[]) {
  return entries.map((e) => ({
    id: e.id,
    request_id: e.requestId,
    order_id: e.orderId,
    service_name: e.serviceName,
    amount: e.amountPaise,
    payment_status: e.paymentStatus,
    failure_reason: e.failureReason,
    transaction_id: e.transactionId,
    payment_date: e.paymentDate.toISOString(),
    invoice_id: e.invoice?.id ?? null,
    invoice_number: e.invoice?.number ?? null,
    invoice_kind: e.invoice?.kind ?? null,
    invoice_url: e.invoice ? `/api/v1/invoices/${e.invoice.id}/pdf` : null,
    refunds: e.refunds.map((r) => ({
      id: r.id,
      amount: r.amountPaise,
      refund_date: r.refundDate.toISOString(),
      credit_note_number: r.creditNote?.number ?? null,
      credit_note_url: r.creditNote ? `/api/v1/credit-notes/${r.creditNote.id}/pdf` : null,
    })),
  }));
}

/** A recorded payment, as the verify and balance-verify answers name it. */
export function presentVerified(
  r: Pick<
    RecordResult,
    'gatewayOrderId' | 'paymentId' | 'amountPaise' | 'serviceId' | 'serviceRequestId' | 'partialPaymentId' | 'invoiceId'
  >,
) {
  return {
    order_id: r.gatewayOrderId,
    payment_id: r.paymentId,
    amount: r.amountPaise,
    service_id: r.serviceId,
    service_request_id: r.serviceRequestId,
    partial_payment_id: r.partialPaymentId,
    invoice_id: r.invoiceId,
  };
}
