import { useMemo } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import {
  LANG_COOKIE,
  basePath,
  followsChosenLanguage,
  hasHindi,
  langOfPath,
  localePath,
  localiseText,
  pageLang,
  t,
  type Lang,
  type MessageKey,
  type MessageValues,
} from '@anupalan/shared/i18n';

/**
 * The page's language (ADR 0023): a storefront page's comes from its address (`/hi/...` is Hindi),
 * so the server's render, the hydration and every client navigation agree without any state of
 * their own. An account or checkout page (one address in both languages) follows the visitor's
 * choice, the `lang` cookie: the server reads it from the request (the root loader's `chosenLang`),
 * the browser from `document.cookie` (the same cookie, so the hydration agrees).
 */
export function useLang(): Lang {
  const { pathname } = useLocation();
  const root = useRouteLoaderData('root') as { chosenLang?: Lang | null } | undefined;
  if (!followsChosenLanguage(pathname)) return langOfPath(pathname);
  if (typeof document === 'undefined') return root?.chosenLang ?? 'en';
  return pageLang(pathname, document.cookie);
}

export interface Translator {
  lang: Lang;
  /** The catalogue's text for a key in the page's language. */
  (key: MessageKey, values?: MessageValues): string;
  /** An English text of the shared rules (a zod message, a server fallback) in the page's language. */
  text(english: string): string;
  /** The address of an English path in the page's language (`/gst` → `/hi/gst` on a Hindi page). */
  path(englishPath: string): string;
}

export function translator(lang: Lang): Translator {
  const tr = ((key: MessageKey, values?: MessageValues) => t(lang, key, values)) as Translator;
  tr.lang = lang;
  tr.text = (english) => localiseText(lang, english);
  tr.path = (p) => localePath(p, lang);
  return tr;
}

export function useT(): Translator {
  const lang = useLang();
  return useMemo(() => translator(lang), [lang]);
}

/** The `lang` attribute of a page in a language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi' };

/**
 * The same page in the other language, or null when it has no Hindi version. An account or checkout
 * page keeps its address (the switch's cookie chooses its language).
 */
export function otherLanguagePath(pathname: string, current: Lang): { lang: Lang; path: string } | null {
  if (followsChosenLanguage(pathname)) return { lang: current === 'hi' ? 'en' : 'hi', path: pathname };
  const lang = langOfPath(pathname);
  const base = basePath(pathname);
  if (!hasHindi(base)) return null;
  return lang === 'hi' ? { lang: 'en', path: base } : { lang: 'hi', path: localePath(base, 'hi') };
}

/**
 * Remembers the visitor's choice for a year (read at the root address, plugins/ssr.ts) and, for a
 * signed-in person, on their account (their messages follow it): sent with `keepalive`, so the page
 * load the switch starts does not cut it off.
 */
export function rememberLanguage(lang: Lang, signedIn: boolean): void {
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  if (!signedIn) return;
  void fetch('/api/v1/user/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ language: lang }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch((err: unknown) => console.warn('could not save the language on the account', err));
}
