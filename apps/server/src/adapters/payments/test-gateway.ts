import { randomBytes } from 'node:crypto';
import { hmacSha256Hex, paymentSignature, safeEqualHex } from './signatures.ts';
import { GatewayError, type GatewayOrder, type PaymentGateway } from './types.ts';

/** Where the test gateway keeps its orders (the database: modules/test-gateway/repository.ts). */
export interface TestGatewayStore {
  insert(order: StoredOrder): Promise<void>;
  find(id: string): Promise<StoredOrder | undefined>;
  /** Paid unless it already was; false when another request paid it first. */
  markPaid(id: string, paymentId: string): Promise<boolean>;
  markAttempted(id: string): Promise<void>;
  /** The paid order of a payment id. */
  findByPaymentId(paymentId: string): Promise<StoredOrder | undefined>;
  /**
   * One step, atomic per payment (two refunds at once are taken one after the other): answers the
   * refund an idempotency key already names; else keeps this one if it fits in what is left of
   * `capturedPaise`; else answers 'too-much' and keeps nothing.
   */
  refundOnce(refund: StoredRefund, capturedPaise: number): Promise<StoredRefund | 'too-much'>;
}

export interface StoredRefund {
  id: string;
  paymentId: string;
  amount: number;
  idempotencyKey: string;
}

/** A Razorpay-shaped error body. */
export interface GatewayErrorBody {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id?: string };
  };
}

export interface TestPaymentResult {
  ok: boolean;
  status: number;
  body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } | GatewayErrorBody;
  /** The webhook the gateway delivers for this outcome: raw JSON, its signature and event id. */
  webhook?: { body: string; signature: string; eventId: string };
}

export interface StoredOrder extends GatewayOrder {
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  paymentId?: string | null;
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'X')}`;
}

export const TEST_FAILURE_DESCRIPTION = 'Your payment was declined by the bank (test mode).';

/**
 * The built-in gateway used when no Razorpay keys are configured. Payment and webhook signatures
 * use the same HMAC scheme as Razorpay with a secret of our own, so verification code is shared.
 * Orders live in the database (not in process memory), so every instance sees them, as every
 * client of a real gateway would.
 */
export function createTestGateway(secret: string, orders: TestGatewayStore) {
  const keyId = `rzp_test_${hmacSha256Hex(secret, 'key-id').slice(0, 14)}`;

  function webhook(event: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_TESTMODE',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return { body, signature: hmacSha256Hex(secret, body), eventId: id('evt') };
  }

  const gateway: PaymentGateway & {
    pay(orderId: string, outcome: 'success' | 'failure'): Promise<TestPaymentResult>;
    findOrder(orderId: string): Promise<StoredOrder | undefined>;
  } = {
    name: 'test',
    keyId,
    checkoutScriptUrl: '/test-gateway/checkout.js',
    cspOrigins: [],
    async createOrder({ amountPaise, receipt, notes }) {
      const order: StoredOrder = {
        id: id('order'),
        amount: amountPaise,
        currency: 'INR',
        receipt: receipt.slice(0, 40),
        notes,
        status: 'created',
      };
      await orders.insert(order);
      return { id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt };
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return safeEqualHex(paymentSignature(secret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return safeEqualHex(hmacSha256Hex(secret, rawBody), signature);
    },
    async findOrder(orderId) {
      return orders.find(orderId);
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      // Razorpay's rules, with the state in the database: a captured payment, at most what is
      // left of it, and one refund per idempotency key (a different body under a used key: refused).
      const order = await orders.findByPaymentId(paymentId);
      if (!order || order.status !== 'paid') throw new GatewayError('The payment id provided does not exist');
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 100) throw new GatewayError('The amount must be at least INR 1.00');
      const refund = await orders.refundOnce({ id: id('rfnd'), paymentId, amount: amountPaise, idempotencyKey }, order.amount);
      if (refund === 'too-much') throw new GatewayError('The refund amount provided is greater than amount captured');
      if (refund.paymentId !== paymentId || refund.amount !== amountPaise)
        throw new GatewayError('Different request with the same idempotency key has already been processed.');
      return { id: refund.id, paymentId, amountPaise: refund.amount };
    },
    async pay(orderId, outcome) {
      const order = await orders.find(orderId);
      if (!order) {
        return {
          ok: false,
          status: 400,
          body: {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The id provided does not exist',
              source: 'business',
              step: 'payment_initiation',
              reason: 'input_validation_failed',
              metadata: { order_id: orderId },
            },
          },
        };
      }
      const alreadyPaid = (paidBy: string | null | undefined): TestPaymentResult => ({
        ok: false,
        status: 400,
        body: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Order has already been paid',
            source: 'business',
            step: 'payment_initiation',
            reason: 'order_already_paid',
            metadata: { order_id: orderId, payment_id: paidBy ?? '' },
          },
        },
      });
      if (order.status === 'paid') return alreadyPaid(order.paymentId);
      const paymentId = id('pay');
      const payment = {
        id: paymentId,
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        order_id: order.id,
        method: 'card',
        notes: order.notes,
        created_at: Math.floor(Date.now() / 1000),
      };
      if (outcome === 'success') {
        // Two instances paying one order at once: one wins, the other answers "already paid".
        if (!(await orders.markPaid(order.id, paymentId))) return alreadyPaid((await orders.find(order.id))?.paymentId);
        return {
          ok: true,
          status: 200,
          body: {
            razorpay_order_id: order.id,
            razorpay_payment_id: paymentId,
            razorpay_signature: paymentSignature(secret, order.id, paymentId),
          },
          webhook: webhook('payment.captured', { payment: { entity: { ...payment, status: 'captured', captured: true } } }),
        };
      }
      await orders.markAttempted(order.id);
      const error = {
        code: 'BAD_REQUEST_ERROR',
        description: TEST_FAILURE_DESCRIPTION,
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: paymentId },
      };
      return {
        ok: false,
        status: 400,
        body: { error },
        webhook: webhook('payment.failed', {
          payment: {
            entity: {
              ...payment,
              status: 'failed',
              error_code: error.code,
              error_description: error.description,
              error_source: error.source,
              error_step: error.step,
              error_reason: error.reason,
            },
          },
        }),
      };
    },
  };
  return gateway;
}
export type TestGateway = ReturnType<typeof createTestGateway>;
