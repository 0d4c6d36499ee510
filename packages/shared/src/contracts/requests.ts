import { z } from 'zod';
import { GENERIC_MESSAGES } from '../errors.ts';
import { idParam, legacyUserIdField } from '../ids.ts';
import { formatInr } from '../money.ts';
import { handOverNote, requestPlanSchema } from './milestones.ts';

/**
 * Contracts of the fulfilment endpoints (portal §2 My Payment Requests, Completed Services,
 * Document upload; §4 request status, completed-service payment state, document row; §7 calls;
 * §8 messages). Amounts are integer paise, dates ISO 8601 strings. The server validates with the
 * request schemas and serialises with the response schemas; the web client infers its types here.
 */

/* ---------------------------------------------------------------- messages (word for word) */

export const REQUEST_MESSAGES = {
  /** portal §8 Payment requests */
  fetchFailed: 'Failed to fetch payment data',
  /** portal §8 Completed services */
  unauthenticated: 'Authentication failed. Please login again.',
  noCompleted: 'No completed services found for this user.',
  serverError: 'Server error. Please try again later.',
  network: 'Network error. Please check your internet connection.',
  noFile: 'No file available for download',
  downloadFailed: (status: number) => `Download failed (${status})`,
  paymentInfoMissing: 'Payment information not available',
  nothingDue: 'No payable amount remaining for this service.',
  initiateFailed: 'Failed to initiate payment session.',
  processFailed: 'Failed to process payment.',
  /** portal §8 Documents / §5 Document save */
  saved: (name: string) => `${name} saved successfully!`,
  uploadFailed: (name: string) => `Upload failed for ${name}`,
  uploadWentWrong: 'Something went wrong during upload.',
  textOrFile: 'Please enter text or upload a file.',
  noDocuments: 'No required documents found.',
  /** Ours (the spec is silent): the server's refusals. */
  requestNotFound: 'Service request not found.',
  noPaidRequest: 'No paid request found for this service.',
  notYourRequest: 'This request belongs to another account.',
  documentNotRequired: 'This document is not required for this service.',
  fileForTextDocument: 'This document takes text, not a file.',
  textForFileDocument: 'This document needs a file: please choose a PDF, JPEG or PNG.',
  fileType: 'Only PDF, JPEG or PNG files are accepted.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  textTooLong: 'The text is too long (at most 2,000 characters).',
  storageUnavailable: GENERIC_MESSAGES.STORAGE_UNAVAILABLE,
  documentNotFound: 'Document not found.',
  notYourFile: 'This file belongs to another account.',
  stageInvalid: 'Please choose a valid stage.',
  stageUnchanged: 'The request is already at this stage.',
  stageChanged: (label: string) => `Stage changed to ${label}.`,
  deliverableSaved: 'Deliverable uploaded.',
  deliverableRequired: 'Please choose the file to upload.',
  assigneeInvalid: 'Requests can be assigned only to staff or an approved service provider.',
  assigneeEmailUnproven:
    'This service provider has not verified their e-mail address yet. They can be assigned requests once they have.',
  assigned: (name: string) => `Assigned to ${name}.`,
  unassigned: 'Assignment removed.',
  balanceAlreadyPaid: 'This balance has already been paid. The extra payment will be refunded.',
  /** The deliverable is withheld while a balance is due (issue 28): the customer's refusal (402). */
  balanceDueForDownload: (duePaise: number) =>
    `Your result is ready. Please pay the balance of ${formatInr(duePaise)} to download it.`,
  /** The button that pays the balance where the Download would be. */
  payBalanceToDownload: 'Pay balance to download',
  resultReady: 'Result ready',
} as const;

/* ---------------------------------------------------------------- status, stages, payment state */

