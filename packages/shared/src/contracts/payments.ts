import { z } from 'zod';
import { idParam, legacyUserIdField } from '../ids.ts';
import { parseRupeesText } from '../money.ts';
import { PERIOD_MESSAGES, PERIOD_PATTERN } from '../periods.ts';

/** Checkout, verification, balances and history (portal §7). Amounts in the answers are paise. */
export const PAYMENT_MESSAGES = {
  amountNotNumber: 'Please enter the amount as a number.',
  verified: 'Payment verified successfully.',
  alreadyPaid: 'Already paid for this service.',
  notPaid: 'No payment found for this service.',
  history: 'Payment history',
  historyEmpty: 'No payment records found!',
} as const;

const gatewayId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100);

/**
 * The period a recurring service is bought for ('2026-27-Q2', '2026-27', '2026-10'): its form here;
 * whether it suits the service and is in range is judged on the server (periodProblem, periods.ts).
 */
export const periodField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null))
  .refine((v) => v === null || (v.length <= 12 && PERIOD_PATTERN.test(v)), { message: PERIOD_MESSAGES.malformed });

/** POST /services/payment/initiate */
export const paymentInitiateBody = z.object({
  user_id: legacyUserIdField,
  service_id: idParam,
  registration_type: z.enum(['individual', 'business']).optional().nullable(),
  company_id: idParam
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  coupon_code: z.string().max(40).optional().nullable(),
  period: periodField,
  payment_type: z.enum(['full', 'partial', 'custom']).default('full'),
  percent: z.coerce.number().int().optional().nullable(),
  custom_amount: z
    .union([z.number(), z.string().trim()])
    .optional()
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      // Typed amounts are decimal digits only: Number() would read "0x10" as 16 and "1e3" as 1000.
      const n = typeof v === 'number' ? v : parseRupeesText(v);
      if (n === null || !Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.amountNotNumber });
        return z.NEVER;
      }
      return n;
    }),
  // The old client sends these; the server computes its own and ignores them.
  amount: z.unknown().optional(),
  total_amount: z.unknown().optional(),
});

export const paymentQuoteSchema = z.object({
  customAmountMode: z.boolean(),
  feePaise: z.number(),
  discountPaise: z.number(),
  governmentFeePaise: z.number(),
  totalPaise: z.number(),
  percent: z.number().nullable(),
  paymentType: z.string(),
  payNowPaise: z.number(),
  balancePaise: z.number(),
  partPaymentAllowed: z.boolean(),
});

export const paymentInitiateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    order_id: z.string(),
    amount: z.number(),
    currency: z.string(),
    service_name: z.string(),
    service_id: z.number(),
    user_id: z.number(),
    user_name: z.string(),
    user_email: z.string(),
    user_contact: z.string(),
    quote: paymentQuoteSchema,
    /** Why the coupon sent was not applied to this order (reserved by another order waiting for payment), else null. */
    coupon_note: z.string().nullable(),
    key: z.string(),
    gateway: z.enum(['razorpay', 'test']),
    checkout_script_url: z.string(),
    merchant_name: z.string(),
  }),
});

export type PaymentInitiateResponse = z.output<typeof paymentInitiateResponse>;

/** POST /services/payment/verify */
export const paymentVerifyBody = z.object({
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_signature: gatewayId('razorpay_signature'),
  user_id: legacyUserIdField,
});

/** The answer of both verifications (checkout and balance). */
export const paymentVerifiedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    order_id: z.string(),
    payment_id: z.string(),
    amount: z.number(),
    service_id: z.number(),
    service_request_id: z.number(),
    partial_payment_id: z.number().nullable(),
    invoice_id: z.number(),
  }),
});

export type PaymentVerifiedResponse = z.output<typeof paymentVerifiedResponse>;

/** POST /services/payment/cancel: the customer closed the checkout; a coupon the order reserved is released. */
export const paymentCancelBody = z.object({
  razorpay_order_id: gatewayId('razorpay_order_id'),
  user_id: legacyUserIdField,
});
export const paymentCancelResponse = z.object({ success: z.literal(true), released: z.boolean() });
export type PaymentCancelResponse = z.output<typeof paymentCancelResponse>;

/** POST /rest_partial_payment_success */
export const balancePaymentVerifyBody = paymentVerifyBody.extend({ partial_payment_id: idParam, amount: z.unknown().optional() });

/** POST /user/service/payment/check */
export const paymentCheckBody = z.object({
  user_id: legacyUserIdField,
  service_id: idParam,
  /** The checkout's choices: the period of a recurring service, the company of a business purchase. */
  period: periodField,
  company_id: idParam.optional().nullable(),
});
/** success: true while an open request covers the service (and the period of a recurring one); request_id is that request. */
export const paymentCheckResponse = z.object({ success: z.boolean(), message: z.string(), request_id: z.number().nullable() });
export type PaymentCheckResponse = z.output<typeof paymentCheckResponse>;

/** POST /user/payment/history */
export const paymentHistoryBody = z.object({ user_id: legacyUserIdField }).optional();
export const paymentHistoryResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(
    z.object({
      id: z.number(),
      request_id: z.number().nullable(),
      order_id: z.string(),
      service_name: z.string(),
      amount: z.number(),
      payment_status: z.enum(['Paid', 'Partial', 'Failed']),
      failure_reason: z.string().nullable(),
      transaction_id: z.string().nullable(),
      payment_date: z.string(),
      invoice_id: z.number().nullable(),
      invoice_number: z.string().nullable(),
      invoice_kind: z.string().nullable(),
      invoice_url: z.string().nullable(),
      refunds: z.array(
        z.object({
          id: z.number(),
          amount: z.number(),
          refund_date: z.string(),
          credit_note_number: z.string().nullable(),
          credit_note_url: z.string().nullable(),
        }),
      ),
    }),
  ),
});
/** One row of the payment history (what POST /user/payment/history answers under `data`). */
export type PaymentHistoryRow = z.infer<typeof paymentHistoryResponse>['data'][number];

/** GET /invoices/:id/pdf (the answer is the PDF). */
export const invoicePdfParams = z.object({ id: idParam });

/** GET /credit-notes/:id/pdf (the answer is the PDF). */
export const creditNotePdfParams = z.object({ id: idParam });

/**
 * POST /payments/webhook (Razorpay): the event as the gateway sent it, kept as text (its signature is
 * checked over these bytes before it is read as JSON); none at all is refused by the signature check.
 */
export const webhookBody = z.string().nullish().describe('The gateway event as JSON text, exactly as signed.');
/** POST /payments/webhook (Razorpay; the body is read as text for its signature). */
export const webhookResponse = z.object({ success: z.literal(true), status: z.string() });
