import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balanceOrderBody, balanceOrderResponse, idParam, parseRupeesText, PART_PAYMENT_PERCENTS } from '@anupalan/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { assertSelf } from '../auth/plugin.ts';

const errs = {
  ...errorResponses,
  401: errorResponses[400],
  403: errorResponses[400],
  409: errorResponses[400],
  422: errorResponses[400],
};
const userId = z.union([z.number(), z.string()]).optional().nullable();
const gatewayId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100);

const initiateBody = z.object({
  user_id: userId,
  service_id: idParam,
  registration_type: z.enum(['individual', 'business']).optional().nullable(),
  company_id: idParam
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  coupon_code: z.string().max(40).optional().nullable(),
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
        ctx.addIssue({ code: 'custom', message: 'Please enter the amount as a number.' });
        return z.NEVER;
      }
      return n;
    }),
  // The old client sends these; the server computes its own and ignores them.
  amount: z.unknown().optional(),
  total_amount: z.unknown().optional(),
});

const quoteSchema = z.object({
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

const checkout = {
  key: z.string(),
  gateway: z.enum(['razorpay', 'test']),
  checkout_script_url: z.string(),
  merchant_name: z.string(),
};

const verifyBody = z.object({
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_signature: gatewayId('razorpay_signature'),
  user_id: userId,
});

const verifiedData = z.object({
  order_id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  service_id: z.number(),
  service_request_id: z.number(),
  partial_payment_id: z.number().nullable(),
  invoice_id: z.number(),
});

function verified(r: {
  gatewayOrderId: string;
  paymentId: string;
  amountPaise: number;
  serviceId: number;
  serviceRequestId: number;
  partialPaymentId: number | null;
  invoiceId: number;
}) {
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

/** Checkout, verification, balances, history (portal §7). Amounts in the answers are paise. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;

  app.post(
    '/services/payment/initiate',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'Create a payment order; the amount is computed on the server',
        description: `payment_type full (default), partial (percent ${PART_PAYMENT_PERCENTS.join('/')}; total over ₹1,000) or custom (custom_amount in rupees, for services priced ₹0.01). Client amounts are ignored.`,
        body: initiateBody,
        response: {
          200: z.object({
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
              quote: quoteSchema,
              ...checkout,
            }),
          }),
          ...errs,
        },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const b = req.body;
      const data = await payments.initiate(req.user!, {
        serviceId: b.service_id,
        registrationType: b.registration_type ?? null,
        companyId: b.company_id ?? null,
        couponCode: b.coupon_code ?? null,
        paymentType: b.payment_type,
        percent: b.percent ?? null,
        customAmount: b.custom_amount,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/services/payment/verify',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'Verify a payment signature and record the payment (idempotent)',
        body: verifyBody,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: verifiedData }), ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const r = await payments.verify(req.user!, {
        orderId: req.body.razorpay_order_id,
        paymentId: req.body.razorpay_payment_id,
        signature: req.body.razorpay_signature,
      });
      return { success: true as const, message: 'Payment verified successfully.', data: verified(r) };
    },
  );

  app.post(
    '/rest_partial_payment',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'Create the order for the unpaid balance of a part payment',
        description: 'While a balance order is open, asking again answers the same order.',
        body: balanceOrderBody,
        response: { 200: balanceOrderResponse, ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const data = await payments.balanceOrder(req.user!, req.body.partial_payment_id);
      return { success: true as const, status: true as const, ...data };
    },
  );

  app.post(
    '/rest_partial_payment_success',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'Verify and record a balance payment (idempotent)',
        body: verifyBody.extend({ partial_payment_id: idParam, amount: z.unknown().optional() }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: verifiedData }), ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const r = await payments.verify(
        req.user!,
        { orderId: req.body.razorpay_order_id, paymentId: req.body.razorpay_payment_id, signature: req.body.razorpay_signature },
        'balance',
        req.body.partial_payment_id,
      );
      return { success: true as const, message: 'Payment verified successfully.', data: verified(r) };
    },
  );

  app.post(
    '/user/service/payment/check',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'Has the signed-in customer already paid for this service?',
        body: z.object({ user_id: userId, service_id: idParam }),
        response: { 200: z.object({ success: z.boolean(), message: z.string() }), ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const paid = await payments.hasPaid(req.user!.id, req.body.service_id);
      return { success: paid, message: paid ? 'Already paid for this service.' : 'No payment found for this service.' };
    },
  );

  app.post(
    '/user/payment/history',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: "The signed-in customer's payments, newest first",
        body: z.object({ user_id: userId }).optional(),
        response: {
          200: z.object({
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
          }),
          ...errs,
        },
      },
    },
    async (req) => {
      assertSelf(req, req.body?.user_id);
      const data = await payments.history(req.user!.id);
      return { success: true as const, message: data.length ? 'Payment history' : 'No payment records found!', data };
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'The GST document (tax invoice or receipt voucher) as PDF',
        params: z.object({ id: idParam }),
      },
    },
    async (req, reply) => {
      const inv = await payments.invoiceFor(req.user!, req.params.id);
      const pdf = await app.services.invoices.render(inv);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${inv.number.replace(/\//g, '-')}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/credit-notes/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'A GST credit note (issued with a refund) as PDF',
        params: z.object({ id: idParam }),
      },
    },
    async (req, reply) => {
      const note = await payments.creditNoteFor(req.user!, req.params.id);
      const pdf = await app.services.invoices.render(note);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${note.number.replace(/\//g, '-')}.pdf"`)
        .send(pdf);
    },
  );
};

/**
 * Gateway webhooks: the signature is checked over the raw body, so this scope keeps it as text.
 * Always answers quickly; work is a few queries.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Razorpay webhook (payment.captured, order.paid, payment.failed); X-Razorpay-Signature over the raw body',
        response: { 200: z.object({ success: z.literal(true), status: z.string() }), 400: errorResponses[400] },
      },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['x-razorpay-signature'];
      const eventId = req.headers['x-razorpay-event-id'];
      const r = await app.services.payments.handleWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
        typeof eventId === 'string' ? eventId : undefined,
      );
      return { success: true as const, status: r.status };
    },
  );
};
