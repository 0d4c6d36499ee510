import { z } from 'zod';
import { pageQuerySchema } from './admin.ts';
import { REQUEST_STAGES } from './requests.ts';
import { REFUND_REASON_MAX, REFUND_REQUEST_MESSAGES as M, REFUND_REQUEST_STATUSES } from './refund-requests-texts.ts';

export * from './refund-requests-texts.ts';

/**
 * POST /user/requests/:id/refund: only the customer's reason. The amount is the server's
 * (the refund table at the request's stage): anything else the client sends is dropped.
 */
export const refundRequestBody = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(REFUND_REASON_MAX, { error: M.reasonTooLong }),
});

/** A refund request as its customer sees it, with the refunds made for it. */
export const refundRequestViewSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  reason: z.string(),
  /** Paise: what the table gave when the customer asked. */
  entitled_amount: z.number().int(),
  /** Paise: what staff approved (null until approved). */
  approved_amount: z.number().int().nullable(),
  /** Paise the gateway has confirmed refunded for this request. */
  refunded_amount: z.number().int(),
  refused_reason: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  /** When the last refund of it was confirmed by the gateway (null while under way). */
  refunded_at: z.string().nullable(),
  credit_notes: z.array(z.object({ id: z.number().int(), number: z.string() })),
});
export type RefundRequestView = z.infer<typeof refundRequestViewSchema>;

/** GET /user/requests/:id/refund: what cancelling would refund now, by the published table. */
export const refundQuoteSchema = z.object({
  request_id: z.number().int(),
  stage: z.enum(REQUEST_STAGES),
  /** The table's row at this stage (null: completed). */
  row: z.enum(['self_filing', 'assisted', 'initiated']).nullable(),
  /** Paise paid for the request and not yet refunded. */
  paid_amount: z.number().int(),
  /** Paise the table gives now. */
  amount: z.number().int(),
  /** Why a request cannot be made now (null: it can). */
  refusal: z.string().nullable(),
  refund_request: refundRequestViewSchema.nullable(),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;
export const refundQuoteResponse = z.object({ success: z.literal(true), data: refundQuoteSchema });
export const refundRequestCreatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: refundRequestViewSchema,
});

/* ---------------------------------------------------------------- the back office's queue */

export const refundRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(REFUND_REQUEST_STATUSES, { error: M.statusFilter }).optional(),
});

export const adminRefundRequestSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  customerId: z.number().int(),
  customerName: z.string(),
  serviceName: z.string(),
  stage: z.enum(REQUEST_STAGES),
  reason: z.string(),
  entitledPaise: z.number().int(),
  approvedPaise: z.number().int().nullable(),
  refundedPaise: z.number().int(),
  /** Paid for the request and not refunded by anything else: the most staff may approve. */
  refundablePaise: z.number().int(),
  refusedReason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Approved but the gateway has not confirmed all of it (a failure halfway: approve again to retry). */
  awaitingGateway: z.boolean(),
  creditNotes: z.array(z.object({ id: z.number().int(), number: z.string() })),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;
export const refundRequestListSchema = z.object({
  success: z.literal(true),
  items: z.array(adminRefundRequestSchema),
  pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

const rupeesToPaise = z.union([z.string(), z.number()], { error: M.amountFormat }).transform((v, ctx) => {
  const s = String(v).trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s) || Number(s) < 1) {
    ctx.addIssue({ code: 'custom', message: M.amountFormat });
    return z.NEVER;
  }
  return Math.round(Number(s) * 100);
});

/**
 * POST /admin/refund-requests/:id/approve: the table's amount, or (audited, with a note) another
 * amount up to what was paid. Approving again retries the refund of the amount approved first.
 */
export const refundApproveSchema = z.object({
  amount: z
    .union([z.literal(''), z.null(), rupeesToPaise])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  note: z.string().trim().max(REFUND_REASON_MAX, { error: M.reasonTooLong }).optional().default(''),
});
export const refundApproveBodySchema = z
  .object({
    amount: z.union([z.string(), z.number(), z.null()]).describe('Rupees; empty: the refund table’s amount'),
    note: z.string().describe('Why, when the amount is more than the table gives'),
  })
  .partial();
export const refundRefuseSchema = z.object({
  reason: z
    .string({ error: M.refuseReasonRequired })
    .trim()
    .min(1, { error: M.refuseReasonRequired })
    .max(REFUND_REASON_MAX, { error: M.reasonTooLong }),
});
export const refundDecisionSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  item: adminRefundRequestSchema,
});
