import Razorpay from 'razorpay';
import { hmacSha256Hex, paymentSignature, safeEqualHex } from './signatures.ts';
import { GatewayError, type PaymentGateway } from './types.ts';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** API host (default Razorpay's); tests point it at a local fake. */
  apiUrl?: string;
}

function sdkFor(cfg: RazorpayConfig): Razorpay {
  const sdk = new Razorpay({ key_id: cfg.keyId, key_secret: cfg.keySecret });
  if (cfg.apiUrl && cfg.apiUrl !== 'https://api.razorpay.com') {
    // The SDK has no option for its host; its axios instance does.
    (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = cfg.apiUrl.replace(
      /\/$/,
      '',
    );
  }
  return sdk;
}

/** Razorpay through its official SDK; signatures are checked locally with the secrets. */
export function createRazorpayGateway(cfg: RazorpayConfig, client?: Pick<Razorpay, 'orders'>): PaymentGateway {
  const sdk = client ?? sdkFor(cfg);
  return {
    name: 'razorpay',
    keyId: cfg.keyId,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    cspOrigins: ['https://checkout.razorpay.com', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    async createOrder({ amountPaise, receipt, notes }) {
      try {
        const order = await sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt: receipt.slice(0, 40), notes });
        return { id: order.id, amount: Number(order.amount), currency: order.currency, receipt: order.receipt ?? receipt };
      } catch (err) {
        const description = (err as { error?: { description?: string } }).error?.description ?? (err as Error).message;
        throw new GatewayError(`Razorpay order creation failed: ${description}`, { cause: err });
      }
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return safeEqualHex(paymentSignature(cfg.keySecret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return safeEqualHex(hmacSha256Hex(cfg.webhookSecret, rawBody), signature);
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      // The SDK's payments.refund cannot send headers; this is the same endpoint with the
      // idempotency header (https://razorpay.com/docs/api/refunds/normal-refunds-idempotent).
      const base = (cfg.apiUrl ?? 'https://api.razorpay.com').replace(/\/$/, '');
      let res: Response;
      try {
        res = await fetch(`${base}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`,
            'content-type': 'application/json',
            'x-refund-idempotency': idempotencyKey,
          },
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', receipt: idempotencyKey.slice(0, 40), notes }),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (err) {
        throw new GatewayError(`Razorpay refund failed: ${(err as Error).message}`, { cause: err });
      }
      const body = (await res.json().catch(() => ({}))) as {
        id?: string;
        amount?: number;
        payment_id?: string;
        error?: { description?: string };
      };
      if (!res.ok || !body.id) {
        throw new GatewayError(`Razorpay refund failed: ${body.error?.description ?? `HTTP ${res.status}`}`);
      }
      return { id: body.id, paymentId: body.payment_id ?? paymentId, amountPaise: Number(body.amount ?? amountPaise) };
    },
  };
}