/** Fulfilment stages, in order; every request starts at `paid`. */
export const REQUEST_STAGES = ['paid', 'documents_received', 'in_progress', 'completed'] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];
export const REQUEST_STAGE_LABELS: Record<RequestStage, string> = {
  paid: 'Paid',
  documents_received: 'Documents received',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** Completed-service payment state (portal §4). */
export const PAYMENT_STATES = ['Paid', 'Partial', 'Unpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Paid when no partial record exists or nothing is unpaid; Unpaid when nothing at all has been
 * paid; otherwise Partial (with the amount due).
 */
export function paymentStateOf(partial: { unpaidPaise: number; totalPaise: number } | null): PaymentState {
  if (!partial || partial.unpaidPaise <= 0) return 'Paid';
  if (partial.unpaidPaise >= partial.totalPaise) return 'Unpaid';
  return 'Partial';
}

/* ---------------------------------------------------------------- shared pieces */

const userId = legacyUserIdField;
const optionalId = idParam
  .optional()
  .nullable()
  .or(z.literal('').transform(() => null));

export const partialPaymentSchema = z.object({
  id: z.number(),
  company_id: z.number().nullable(),
  /** Paise. */
  transaction_unpaid_amount: z.number(),
  /** Paise. */
  transaction_total_amount: z.number(),
});
export type PartialPayment = z.infer<typeof partialPaymentSchema>;

export const stageEntrySchema = z.object({
  stage: z.enum(REQUEST_STAGES),
  label: z.string(),
  /** null while the stage has not been reached. */
  reached_at: z.string().nullable(),
  /** Name of who moved the request here (the customer, staff, or "System"); null if not reached. */
  changed_by: z.string().nullable(),
  current: z.boolean(),
});
export type StageEntry = z.infer<typeof stageEntrySchema>;

export const deliverableSchema = z.object({
  file_name: z.string(),
  /** GET with the session: the file as an attachment under file_name. */
  url: z.string(),
  uploaded_at: z.string(),
});

/* ---------------------------------------------------------------- POST /user/request */

export const myRequestsBody = z.object({ user_id: userId }).optional();

export const requestRowSchema = z.object({
  id: z.number(),
  order_id: z.string(),
  payment_date: z.string(),
  service_name: z.string(),
  /** A recurring service's period ('2026-27-Q2') and how it reads ('Q2 (Jul–Sep 2026), FY 2026-27'); null for a one-off. */
  period: z.string().nullable(),
  period_label: z.string().nullable(),
  service: z.object({ id: z.number(), service_name: z.string() }),
  user_id: z.number(),
  /** Stored status: payment_done | file_upload_started | file_upload_done (portal §4). */
  status: z.string(),
  request_data: z.object({ status: z.string(), reason: z.string().nullable() }),
  /** Paise. */
  total_amount: z.number(),
  /** Paise. */
  paid_amount: z.number(),
  customer_partial_payments: z.array(partialPaymentSchema),
  stage: z.enum(REQUEST_STAGES),
  stage_label: z.string(),
  stage_reached_at: z.string(),
  stages: z.array(stageEntrySchema),
  /** Milestones with expected dates on the working-day clock, and who handles the request (issue 21). */
  plan: requestPlanSchema,
  /** The link into /document for this request. */
  documents_url: z.string(),
  deliverable: deliverableSchema.nullable(),
});
export type RequestRow = z.infer<typeof requestRowSchema>;

export const myRequestsResponse = z.object({ success: z.literal(true), payments: z.array(requestRowSchema) });
export type MyRequestsResponse = z.infer<typeof myRequestsResponse>;

/* ---------------------------------------------------------------- GET /user/requests/:id/stages */

export const requestIdParams = z.object({ id: idParam });
export const timelineResponse = z.object({
  success: z.literal(true),
  request_id: z.number(),
  stage: z.enum(REQUEST_STAGES),
  stage_reached_at: z.string(),
  stages: z.array(stageEntrySchema),
  plan: requestPlanSchema,
});
export type TimelineResponse = z.infer<typeof timelineResponse>;

/* ---------------------------------------------------------------- POST /user/completed_services */

export const COMPLETED_PAGE_SIZES = [10, 25, 50] as const;

export const completedServicesBody = z
  .object({
    user_id: userId,
    /** Request id or service name (case-insensitive substring). Optional: without it, every row. */
    search: z.string().trim().max(100).optional().nullable(),
    page: z.coerce.number().int().min(1).max(100_000).optional().nullable(),
    per_page: z.coerce
      .number()
      .int()
      .refine((n) => (COMPLETED_PAGE_SIZES as readonly number[]).includes(n), {
        error: 'per_page must be 10, 25 or 50.',
      })
      .optional()
      .nullable(),
  })
  .optional();

export const completedServiceRowSchema = z.object({
  id: z.number(),
  order_id: z.string(),
  service_name: z.string(),
  period: z.string().nullable(),
  period_label: z.string().nullable(),
  service_id: z.number(),
  payment_date: z.string(),
  /** Stored request status. */
  status: z.string(),
  stage: z.enum(REQUEST_STAGES),
  stage_label: z.string(),
  payment_state: z.enum(PAYMENT_STATES),
  /** Paise still due (0 when Paid). */
  amount_due: z.number(),
  /** The deliverable's download path (GET with the session), or null while there is none. */
  file_path: z.string().nullable(),
  file_name: z.string().nullable(),
  customer_partial_payments: z.array(partialPaymentSchema),
});
export type CompletedServiceRow = z.infer<typeof completedServiceRowSchema>;

export const completedServicesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  payments: z.array(completedServiceRowSchema),
  /** Rows matching the search, before paging. */
  total: z.number(),
  page: z.number(),
  /** null when no paging was asked for (every row is in payments). */
  per_page: z.number().nullable(),
});
export type CompletedServicesResponse = z.infer<typeof completedServicesResponse>;

