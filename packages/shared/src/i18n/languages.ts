/**
 * The languages of the product, how a page's address carries one, and how a visitor's preference is
 * read (ADR 0023). English is the default and the fallback: an unknown language anywhere is English.
 */
import { CATEGORIES } from '../categories.ts';

export const LANGUAGES = ['en', 'hi'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The `lang` attribute and the `Intl` locale of each language. */
export const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };
/** Open Graph's spelling. */
export const OG_LOCALES: Record<Lang, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The cookie that remembers a visitor's choice (set by the language switcher). */
export const LANG_COOKIE = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Storefront pages that exist in Hindi, under `/hi` + the English path (`/hi`, `/hi/gst`). The
 * account area and checkout have one address in both languages (below); the back office is English.
 */
export const HINDI_PATHS: readonly string[] = ['/', ...CATEGORIES.map((c) => c.path)];

/**
 * The account area and checkout: private pages (signed in, never indexed, not in the sitemap) with
 * one address in both languages. Their language is the visitor's choice, the `lang` cookie (set by
 * the header's switch, which also keeps it on the account, and by signing in to the account's
 * language), English without one; so every link, redirect and payment return reaches them in the
 * visitor's language without a language in the address (ADR 0023).
 */
const CHOSEN_LANGUAGE_PATHS: readonly RegExp[] = [
  /^\/(profile|company-details|company-detailform|calendar|payment-history|payment-success|completed-services|feedback)\/?$/,
  /^\/myrequests(\/|$)/,
  /^\/grievance(\/|$)/,
  /^\/proceed\/[^/]+\/?$/,
  /^\/service\/[^/]+\/(proceed|partial)-to-payment\/?$/,
  /^\/documents?(\/|$)/,
];

/** Whether a page's language is the visitor's choice (the `lang` cookie) rather than its address's. */
export function followsChosenLanguage(pathname: string): boolean {
  return CHOSEN_LANGUAGE_PATHS.some((re) => re.test(pathname));
}

/** A page's language: `/hi/...` is Hindi; an account or checkout page is the `lang` cookie's; else English. */
export function pageLang(pathname: string, cookieHeader: string | null | undefined): Lang {
  if (followsChosenLanguage(pathname)) return langFromCookie(cookieHeader) ?? DEFAULT_LANG;
  return langOfPath(pathname);
}

/** The language of an address: `/hi` and `/hi/...` are Hindi, everything else English. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/hi' || pathname === '/hi/' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The English path of an address: `/hi/gst` → `/gst`, `/hi` → `/`. */
export function basePath(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

export function hasHindi(path: string): boolean {
  return HINDI_PATHS.includes(path === '' ? '/' : path.length > 1 ? path.replace(/\/$/, '') : path);
}

/**
 * The address of an English path in a language: `/gst#service-3` → `/hi/gst#service-3` in Hindi,
 * when that page exists in Hindi; otherwise the English address as it is.
 */
export function localePath(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  if (!pathname.startsWith('/') || langOfPath(pathname) === 'hi' || !hasHindi(pathname)) return path;
  return `${pathname === '/' ? '/hi' : `/hi${pathname}`}${tail}`;
}

/**
 * The supported language an `Accept-Language` header prefers (q-values honoured, `hi-IN` is `hi`),
 * or English when it names none of ours, is missing or malformed.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header || header.length > 500) return DEFAULT_LANG;
  let best: Lang = DEFAULT_LANG;
  let bestQ = -1;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!Number.isFinite(q) || q <= 0) continue;
    if (isLang(primary) && q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}

/** A language named by a cookie header's `lang=` value, or null. */
export function langFromCookie(cookieHeader: string | null | undefined): Lang | null {
  if (!cookieHeader) return null;
  const m = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(cookieHeader);
  const value = m?.[1]?.trim();
  return isLang(value) ? value : null;
}
