import { checkoutEn as E } from '@anupalan/shared/i18n/parts/checkout.en';
import { english } from '@anupalan/shared/i18n/english';

/**
 * The checkout page's messages (portal §2, §4, §5), word for word: the English of the `checkout`
 * catalogue part. A page shows them in its language with `t.text(message)`.
 */
export const CHECKOUT_MESSAGES = {
  loadFailed: E['checkout.loadFailed'],
  companiesFailed: E['checkout.companiesFailed'],
  noServiceId: E['checkout.noServiceId'],
  needCompany: E['checkout.needCompany'],
  couponEmpty: E['checkout.couponEmpty'],
  couponInvalid: E['checkout.couponInvalid'],
  couponError: E['checkout.couponError'],
  couponApplied: (n: number) => english(E['checkout.couponApplied'], { percent: n }),
} as const;
