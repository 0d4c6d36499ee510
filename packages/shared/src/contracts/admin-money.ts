import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { formatInr } from '../money.ts';
import { REQUEST_STAGES, type RequestStage } from './requests.ts';
import { pageQuerySchema, type Actor, type Paged } from './admin.ts';

/**
 * The back office's money side (issue 11, part C): the payments list with refunds and GST credit
 * notes, the feedback list, the customers list, and the dashboard's charts. Shapes are camelCase;
 * amounts are paise; dates are ISO strings (filters: YYYY-MM-DD, the day in India).
 */

export const ADMIN_MONEY_MESSAGES = {
  noSuchPayment: 'No such payment.',
  refundAmountRequired: 'Please enter the amount to refund',
  refundAmountFormat: 'Enter the amount in rupees, at least ₹1, with at most 2 decimals',
  refundReasonRequired: 'Please give a reason for the refund',
  refundReasonTooLong: 'The reason must be at most 500 characters',
  refundKeyFormat: 'idempotencyKey must be 10 to 64 letters, digits, hyphens or underscores',
  refundUnpaid: 'This order has not been paid, so there is nothing to refund.',
  refundNothingLeft: 'This payment has already been refunded in full.',
  refundInProgress: 'This refund is already being processed. Reload the page in a moment to see it.',
  refundGatewayFailed: 'The payment gateway could not make the refund. Nothing was recorded; please try again.',
  refundDone: 'Refund recorded. A GST credit note has been issued.',
  refundDoneNoNote: 'Refund recorded. (This capture was never invoiced, so no credit note is needed.)',
} as const;
const m = ADMIN_MONEY_MESSAGES;

/** 'The refund is more than what is left to refund on this payment (₹1,180).' */
export function refundTooMuchMessage(leftPaise: number): string {
  return `The refund is more than what is left to refund on this payment (${formatInr(leftPaise)}).`;
}

const idSchema = z.coerce
  .number({ error: 'id must be a number' })
  .int({ error: 'id must be a whole number' })
  .min(1, { error: 'id must be positive' })
  .max(MAX_ID, { error: 'id is too large' });
const qText = (max = 100) => z.string({ error: 'must be a single text value' }).trim().max(max).optional();
const qDate = z
  .string({ error: 'must be a single date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: 'must be a real date' })
  .optional();
const rangeOrder = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;
const rangeError = { path: ['to'], error: 'The range must end on or after its start' };

/* ---------------------------------------------------------------- payments ---------- */

/** How an order stands; `refunded` = paid (or refund due) and refunded in full. */
export const PAYMENT_LIST_STATUSES = ['paid', 'refunded', 'refund_due', 'failed', 'created'] as const;
export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];
export const PAYMENT_LIST_STATUS_LABELS: Record<PaymentListStatus, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  refund_due: 'Refund due',
  failed: 'Failed',
  created: 'Not paid',
};
export const PAYMENT_TYPE_LABELS: Record<string, string> = {
  full: 'Full',
  partial: 'Part',
  custom: 'Custom amount',
  balance: 'Balance',
};

