import { documentLink } from '../../../lib/links';

/**
 * What /payment-success shows: handed over in navigation state, and kept for this tab (portal §3
 * "the last-paid ids") so a reload of the page still shows it.
 */
export interface PaidDetails {
  order_id?: string | null;
  payment_id?: string | null;
  /** Paise. */
  amount?: number | null;
  service_id?: number | null;
  service_name?: string | null;
  user_id?: number | null;
  service_request_id?: number | null;
  partial_payment_id?: number | null;
  /** Paise still due after a part payment. */
  balance?: number | null;
  gateway?: 'razorpay' | 'test' | null;
  kind?: 'initial' | 'balance';
}

/**
 * Where the success page leads next: a first payment to the documents the request needs; a
 * balance payment (the documents are long in) to the request in My Requests, where its result is
 * downloaded.
 */
export function nextStep(details: PaidDetails): { kind: 'documents' | 'request'; label: string; to: string } {
  if (details.kind === 'balance') return { kind: 'request', label: 'Go to My Requests', to: '/myrequests' };
  return { kind: 'documents', label: 'Go to Document Upload', to: documentLink(details.service_id, details.service_request_id) };
}

export const LAST_PAYMENT_KEY = 'anupalan.lastPayment';

export function rememberPayment(details: PaidDetails): void {
  try {
    window.sessionStorage.setItem(LAST_PAYMENT_KEY, JSON.stringify(details));
  } catch (err) {
    console.warn('Could not keep the payment details for this tab', err);
  }
}

/** A payment detail as text, or 'N/A' (portal §2 Payment success). */
export function orNa(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const s = String(value).trim();
  return s ? s : 'N/A';
}
