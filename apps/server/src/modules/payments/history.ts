import type { SessionUser } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { PaymentDeps } from './deps.ts';

/** One payment of an account's history (portal §7), as the service knows it. */
export interface PaymentHistoryEntry {
  id: number;
  requestId: number | null;
  orderId: string;
  serviceName: string;
  amountPaise: number;
  paymentStatus: 'Paid' | 'Partial' | 'Failed';
  failureReason: string | null;
  transactionId: string | null;
  paymentDate: Date;
  invoice: { id: number; number: string; kind: string } | null;
  refunds: { id: number; amountPaise: number; refundDate: Date; creditNote: { id: number; number: string } | null }[];
}

/** The payments' reads: an account's history, a referral code's paid orders, an invoice's or credit note's owner check. */
export function createPaymentReads(d: Pick<PaymentDeps, 'repo' | 'catalog' | 'invoices'>) {
  return {
    /** The account's payments, newest first, as domain objects (payments/presenters.ts makes the answer). */
    async history(userId: number): Promise<PaymentHistoryEntry[]> {
      const [rows, refunds] = await Promise.all([d.repo.history(userId), d.repo.refundsForUser(userId)]);
      const [notes, names, invoices] = await Promise.all([
        d.invoices.creditNotesForRefunds(refunds.map((r) => r.id)),
        d.catalog.serviceNamesOf(rows.map((r) => r.order.serviceId)),
        d.invoices.forPayments(rows.flatMap((r) => (r.payment ? [r.payment.id] : []))),
      ]);
      return rows.map(({ order, payment }) => {
        const invoice = payment ? invoices.get(payment.id) : undefined;
        return {
          id: order.id,
          requestId: payment?.serviceRequestId ?? order.serviceRequestId ?? null,
          orderId: order.gatewayOrderId,
          serviceName: names.get(order.serviceId) ?? '',
          amountPaise: order.amountPaise,
          paymentStatus:
            order.status === 'failed'
              ? 'Failed'
              : order.kind === 'initial' && order.amountPaise < order.totalPaise
                ? 'Partial'
                : 'Paid',
          failureReason: order.failureReason,
          transactionId: payment?.gatewayPaymentId ?? order.gatewayPaymentId ?? null,
          paymentDate: order.paidAt ?? order.updatedAt,
          invoice: invoice ? { id: invoice.id, number: invoice.number, kind: invoice.kind } : null,
          // Refunds of this payment (back office), each with its GST credit note when one was issued.
          refunds: refunds
            .filter((r) => r.orderId === order.id)
            .map((r) => ({
              id: r.id,
              amountPaise: r.amountPaise,
              refundDate: r.processedAt ?? new Date(),
              creditNote: notes.get(r.id) ?? null,
            })),
        };
      });
    },

    /**
     * Paid orders that used a coupon (a reseller's referral code), newest first, with the service's
     * name (catalog) and the customer's id (their first name comes from the users module).
     */
    async paidWithCoupon(couponId: number, limit: number, offset: number) {
      const { rows, total } = await d.repo.paidWithCoupon(couponId, limit, offset);
      const names = await d.catalog.serviceNamesOf(rows.map((r) => r.serviceId));
      return {
        rows: rows.map(({ serviceId, ...r }) => ({ ...r, serviceName: names.get(serviceId) ?? '' })),
        total,
      };
    },

    async creditNoteFor(user: SessionUser, id: number) {
      const note = await d.invoices.findCreditNote(id);
      if (!note) throw AppError.notFound('Credit note PDF not available!');
      const staff = user.role === 'staff' || user.role === 'admin';
      if (note.userId !== user.id && !staff) throw new AppError('FORBIDDEN', 'This credit note belongs to another account.');
      return note;
    },

    async invoiceFor(user: SessionUser, invoiceId: number) {
      const inv = await d.invoices.find(invoiceId);
      if (!inv) throw AppError.notFound('Invoice PDF not available!');
      const staff = user.role === 'staff' || user.role === 'admin';
      if (inv.userId !== user.id && !staff) throw new AppError('FORBIDDEN', 'This invoice belongs to another account.');
      return inv;
    },
  };
}
