import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import {
  basePath,
  followsChosenLanguage,
  hasHindi,
  langFromAcceptLanguage,
  langFromCookie,
  langOfPath,
  pageLang,
  type Lang,
} from '@anupalan/shared/i18n';
import { localiseMessage } from '@anupalan/shared/i18n/server';

/**
 * The language an API client asked for (`Accept-Language`; English when it names none of ours,
 * ADR 0023). The web app sends its page's language with every call.
 */
export function requestLang(request: FastifyRequest): Lang {
  return langFromAcceptLanguage(request.headers['accept-language']);
}

/** A message of the API (English, the spec's words) in the client's language. */
export function localised(request: FastifyRequest, english: string): string {
  return localiseMessage(requestLang(request), english);
}

/**
 * Where a first visit to the root goes (issue 23): `/` stays English unless the visitor chose Hindi
 * (the `lang` cookie) or, having chosen nothing, arrives from elsewhere with a browser that prefers
 * Hindi (`Accept-Language`); then `/hi`. Never for crawlers (each address has one language for
 * them), never for a visitor coming from one of our own pages (the English link of the switcher,
 * even with cookies blocked: no loop), never for another path (the address decides), and not for
 * the sign-in prompt's `/?login=…`. Null: no redirect.
 */
export function rootLanguageRedirect(method: string | undefined, url: string, headers: IncomingHttpHeaders): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const q = url.indexOf('?');
  if ((q === -1 ? url : url.slice(0, q)) !== '/') return null;
  const query = q === -1 ? '' : url.slice(q);
  if (/[?&]login=/.test(query)) return null;
  const chosen = langFromCookie(headers.cookie);
  if (chosen) return chosen === 'hi' ? `/hi${query}` : null;
  if (isbot(headers['user-agent'] ?? '')) return null;
  if (fromOwnSite(headers)) return null;
  return langFromAcceptLanguage(headers['accept-language']) === 'hi' ? `/hi${query}` : null;
}

function fromOwnSite(headers: IncomingHttpHeaders): boolean {
  const referer = headers.referer;
  if (!referer || !headers.host) return false;
  try {
    return new URL(referer).host === headers.host;
  } catch {
    return false;
  }
}

/**
 * A `/hi/...` address of a page that has no Hindi version (yet): the English page, never an error
 * (issue 23). Null for every other address.
 */
export function englishOnlyRedirect(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (langOfPath(path) !== 'hi') return null;
  // A client navigation's route data (`/hi/gst.data`) follows its page (`/hi/gst`).
  const data = path.endsWith('.data') ? '.data' : '';
  const base = basePath(data ? path.slice(0, -data.length) : path);
  if (hasHindi(base)) return null;
  return `${base}${data}${q === -1 ? '' : url.slice(q)}`;
}

/**
 * An account or checkout page asked for in another language than English (their language is the
 * `lang` cookie's, ADR 0023): never answered from, nor kept in, the anonymous page cache or the
 * public fast path, whose entries are by URL (and English).
 */
export function chosenOtherLanguage(url: string, headers: IncomingHttpHeaders): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  return followsChosenLanguage(pathname) && pageLang(pathname, headers.cookie) !== 'en';
}
