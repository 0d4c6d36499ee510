/**
 * The checkout widget: Razorpay's `checkout.js`, or the built-in test gateway's same-origin script
 * that defines the same `Razorpay` constructor, options, `handler` and `payment.failed` event. The
 * script URL comes from the server's answer (never from the bundle), and is added to the page once.
 */

export interface GatewaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface GatewayFailure {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
}

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  handler: (response: GatewaySuccess) => void;
  modal?: { ondismiss?: () => void; escape?: boolean; confirm_close?: boolean };
}

interface RazorpayInstance {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', cb: (response: GatewayFailure) => void): void;
}

type RazorpayConstructor = new (options: CheckoutOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds the checkout script once per URL; resolves when `window.Razorpay` exists. */
export function loadCheckoutScript(url: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.reject(new Error('no window'));
  const existing = loading.get(url);
  if (existing) return existing;
  const p = new Promise<void>((resolve, reject) => {
    const already = document.querySelector<HTMLScriptElement>(`script[data-checkout-script="${CSS.escape(url)}"]`);
    if (already && window.Razorpay) {
      resolve();
      return;
    }
    const script = already ?? document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.checkoutScript = url;
    script.addEventListener('load', () =>
      window.Razorpay ? resolve() : reject(new Error('checkout script defined no Razorpay')),
    );
    script.addEventListener('error', () => reject(new Error('checkout script failed to load')));
    if (!already) document.head.appendChild(script);
  });
  p.catch(() => loading.delete(url));
  loading.set(url, p);
  return p;
}

export interface CheckoutCallbacks {
  onSuccess: (response: GatewaySuccess) => void;
  onFailed: (reason: string) => void;
  onDismiss: () => void;
}

/** The reason shown in 'Payment failed: {reason}'. */
export function failureReason(response: GatewayFailure | null | undefined): string {
  const e = response?.error;
  return e?.description || e?.reason || 'Unknown error';
}

/** Opens the widget. Returns false when the constructor is missing. */
export function openCheckout(options: Omit<CheckoutOptions, 'handler' | 'modal'>, callbacks: CheckoutCallbacks): boolean {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return false;
  const rzp = new Razorpay({
    ...options,
    handler: (resp) => callbacks.onSuccess(resp),
    modal: { ondismiss: () => callbacks.onDismiss() },
  });
  rzp.on('payment.failed', (r) => callbacks.onFailed(failureReason(r)));
  rzp.open();
  return true;
}
