import {
  DEFAULT_CUSTOM_AMOUNT_BOUNDS,
  GST_RATE_PERCENT,
  computeQuote,
  quoteErrorMessage,
  isCustomAmountService,
  parseRupeesText,
  rupeesToPaise,
  splitGstInclusive,
  type CustomAmountBounds,
  type Paise,
  type PaymentType,
  type Quote,
  type QuoteError,
  type ServiceType,
} from '@anupalan/shared';
import { addMessages } from '@anupalan/shared/i18n';
import { checkoutEn } from '@anupalan/shared/i18n/parts/checkout.en';
import { translator, type Translator } from '../../../lib/i18n';

// The breakdown's labels are the `checkout` catalogue part (its routes register it too).
addMessages('en', checkoutEn);
const english = translator('en');
import { REFUND_TABLE, REFUND_TABLE_NOTE } from '@anupalan/shared/refunds';

export type RegistrationType = 'individual' | 'business';

/** What the customer buys as: fixed by the service, or chosen when its type is 'both'. */
export function registrationFor(serviceType: ServiceType, chosen: RegistrationType | ''): RegistrationType | null {
  if (serviceType === 'individual' || serviceType === 'business') return serviceType;
  return chosen || null;
}

/** Business services, or 'both' with business chosen, need a company (portal §5 Checkout). */
export function needsCompany(serviceType: ServiceType, chosen: RegistrationType | ''): boolean {
  return registrationFor(serviceType, chosen) === 'business';
}

/**
 * The amount typed in custom-amount mode (rupees, step 0.01) as paise; null when it is not a
 * number. Rounds to the paisa.
 */
export function parseRupees(text: string): Paise | null {
  const n = parseRupeesText(text);
  return n !== null && Number.isFinite(n) ? rupeesToPaise(n) : null;
}

export interface QuoteChoice {
  pricePaise: Paise;
  governmentFeePaise: Paise | null;
  discountPercent: number | null;
  paymentType: 'full' | 'partial';
  percent: number;
  customAmountText: string;
  /** The server's custom-amount range (defaults when the page was not given one). */
  customAmountBounds?: CustomAmountBounds;
}

/** The shared calculation for what is on screen; the server's answer is what is charged. */
export function quoteFor(c: QuoteChoice): Quote | QuoteError {
  const custom = isCustomAmountService(c.pricePaise);
  let paymentType: PaymentType = custom ? 'custom' : c.paymentType;
  const bounds = c.customAmountBounds ?? DEFAULT_CUSTOM_AMOUNT_BOUNDS;
  const first = computeQuote(
    {
      pricePaise: c.pricePaise,
      governmentFeePaise: c.governmentFeePaise,
      discountPercent: c.discountPercent,
      paymentType,
      percent: paymentType === 'partial' ? c.percent : null,
      customAmountPaise: custom ? parseRupees(c.customAmountText) : null,
    },
    bounds,
  );
  // A part payment chosen before a coupon brought the total to ₹1,000 or less falls back to full.
  if (first === 'PART_NOT_ALLOWED' && !custom) {
    paymentType = 'full';
    return computeQuote({
      pricePaise: c.pricePaise,
      governmentFeePaise: c.governmentFeePaise,
      discountPercent: c.discountPercent,
      paymentType,
    });
  }
  return first;
}

export function quoteMessage(q: Quote | QuoteError, bounds: CustomAmountBounds = DEFAULT_CUSTOM_AMOUNT_BOUNDS): string | null {
  return typeof q === 'string' ? quoteErrorMessage(q, bounds) : null;
}

export interface BreakdownRow {
  key: string;
  label: string;
  amount: Paise;
  /** 'sub' rows explain the one above (taxable value and GST); 'total' rows stand out. */
  kind: 'line' | 'sub' | 'discount' | 'total' | 'pay';
}

/** Every line of the price before paying: fee with its GST split, government fee, coupon, total, now and later. */
export function breakdownRows(
  q: Quote,
  coupon: { code: string; percent: number } | null,
  t: Translator = english,
): BreakdownRow[] {
  const rows: BreakdownRow[] = [];
  const feeAfterDiscount = q.feePaise - q.discountPaise;
  const split = splitGstInclusive(feeAfterDiscount, true);
  rows.push({
    key: 'fee',
    label: t(q.customAmountMode ? 'checkout.row.feeAgreed' : 'checkout.row.fee'),
    amount: q.feePaise,
    kind: 'line',
  });
  if (q.discountPaise > 0 && coupon) {
    rows.push({
      key: 'discount',
      label: t('checkout.row.discount', { code: coupon.code, percent: coupon.percent }),
      amount: -q.discountPaise,
      kind: 'discount',
    });
  }
  rows.push({ key: 'taxable', label: t('checkout.row.taxable'), amount: split.taxable, kind: 'sub' });
  rows.push({ key: 'gst', label: t('checkout.row.gst', { rate: GST_RATE_PERCENT }), amount: split.gst, kind: 'sub' });
  if (q.governmentFeePaise > 0) {
    rows.push({ key: 'govt', label: t('checkout.row.govt'), amount: q.governmentFeePaise, kind: 'line' });
  }
  rows.push({ key: 'total', label: t('checkout.row.total'), amount: q.totalPaise, kind: 'total' });
  if (q.paymentType === 'partial') {
    rows.push({
      key: 'now',
      label: t('checkout.row.nowPercent', { percent: q.percent ?? 0 }),
      amount: q.payNowPaise,
      kind: 'pay',
    });
    rows.push({ key: 'balance', label: t('checkout.row.balance'), amount: q.balancePaise, kind: 'line' });
  } else {
    rows.push({ key: 'now', label: t('checkout.row.now'), amount: q.payNowPaise, kind: 'pay' });
  }
  return rows;
}

/**
 * The refund rules by stage (storefront §9 terms facts): the one published table, which also
 * computes a cancellation's refund on My Requests (`refundAt`, packages/shared/src/refunds.ts).
 */
export const REFUND_RULES: ReadonlyArray<{ stage: string; refund: string }> = REFUND_TABLE;
export const REFUND_NOTE = REFUND_TABLE_NOTE;

/** The upper-casing coupon input (portal §9). */
export function normaliseCoupon(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '').slice(0, 40);
}
