import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceOrderBody,
  balanceOrderResponse,
  balancePaymentVerifyBody,
  creditNotePdfParams,
  invoicePdfParams,
  PART_PAYMENT_PERCENTS,
  PAYMENT_MESSAGES,
  paymentCancelBody,
  paymentCancelResponse,
  paymentCheckBody,
  paymentCheckResponse,
  paymentHistoryBody,
  paymentHistoryResponse,
  paymentInitiateBody,
  paymentInitiateResponse,
  paymentVerifiedResponse,
  paymentVerifyBody,
  webhookResponse,
  webhookBody,
  noQuery,
} from '@anupalan/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { assertSelf } from '../auth/plugin.ts';
import { presentPaymentHistory, presentVerified as verified } from './presenters.ts';

const errs = {
  ...errorResponses,
  401: errorResponses[400],
  403: errorResponses[400],
  409: errorResponses[400],
  422: errorResponses[400],
};
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
        description: `payment_type full (default), partial (percent ${PART_PAYMENT_PERCENTS.join('/')}; total over ₹1,000) or custom (custom_amount in rupees, for services priced ₹0.01). Client amounts are ignored. period: for a recurring service, the month (2026-10), quarter (2026-27-Q2) or assessment year (2026-27), current or recent (default: the current one); 409 while an open request covers it. A coupon reserved by another of the customer's orders waiting for payment is not applied: coupon_note says why.`,
        body: paymentInitiateBody,
        response: {
          200: paymentInitiateResponse,
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
        period: b.period,
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
        body: paymentVerifyBody,
        response: { 200: paymentVerifiedResponse, ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const r = await payments.verify(req.user!, {
        orderId: req.body.razorpay_order_id,
        paymentId: req.body.razorpay_payment_id,
        signature: req.body.razorpay_signature,
      });
      return { success: true as const, message: PAYMENT_MESSAGES.verified, data: verified(r) };
    },
  );

  app.post(
    '/services/payment/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'The customer closed the checkout: the order stays open, a coupon it reserved is released',
        body: paymentCancelBody,
        response: { 200: paymentCancelResponse, ...errs, 404: errorResponses[400] },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const r = await payments.cancel(req.user!, req.body.razorpay_order_id);
      return { success: true as const, released: r.released };
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
        body: balancePaymentVerifyBody,
        response: { 200: paymentVerifiedResponse, ...errs },
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
      return { success: true as const, message: PAYMENT_MESSAGES.verified, data: verified(r) };
    },
  );

  app.post(
    '/user/service/payment/check',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: 'Has the signed-in customer an open request for this service (and period)?',
        description:
          'Only a request not completed yet counts; for a recurring service only one for the period sent (none without a period).',
        body: paymentCheckBody,
        response: { 200: paymentCheckResponse, ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const open = await payments.openRequestFor(req.user!.id, req.body.service_id, req.body.period, req.body.company_id ?? null);
      return {
        success: Boolean(open),
        message: open ? PAYMENT_MESSAGES.alreadyPaid : PAYMENT_MESSAGES.notPaid,
        request_id: open?.id ?? null,
      };
    },
  );

  app.post(
    '/user/payment/history',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['checkout'],
        summary: "The signed-in customer's payments, newest first",
        body: paymentHistoryBody,
        response: {
          200: paymentHistoryResponse,
          ...errs,
        },
      },
    },
    async (req) => {
      assertSelf(req, req.body?.user_id);
      const data = presentPaymentHistory(await payments.history(req.user!.id));
      return { success: true as const, message: data.length ? PAYMENT_MESSAGES.history : PAYMENT_MESSAGES.historyEmpty, data };
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['checkout'],
        summary: 'The GST document (tax invoice or receipt voucher) as PDF',
        params: invoicePdfParams,
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
        querystring: noQuery,
        tags: ['checkout'],
        summary: 'A GST credit note (issued with a refund) as PDF',
        params: creditNotePdfParams,
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
        body: webhookBody,
        response: { 200: webhookResponse, 400: errorResponses[400] },
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