export const paymentListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(PAYMENT_LIST_STATUSES, { error: 'status must be paid, refunded, refund_due, failed or created' }).optional(),
    from: qDate,
    to: qDate,
    serviceId: idSchema.optional(),
    /** Customer name, e-mail or mobile, or a gateway order / payment id. */
    q: qText(),
    /** card, upi, netbanking, wallet… as the gateway reports it. */
    method: z
      .string({ error: 'must be a single text value' })
      .trim()
      .regex(/^[a-z_]{1,30}$/, { error: 'method must be a payment method such as card or upi' })
      .optional(),
  })
  .refine(rangeOrder, rangeError);
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const adminRefundSchema = z.object({
  id: z.number().int(),
  amountPaise: z.number().int(),
  reason: z.string(),
  gatewayRefundId: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  creditNoteId: z.number().int().nullable(),
  creditNoteNumber: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminPaymentSchema = z.object({
  /** The order's id (ours). */
  id: z.number().int(),
  gatewayOrderId: z.string(),
  gatewayPaymentId: z.string().nullable(),
  status: z.enum(PAYMENT_LIST_STATUSES),
  paymentType: z.string(),
  method: z.string().nullable(),
  amountPaise: z.number().int(),
  refundedPaise: z.number().int(),
  /** What is left to refund (0 unless paid or refund due). */
  refundablePaise: z.number().int(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerMobile: z.string().nullable(),
  requestId: z.number().int().nullable(),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  reviewReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const paymentTotalsSchema = z.object({
  count: z.number().int(),
  /** Captured (paid and refund-due orders) in the filtered set. */
  capturedPaise: z.number().int(),
  refundedPaise: z.number().int(),
  netPaise: z.number().int(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

export const paymentListSchema = z.object({
  success: z.literal(true),
  items: z.array(adminPaymentSchema),
  pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  totals: paymentTotalsSchema,
});
export type PaymentList = Omit<z.infer<typeof paymentListSchema>, 'success'>;

export const adminPaymentDetailSchema = z.object({
  success: z.literal(true),
  payment: adminPaymentSchema,
  refunds: z.array(adminRefundSchema),
});
export type AdminPaymentDetail = Omit<z.infer<typeof adminPaymentDetailSchema>, 'success'>;

/** Rupees as typed ("1180", "99.5") or a number, to paise; at least ₹1, at most 2 decimals. */
const rupeesToPaiseSchema = z.union([z.string(), z.number()], { error: m.refundAmountRequired }).transform((v, ctx) => {
  const s = String(v).trim().replace(/,/g, '');
  if (s === '') {
    ctx.addIssue({ code: 'custom', message: m.refundAmountRequired });
    return z.NEVER;
  }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s) || Number(s) < 1) {
    ctx.addIssue({ code: 'custom', message: m.refundAmountFormat });
    return z.NEVER;
  }
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
});

export const refundCreateSchema = z.object({
  amount: rupeesToPaiseSchema,
  reason: z
    .string({ error: m.refundReasonRequired })
    .trim()
    .min(1, { error: m.refundReasonRequired })
    .max(500, { error: m.refundReasonTooLong }),
  /** Made once per refund form; a second press (or a retry) with the same key is the same refund. */
  idempotencyKey: z.string({ error: m.refundKeyFormat }).regex(/^[A-Za-z0-9_-]{10,64}$/, { error: m.refundKeyFormat }),
});
export type RefundCreateInput = z.input<typeof refundCreateSchema>;
/** The refund body as the API route documents it; the service validates it with refundCreateSchema (one place). */
export const refundCreateBodySchema = z
  .object({
    amount: z.union([z.string(), z.number()]).describe('Rupees, e.g. "1180" or "99.50"'),
    reason: z.string(),
    idempotencyKey: z.string().describe('10 to 64 letters, digits, - or _; made once per refund form'),
  })
  .partial();

export const refundResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when this key had already made the refund (a repeated press or retry). */
  created: z.boolean(),
  refund: adminRefundSchema,
  payment: adminPaymentSchema,
});
export type RefundResult = Omit<z.infer<typeof refundResultSchema>, 'success' | 'message'>;

/**
 * What staff confirm before a refund goes to the gateway (issue 28): the amount, what the customer
 * paid for this payment, what will have been refunded of it in all, and whether a credit note follows.
 */
export interface RefundReview {
  amountPaise: number;
  reason: string;
  customerName: string;
  paidPaise: number;
  refundedBeforePaise: number;
  refundedAfterPaise: number;
  creditNote: boolean;
}

/** The confirmation's text, e.g. 'Refund ₹500.00 to Asha Rao?' and its details. */
export function refundConfirmText(r: RefundReview): { title: string; lines: string[] } {
  return {
    title: `Refund ${formatInr(r.amountPaise)} to ${r.customerName}?`,
    lines: [
      `The customer paid ${formatInr(r.paidPaise)} for this payment.`,
      r.refundedBeforePaise > 0
        ? `With this refund, ${formatInr(r.refundedAfterPaise)} of it will have been refunded in all (${formatInr(r.refundedBeforePaise)} before).`
        : `With this refund, ${formatInr(r.refundedAfterPaise)} of it will have been refunded in all.`,
      r.creditNote
        ? 'A GST credit note will be issued for the refund.'
        : 'No credit note is needed: this capture was never invoiced.',
      'The money goes back through the payment gateway; this cannot be undone.',
    ],
  };
}

/* ---------------------------------------------------------------- feedback ---------- */

export const feedbackListQuerySchema = pageQuerySchema
  .extend({
    rating: z.coerce
      .number({ error: 'rating must be a whole number from 1 to 5' })
      .int({ error: 'rating must be a whole number from 1 to 5' })
      .min(1, { error: 'rating must be a whole number from 1 to 5' })
      .max(5, { error: 'rating must be a whole number from 1 to 5' })
      .optional(),
    serviceId: idSchema.optional(),
    q: qText(),
    from: qDate,
    to: qDate,
  })
  .refine(rangeOrder, rangeError);
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  message: z.string(),
  requestId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerMobile: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const feedbackListSchema = z.object({
  success: z.literal(true),
  items: z.array(adminFeedbackSchema),
  pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  /** Over the filtered set. */
  averageRating: z.number().nullable(),
});
export type FeedbackList = Omit<z.infer<typeof feedbackListSchema>, 'success'>;

/* ---------------------------------------------------------------- customers ---------- */

export const customerListQuerySchema = pageQuerySchema
  .extend({ q: qText(), from: qDate, to: qDate })
  .refine(rangeOrder, rangeError);
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/* ---------------------------------------------------------------- dashboard charts ---------- */

export const dashboardChartsSchema = z.object({
  success: z.literal(true),
  range: z.object({ from: z.string(), to: z.string() }),
  /** Net of refunds. */
  revenue: z.object({
    todayPaise: z.number().int(),
    monthPaise: z.number().int(),
    rangePaise: z.number().int(),
    rangeRefundsPaise: z.number().int(),
  }),
  /** One entry per day of the range (at most 366), net of that day's refunds. */
  revenueByDay: z.array(z.object({ day: z.string(), paise: z.number().int() })),
  requestsByStage: z.record(z.enum(REQUEST_STAGES), z.number().int()),
  overdueRequests: z.number().int(),
  /** Leads made in the range, and those whose person paid for a service afterwards. */
  conversion: z.object({ leads: z.number().int(), paid: z.number().int(), percent: z.number() }),
});
export type DashboardCharts = Omit<z.infer<typeof dashboardChartsSchema>, 'success'>;
export type RequestsByStage = Record<RequestStage, number>;

/* ---------------------------------------------------------------- in-process services ---------- */

/** The `/admin` pages' in-process calls for this part (each checks the actor's role itself). */
export interface AdminMoneyServices {
  payments: {
    list(actor: Actor, query: unknown): Promise<PaymentList>;
    get(actor: Actor, orderId: number): Promise<AdminPaymentDetail>;
    /** Checks a refund form as the refund would and says what it will do; nothing is recorded. */
    reviewRefund(actor: Actor, orderId: number, body: unknown): Promise<RefundReview>;
    refund(actor: Actor, orderId: number, body: unknown): Promise<RefundResult>;
  };
  feedback: { list(actor: Actor, query: unknown): Promise<FeedbackList> };
  customers: { list(actor: Actor, query: unknown): Promise<Paged<AdminCustomer>> };
  charts(actor: Actor, query: unknown): Promise<DashboardCharts>;
}
