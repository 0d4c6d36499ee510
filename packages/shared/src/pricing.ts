import { formatInr, percentOf, type Paise } from './money.ts';
import { en } from './i18n/en.ts';
import { t } from './i18n/messages.ts';
import type { Lang } from './i18n/languages.ts';

/** Part-payment choices (portal §5, §9). */
export const PART_PAYMENT_PERCENTS = [30, 50, 80] as const;
export type PartPaymentPercent = (typeof PART_PAYMENT_PERCENTS)[number];
export const DEFAULT_PART_PERCENT: PartPaymentPercent = 30;
/** Part payment is offered only when the total is over ₹1,000. */
export const PART_PAYMENT_MIN_TOTAL_PAISE = 100_000;
/** A price of ₹0.01 or less means "pay the amount agreed with an expert" (custom-amount mode). */
export const CUSTOM_AMOUNT_MAX_PRICE_PAISE = 1;
/** Bounds of a custom amount (configurable on the server; these are the defaults). */
export const CUSTOM_AMOUNT_MIN_PAISE = 100;
export const CUSTOM_AMOUNT_MAX_PAISE = 10_00_000_00;

/** The range a custom amount must fall in (the server's configuration: CUSTOM_AMOUNT_MIN/MAX_RUPEES). */
export interface CustomAmountBounds {
  min: Paise;
  max: Paise;
}
export const DEFAULT_CUSTOM_AMOUNT_BOUNDS: CustomAmountBounds = { min: CUSTOM_AMOUNT_MIN_PAISE, max: CUSTOM_AMOUNT_MAX_PAISE };

/** The one message for an amount outside the range, at either end (server and checkout page alike). */
export function customAmountRangeMessage(bounds: CustomAmountBounds): string {
  return `Please enter an amount between ${formatInr(bounds.min)} and ${formatInr(bounds.max)}.`;
}

export type PaymentType = 'full' | 'partial' | 'custom';

export interface QuoteInput {
  /** Professional fee, GST included. */
  pricePaise: Paise;
  governmentFeePaise: Paise | null;
  discountPercent?: number | null;
  paymentType: PaymentType;
  percent?: number | null;
  customAmountPaise?: Paise | null;
}

export interface Quote {
  customAmountMode: boolean;
  feePaise: Paise;
  discountPaise: Paise;
  governmentFeePaise: Paise;
  totalPaise: Paise;
  /** 100 for a full payment, 30/50/80 for a part payment, null in custom-amount mode. */
  percent: number | null;
  paymentType: PaymentType;
  payNowPaise: Paise;
  balancePaise: Paise;
  partPaymentAllowed: boolean;
}

export type QuoteError =
  'CUSTOM_AMOUNT_REQUIRED' | 'CUSTOM_AMOUNT_RANGE' | 'CUSTOM_NOT_ALLOWED' | 'PART_NOT_ALLOWED' | 'PERCENT_INVALID';

export const QUOTE_MESSAGES: Record<Exclude<QuoteError, 'CUSTOM_AMOUNT_RANGE'>, string> = {
  CUSTOM_AMOUNT_REQUIRED: 'Please enter the amount to pay.',
  CUSTOM_NOT_ALLOWED: 'This service has a fixed price.',
  PART_NOT_ALLOWED: 'Part payment is available only when the total is over ₹1,000.',
  PERCENT_INVALID: 'Part payment must be 30%, 50% or 80%.',
};

/** The message for a quote error; the range message names the bounds in force. */
export function quoteErrorMessage(error: QuoteError, bounds: CustomAmountBounds = DEFAULT_CUSTOM_AMOUNT_BOUNDS): string {
  return error === 'CUSTOM_AMOUNT_RANGE' ? customAmountRangeMessage(bounds) : QUOTE_MESSAGES[error];
}

export function isCustomAmountService(pricePaise: Paise): boolean {
  return pricePaise <= CUSTOM_AMOUNT_MAX_PRICE_PAISE;
}

/**
 * The one price calculation, used by the checkout page to show the breakdown and by the server to
 * charge (the server's result is the only one that counts). The coupon discounts the professional
 * fee only; the government fee passes through untouched.
 */
