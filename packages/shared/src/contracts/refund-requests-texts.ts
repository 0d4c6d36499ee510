import { formatInr } from '../money.ts';

/**
 * A customer's cancellation and refund request (issue 24): the API's messages, in English as the
 * server throws them (the catalogue's `refunds.*` keys say them in the page's language), and the
 * stored statuses. Zod-free.
 */
export const REFUND_REQUEST_STATUSES = ['requested', 'approved', 'refused'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

export const REFUND_REASON_MAX = 1000;

export const REFUND_REQUEST_MESSAGES = {
  notFound: 'Request not found.',
  twice: 'A refund request for this order already exists.',
  completed: 'This order is completed, so it can no longer be cancelled or refunded.',
  unpaid: 'Nothing has been paid for this order, so there is nothing to refund.',
  initiated: 'Work on this order has started: the refund table gives no refund once the service has been initiated.',
  reasonRequired: 'Please tell us why you want to cancel.',
  reasonTooLong: 'Please keep the reason within 1000 characters.',
  sent: 'Your cancellation and refund request has been sent. We will tell you when it has been decided.',
  noSuchRequest: 'Refund request not found.',
  alreadyRefused: 'This refund request was already refused.',
  alreadyApproved: 'This refund request was already approved.',
  refuseReasonRequired: 'Please give the customer a reason for refusing.',
  noteRequired: 'Refunding more than the refund table gives needs a note saying why.',
  approved: 'Refund approved. The refund has been made through the payment gateway.',
  refused: 'Refund request refused. The customer has been told why.',
  amountFormat: 'Enter the amount in rupees, at least ₹1, with at most 2 decimals',
  statusFilter: 'status must be requested, approved or refused',
} as const;

/** 'At most ₹1,180 can be refunded for this order.' (staff approving more than was paid). */
export function refundOverPaidMessage(leftPaise: number): string {
  return `At most ${formatInr(leftPaise)} can be refunded for this order.`;
}
