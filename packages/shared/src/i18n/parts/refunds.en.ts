/**
 * Cancellations and refunds the customer asks for (issue 24): My Requests' button, dialog and
 * status, the refund table's cells, and the API's messages (word for word as the server throws
 * them: contracts/refund-requests-texts.ts).
 */
export const refundsEn = {
  'refunds.table.title': 'Refunds',
  'refunds.table.stage': 'Stage',
  'refunds.table.refund': 'Refund',
  'refunds.table.selfFiling': 'Self-filing plan, before you use the service',
  'refunds.table.assisted': 'Assisted plan, before an expert starts work',
  'refunds.table.initiated': 'Once the service has been initiated',
  'refunds.table.refundable': 'Refundable',
  'refunds.table.none': 'No refund or cancellation',
  'refunds.cancel': 'Cancel and request refund',
  'refunds.cancelOf': 'Cancel request #{id} and request a refund',
  'refunds.dialogTitle': 'Cancel request #{id}',
  'refunds.dialogIntro': 'The refund table you saw before paying decides the refund at the stage your request has reached.',
  'refunds.amountLabel': 'Your refund',
  'refunds.amountOf': '{amount} of {paid} paid',
  'refunds.afterNote':
    'Once approved, the refund goes back to the way you paid, with a GST credit note. Refund requests are handled within 3-5 weeks.',
  'refunds.reasonLabel': 'Why do you want to cancel?',
  'refunds.submit': 'Request refund',
  'refunds.keep': 'Keep my request',
  'refunds.loading': 'Working out your refund...',
  'refunds.loadFailed': 'We could not work out your refund. Please try again.',
  'refunds.statusTitle': 'Cancellation and refund',
  'refunds.status.requested': 'Refund of {amount} requested on {date}: waiting for our decision.',
  'refunds.status.approved': 'Refund of {amount} approved: waiting for the payment gateway to confirm it.',
  'refunds.status.refunded': 'Refunded {amount} on {date}.',
  'refunds.status.refused': 'Refund refused: {reason}',
  'refunds.creditNote': 'Credit note {number}',
  'refunds.cancelled': 'Cancelled',
  'refunds.msg.notFound': 'Request not found.',
  'refunds.msg.twice': 'A refund request for this order already exists.',
  'refunds.msg.completed': 'This order is completed, so it can no longer be cancelled or refunded.',
  'refunds.msg.unpaid': 'Nothing has been paid for this order, so there is nothing to refund.',
  'refunds.msg.initiated':
    'Work on this order has started: the refund table gives no refund once the service has been initiated.',
  'refunds.msg.reasonRequired': 'Please tell us why you want to cancel.',
  'refunds.msg.reasonTooLong': 'Please keep the reason within 1000 characters.',
  'refunds.msg.sent': 'Your cancellation and refund request has been sent. We will tell you when it has been decided.',
} as const;
