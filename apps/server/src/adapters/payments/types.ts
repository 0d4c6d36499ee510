/**
 * One gateway interface, two implementations: Razorpay, and a built-in test gateway that follows
 * Razorpay's contract (orders, the checkout script's `Razorpay` constructor, payment signatures and
 * signed webhooks) so the same code path runs offline.
 */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

export interface PaymentGateway {
  readonly name: 'razorpay' | 'test';
  /** The public key id handed to the browser in the initiate answer (never bundled). */
  readonly keyId: string;
  /** Where the browser loads the checkout script from. */
  readonly checkoutScriptUrl: string;
  /** Origins the checkout needs in the CSP (script, frame, connect). */
  readonly cspOrigins: readonly string[];
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /**
   * Refunds part or all of a captured payment. The same idempotency key answers the same refund
   * (Razorpay's `X-Refund-Idempotency`), so a retry after a lost answer never refunds twice.
   * Throws GatewayError when the gateway refuses or cannot be reached.
   */
  refund(input: RefundInput): Promise<GatewayRefund>;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /** 10 to 64 letters, digits, hyphens or underscores. */
  idempotencyKey: string;
  notes: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
}

export class GatewayError extends Error {
  override name = 'GatewayError';
}
