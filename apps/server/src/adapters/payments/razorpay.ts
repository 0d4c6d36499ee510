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
  };
}