/** Case-insensitive search by request id or service name (portal §9). */
export function matchesCompletedSearch(row: { id: number; service_name: string; order_id?: string }, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return (
    String(row.id).includes(q) || row.service_name.toLowerCase().includes(q) || (row.order_id ?? '').toLowerCase().includes(q)
  );
}

/* ---------------------------------------------------------------- POST /user/services/document/upload */

export const documentListBody = z.object({
  user_id: userId,
  service_id: idParam,
  /** Which request (a customer may buy a service twice); default: the latest for the service. */
  request_id: optionalId,
});

export const DOCUMENT_KINDS = ['Document', 'Text'] as const;
export type UploadDocumentKind = (typeof DOCUMENT_KINDS)[number];

export const uploadDocumentSchema = z.object({
  /** The service's document id (send it back as document_id). */
  id: z.number(),
  document_id: z.number(),
  document_name: z.string(),
  /** 'Document' is a file; 'Text' a typed value. */
  document_type: z.enum(DOCUMENT_KINDS),
  mandatory: z.boolean(),
  /** 1 mandatory, 0 optional (the checkout's convention). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** The saved text, or the view link of the saved file; null while nothing is saved. */
  data: z.string().nullable(),
  /** Safe name of the saved file. */
  file_name: z.string().nullable(),
  saved_at: z.string().nullable(),
  /** 'Ready' once a value or file exists, else 'Pending' (portal §4 Document row). */
  state: z.enum(['Pending', 'Ready']),
  /** Issue 21: the saved row and its version (what staff review), and the review (null: not reviewed yet). */
  saved_id: z.number().nullable().optional(),
  version: z.number().nullable().optional(),
  review: z.enum(['accepted', 'needs_reupload']).nullable().optional(),
  review_reason: z.string().nullable().optional(),
  /** Issue 21 (document-asks): a document staff asked for on this request (send it back as ask_id), and why. */
  ask_id: z.number().nullable().optional(),
  ask_reason: z.string().nullable().optional(),
});
export type UploadDocument = z.infer<typeof uploadDocumentSchema>;

export const documentListResponse = z.object({
  success: z.literal(true),
  service_id: z.number(),
  service_name: z.string(),
  period: z.string().nullable(),
  period_label: z.string().nullable(),
  request_id: z.number(),
  /** Stored status after any change (file_upload_done once every mandatory document is present). */
  request_status: z.string(),
  required_documents: z.array(uploadDocumentSchema),
  stages: z.array(stageEntrySchema),
  /** Accepted file types and size limit, for the picker. */
  accept: z.string(),
  max_file_bytes: z.number(),
});
export type DocumentListResponse = z.infer<typeof documentListResponse>;

