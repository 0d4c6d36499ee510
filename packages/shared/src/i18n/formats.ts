import { LOCALES, type Lang } from './languages.ts';

/**
 * One `Intl` formatter per language and format, made once (ADR 0023): numbers and rupees with
 * Indian digit grouping (1,18,000), dates in India's time zone in the language's own words
 * (22 November 2026 / 22 नवंबर 2026). Digits stay Latin in Hindi, as on GST and income-tax forms.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(lang: Lang, name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `n|${lang}|${name}`;
  let f = cache.get(id) as Intl.NumberFormat | undefined;
  if (!f) cache.set(id, (f = new Intl.NumberFormat(LOCALES[lang], options)));
  return f;
}

function dateFormat(lang: Lang, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `d|${lang}|${name}`;
  let f = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(id, (f = new Intl.DateTimeFormat(LOCALES[lang], options)));
  return f;
}

/** 1,18,000 (Indian grouping, up to two decimals). */
export function formatNumber(lang: Lang, value: number): string {
  return numberFormat(lang, 'number', { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(value);
}

/** ₹1,18,000.00 from integer paise. */
export function formatRupees(lang: Lang, paise: number): string {
  return numberFormat(lang, 'inr', { style: 'currency', currency: 'INR', numberingSystem: 'latn' }).format(paise / 100);
}

/** 22 November 2026 / 22 नवंबर 2026, in India's time zone. */
export function formatDate(lang: Lang, date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  return dateFormat(lang, 'date', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(d);
}

/** 22 Nov 2026, 3:05 pm, in India's time zone. */
export function formatDateTime(lang: Lang, date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  return dateFormat(lang, 'datetime', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(d);
}

/** A month's name in a language (0 → January / जनवरी). */
export function formatMonthName(lang: Lang, month: number): string {
  return dateFormat(lang, 'month', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month, 15));
}
