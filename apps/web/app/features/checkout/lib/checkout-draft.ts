import type { RegistrationType } from './checkout-rules';

/** What the checkout keeps while the customer adds a company and comes back (portal §4). */
export interface CheckoutDraft {
  registration: RegistrationType | '';
  couponCode: string;
  coupon: { code: string; percent: number } | null;
  paymentType: 'full' | 'partial';
  percent: number;
  customAmount: string;
}

const draftKey = (slug: string) => `anupalan.checkoutDraft.${slug}`;

/** The saved draft of a service's checkout, read once (it is removed as it is read). */
export function readDraft(slug: string): Partial<CheckoutDraft> | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(slug));
    window.sessionStorage.removeItem(draftKey(slug));
    return raw ? (JSON.parse(raw) as Partial<CheckoutDraft>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(slug: string, draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(draftKey(slug), JSON.stringify(draft));
  } catch {
    /* the draft is a convenience only */
  }
}