/* ---------------------------------------------------------------- POST /user/services/document/upload/store */

/** For `<input type="file" accept>`. The server checks the bytes, not the name. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
export const DOCUMENT_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
export const DOCUMENT_TEXT_MAX = 2000;

/** PDF, JPEG or PNG by their first bytes; null for anything else. */
export function sniffDocumentType(head: Uint8Array): DocumentFileType | null {
  if (head.length >= 5 && head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46 && head[4] === 0x2d)
    return 'application/pdf';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  return null;
}

/**
 * The multipart fields (the file part is `file`). Sent as multipart/form-data; a JSON body is
 * accepted for text documents.
 */
export const documentStoreFields = z.object({
  user_id: userId,
  service_id: idParam,
  request_id: optionalId,
  document_id: idParam,
  /** Issue 21: a document staff asked for (document-asks); document_id is then the ask's id too. */
  ask_id: optionalId,
  /** Informational; the server uses its own name for the document. */
  document_name: z.string().max(300).optional().nullable(),
  document_type: z.enum(DOCUMENT_KINDS, { error: "document_type must be 'Document' or 'Text'." }),
  /** For a Text document. */
  text: z.string().max(DOCUMENT_TEXT_MAX, { error: REQUEST_MESSAGES.textTooLong }).optional().nullable(),
});

export type DocumentStoreFields = z.output<typeof documentStoreFields>;

export const documentStoreResponse = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
  /** The view link of the saved file (null for text). */
  url: z.string().nullable(),
  file_url: z.string().nullable(),
  document: uploadDocumentSchema,
  request_id: z.number(),
  request_status: z.string(),
});
export type DocumentStoreResponse = z.infer<typeof documentStoreResponse>;

/* ---------------------------------------------------------------- files */

/**
 * GET /user/documents/:id/file — a saved document file, inline, owner (or staff) only.
 * GET /user/requests/:id/deliverable — the deliverable as an attachment under its own name.
 * Both answer the file's bytes with its content type, or the JSON error body (403 another
 * customer's, 404 none).
 */
export const documentIdParams = z.object({ id: idParam });

/* ---------------------------------------------------------------- staff (/api/v1/admin, staff and admin roles) */

export const stageChangeBody = z.object({
  stage: z.enum(REQUEST_STAGES, { error: REQUEST_MESSAGES.stageInvalid }),
  note: z.string().trim().max(500).optional().nullable(),
});

/** POST /admin/requests/:id/assign — a staff or admin user, or null to unassign. */
export const assignBody = z.object({
  staff_id: idParam.nullable(),
  /** A hand-over note for the next owner (kept among the request's internal notes). */
  note: handOverNote,
});

export const staffRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  request_id: z.number(),
  /** The staff member working on the request, if any. */
  assigned_to: z.object({ id: z.number(), name: z.string() }).nullable(),
  stage: z.enum(REQUEST_STAGES),
  stages: z.array(stageEntrySchema),
  deliverable: deliverableSchema.nullable(),
});
export type StaffRequestResponse = z.infer<typeof staffRequestResponse>;

export const staffDocumentsResponse = z.object({
  success: z.literal(true),
  request_id: z.number(),
  service_name: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  documents: z.array(uploadDocumentSchema),
});
export type StaffDocumentsResponse = z.infer<typeof staffDocumentsResponse>;

/* ---------------------------------------------------------------- balance (partial-to-payment) */

/** POST /rest_partial_payment: the open balance order (asking again returns the same one). */
export const balanceOrderBody = z.object({ partial_payment_id: idParam, user_id: userId });
export const balanceOrderResponse = z.object({
  success: z.literal(true),
  status: z.literal(true),
  order_id: z.string(),
  /** Paise. */
  amount: z.number(),
  currency: z.string(),
  service_name: z.string(),
  razorpayKey: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  user_contact: z.string(),
  partial_payment: partialPaymentSchema,
  key: z.string(),
  gateway: z.enum(['razorpay', 'test']),
  checkout_script_url: z.string(),
  merchant_name: z.string(),
});
export type BalanceOrderResponse = z.infer<typeof balanceOrderResponse>;
