import { z } from 'zod';
import { idParam } from '../ids.ts';

/**
 * Data rights (issue 24, DPDP Act 2023): the customer's export of everything we hold, the erasure of
 * their account, and what the law makes us keep. Texts here are the API's English (the catalogue's
 * `dataRights.*` keys say them in every language).
 */

/** How long an export's link works once it is ready. */
export const EXPORT_LINK_HOURS = 24;
/**
 * Section 36(4) of the CGST Act 2017 (and rule 56): accounts and records are kept for 72 months
 * from the due date of the annual return of their financial year, which is the 31 December after
 * the year ends. So a record of FY 2026-27 is kept until 31 December 2033.
 */
export const GST_RECORD_MONTHS = 72;
/** Default days a completed order's documents are kept (DOCUMENT_RETENTION_DAYS). */
export const DEFAULT_DOCUMENT_RETENTION_DAYS = 180;
/** Default days a consultation request that never became an order is kept (LEAD_RETENTION_DAYS). */
export const DEFAULT_LEAD_RETENTION_DAYS = 365;
/** A complaint's ticket (no text) is kept two years: the time to take it to a consumer commission (Consumer Protection Act 2019, s. 69). */
export const GRIEVANCE_RECORD_YEARS = 2;

/** The last day (ISO date) a GST record dated `at` must be kept. */
export function gstRecordsKeptUntil(at: Date): string {
  // The financial year in India (IST): April to March.
  const ist = new Date(at.getTime() + 330 * 60_000);
  const fyStart = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  // Annual return due 31 December after the year's end (fyStart + 1), plus 72 months.
  return `${fyStart + 1 + GST_RECORD_MONTHS / 12}-12-31`;
}

export const DATA_RIGHTS_TEXTS = {
  notFound: 'Not found.',
  notYours: 'This export belongs to another account.',
  exportStarted: 'We are preparing your data. We will tell you when it is ready to download.',
  exportExpired: 'This download link has expired. Ask for a new export from your profile.',
  otpSent: 'We sent a code to confirm deleting your account.',
  erased: 'Your account and its data have been erased.',
  openOrders: 'Your account cannot be deleted while you have open orders. Complete or cancel these first:',
  codeRequired: 'Enter the code we sent you.',
  openOrder: (id: number, service: string) => `Order #${id} (${service}) is still open. Complete or cancel it first.`,
  paymentInFlight: (order: string) =>
    `A payment for order ${order} is still being processed. Your account can be deleted once it is settled: please try again in a few minutes.`,
  refundInFlight: 'A refund to you is still being processed. Your account can be deleted once it is settled.',
  alreadyErased: 'This account has already been erased.',
  notCustomer: 'Only a customer account can be erased here.',
} as const;

const keptSchema = z.object({ what: z.string(), why: z.string(), until: z.string().nullable() });
export const erasureSummarySchema = z.object({
  erased: z.array(z.string()),
  kept: z.array(keptSchema),
});
export type ErasureSummary = z.output<typeof erasureSummarySchema>;

export const exportJobSchema = z.object({
  id: z.string(),
  status: z.enum(['building', 'ready', 'failed']),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  /** The download address while the link works; null otherwise. */
  download: z.string().nullable(),
});
export type ExportJob = z.output<typeof exportJobSchema>;

export const exportResponse = z.object({ success: z.literal(true), message: z.string(), export: exportJobSchema });
export const exportStatusResponse = z.object({ success: z.literal(true), export: exportJobSchema.nullable() });
export const exportIdParams = z.object({ id: z.string().uuid() });

export const blockerSchema = z.object({
  kind: z.enum(['open_order', 'payment_in_flight']),
  message: z.string(),
  request_id: z.number().int().nullable(),
});
/** GET /user/data-rights/erasure: whether the account can be erased now, and why not. */
export const erasureCheckResponse = z.object({
  success: z.literal(true),
  can_erase: z.boolean(),
  blockers: z.array(blockerSchema),
  /** Where the confirmation code goes (masked). */
  confirm_to: z.string().nullable(),
});
export const erasureOtpResponse = z.object({ success: z.literal(true), message: z.string(), resend_after: z.number().int() });
export const erasureBody = z.object({ otp: z.string().trim().min(1, 'Enter the code we sent you.') });
export const erasureResponse = z.object({ success: z.literal(true), message: z.string(), summary: erasureSummarySchema });
/** POST /admin/customers/:id/erasure (staff execute a customer's erasure request, audited). */
export const adminErasureParams = z.object({ id: idParam });
export const adminErasureBody = z.object({
  reason: z.string().trim().min(3, 'Say why (the customer’s request, its date).').max(500),
});
