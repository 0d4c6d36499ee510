/**
 * The grievance officer and complaints (issue 24): constants and customer texts, zod-free so the
 * storefront's pages import them without the schemas (one module per feature, ready for the
 * language catalogue).
 */

/** A ticket number as the customer sees it: GRV-<year>-<six digits>, sequential per year. */
export const TICKET_NO_PATTERN = /^GRV-\d{4}-\d{6,}$/;

export const GRIEVANCE_CATEGORIES = ['service_delay', 'refund', 'payment', 'data_protection', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];
export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  service_delay: 'Service delay',
  refund: 'Refund',
  payment: 'Payment',
  data_protection: 'Data protection',
  other: 'Other',
};

export const GRIEVANCE_STATUSES = ['open', 'acknowledged', 'resolved', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Consumer Protection (E-Commerce) Rules 2020, rule 4(5): acknowledge within 48 hours, resolve within a month. */
export const GRIEVANCE_ACK_HOURS = 48;
export const GRIEVANCE_RESOLVE_MONTHS = 1;
export const GRIEVANCE_DESCRIPTION_MAX = 5000;
export const GRIEVANCE_REPLY_MAX = 5000;
/** The form's file parts: up to three attachments (PDF, JPEG, PNG; the document upload's rules). */
export const GRIEVANCE_ATTACHMENT_FIELDS = ['attachment_1', 'attachment_2', 'attachment_3'] as const;

export const GRIEVANCE_MESSAGES = {
  title: 'Grievance redressal',
  intro:
    'If something went wrong with an order, a refund, a payment or your personal data, tell our grievance officer. You get a ticket number at once; we acknowledge every complaint within 48 hours and resolve it within one month.',
  officerHeading: 'Grievance officer',
  formHeading: 'File a complaint',
  signInToFile: 'Sign in to file a complaint and follow it here. You can also write to the grievance officer directly.',
  signInButton: 'Sign in to file a complaint',
  myTickets: 'Your complaints',
  noTickets: 'You have not filed a complaint.',
  orderLabel: 'Order (optional)',
  noOrder: 'Not about an order',
  categoryLabel: 'Category',
  descriptionLabel: 'Describe the problem',
  attachmentsLabel: 'Attachments (optional: PDF, JPEG or PNG)',
  submit: 'Submit complaint',
  submitting: 'Submitting...',
  descriptionRequired: 'Please describe the problem.',
  descriptionTooLong: `Please keep the description within ${GRIEVANCE_DESCRIPTION_MAX} characters.`,
  category: 'Please choose a category.',
  orderNotYours: 'Choose one of your own orders.',
  filed: (ticketNo: string) => `Your complaint is registered. Your ticket number is ${ticketNo}.`,
  notFound: 'Complaint not found.',
  replyRequired: 'Please write the reply.',
  noteRequired: 'Please write the note.',
  resolutionRequired: 'Please say how the complaint was resolved.',
  textTooLong: `Please keep it within ${GRIEVANCE_REPLY_MAX} characters.`,
  closedAlready: 'This complaint is closed.',
  notResolved: 'Only a resolved complaint can be closed.',
  assigneeNotStaff: 'Choose a staff member.',
  acknowledged: 'The complaint is acknowledged; the customer is told.',
  assigned: 'The complaint is assigned.',
  noted: 'The note is saved.',
  replied: 'The reply is sent to the customer.',
  resolved: 'The complaint is resolved; the customer is told.',
  closed: 'The complaint is closed.',
  repliesHeading: 'Replies from the grievance officer',
  noReplies: 'No reply yet. We acknowledge every complaint within 48 hours.',
  ackBy: 'Acknowledgement due by',
  resolveBy: 'Resolution due by',
  month: 'Please give the month as YYYY-MM.',
} as const;