export function computeQuote(input: QuoteInput, bounds: CustomAmountBounds = DEFAULT_CUSTOM_AMOUNT_BOUNDS): Quote | QuoteError {
  const governmentFeePaise = input.governmentFeePaise ?? 0;
  if (isCustomAmountService(input.pricePaise)) {
    if (input.paymentType === 'partial') return 'PART_NOT_ALLOWED';
    const amount = input.customAmountPaise;
    if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'CUSTOM_AMOUNT_REQUIRED';
    if (!Number.isSafeInteger(amount) || amount < bounds.min || amount > bounds.max) return 'CUSTOM_AMOUNT_RANGE';
    return {
      customAmountMode: true,
      feePaise: amount,
      discountPaise: 0,
      governmentFeePaise: 0,
      totalPaise: amount,
      percent: null,
      paymentType: 'custom',
      payNowPaise: amount,
      balancePaise: 0,
      partPaymentAllowed: false,
    };
  }
  if (input.paymentType === 'custom') return 'CUSTOM_NOT_ALLOWED';
  const pct = Math.min(Math.max(input.discountPercent ?? 0, 0), 100);
  const discountPaise = percentOf(input.pricePaise, pct);
  const totalPaise = input.pricePaise - discountPaise + governmentFeePaise;
  const partPaymentAllowed = totalPaise > PART_PAYMENT_MIN_TOTAL_PAISE;
  let percent = 100;
  if (input.paymentType === 'partial') {
    if (!partPaymentAllowed) return 'PART_NOT_ALLOWED';
    if (!PART_PAYMENT_PERCENTS.includes(input.percent as PartPaymentPercent)) return 'PERCENT_INVALID';
    percent = input.percent as number;
  }
  const payNowPaise = percent === 100 ? totalPaise : percentOf(totalPaise, percent);
  return {
    customAmountMode: false,
    feePaise: input.pricePaise,
    discountPaise,
    governmentFeePaise,
    totalPaise,
    percent,
    paymentType: input.paymentType,
    payNowPaise,
    balancePaise: totalPaise - payNowPaise,
    partPaymentAllowed,
  };
}

/** What a quote-priced (custom-amount) service shows wherever a price would be (issue 28 item 6). */
export const PRICE_ON_QUOTE_TEXT = en['price.quote'];

/**
 * How a service's price is shown, the one formatter for every place (category sections, the
 * proceed card, the back office's preview, structured data): the total a customer pays and its
 * parts, or, for a quote-priced service, what it is instead of a price.
 */
export type PriceDisplay =
  | { kind: 'quote'; text: string }
  | {
      kind: 'fixed';
      /** What checkout charges in full: professional fee (GST included) plus any government fee. */
      totalPaise: Paise;
      /** '₹1,699.00' */
      total: string;
      /** 'incl. GST' or '₹1,199.00 incl. GST + ₹500.00 government fee' */
      parts: string;
      /** The whole line: '₹1,699.00 (₹1,199.00 incl. GST + ₹500.00 government fee)' or '₹1,199.00 incl. GST' */
      text: string;
    };

/** In a language (ADR 0023): English by default, the catalogue's words; amounts grouped the Indian way in both. */
export function describePrice(pricePaise: Paise, governmentFeePaise: Paise | null | undefined, lang: Lang = 'en'): PriceDisplay {
  if (isCustomAmountService(pricePaise)) return { kind: 'quote', text: t(lang, 'price.quote') };
  const fee = governmentFeePaise && governmentFeePaise > 0 ? governmentFeePaise : 0;
  const totalPaise = pricePaise + fee;
  const total = formatInr(totalPaise);
  if (!fee)
    return { kind: 'fixed', totalPaise, total, parts: t(lang, 'price.inclGst'), text: t(lang, 'price.withGst', { total }) };
  const parts = t(lang, 'price.parts', { price: formatInr(pricePaise), fee: formatInr(fee) });
  return { kind: 'fixed', totalPaise, total, parts, text: t(lang, 'price.line', { total, parts }) };
}
