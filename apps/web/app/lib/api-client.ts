import { pageLang } from '@anupalan/shared/i18n';

/**
 * Browser calls to our own API (`/api/v1/...`). Same-origin, so the HttpOnly session cookie rides
 * along; JSON bodies carry `content-type: application/json` (the server refuses other types).
 *
 * Never throws: a network failure or an unreadable answer comes back as `{ ok: false, status: 0 }`
 * so each screen can pick the spec's message for the case.
 *
 * One call's outcome. `ok` (HTTP 2xx with a JSON body that does not say `success: false`) narrows
 * `body` to the endpoint's answer: the `z.output` of its response schema in `@anupalan/shared`'s
 * contracts, named by the caller (`apiRequest<MenuListResponse>(…)`), never re-parsed here, since
 * our own server serialises that very schema. Otherwise `body` is our error handler's answer (`E`:
 * a route's extra refusal fields, e.g. the coupon check's `valid: false`), or null without one.
 */
export type ApiResult<T, E = ApiErrorBody> =
  | { ok: true; status: number; body: T }
  | {
      ok: false;
      /** HTTP status; 0 when the request never got an answer (network error). */
      status: number;
      /** The error body, or null when the answer was missing or not JSON. */
      body: E | null;
    };

/** The error handler's answer (`errorBodySchema`); `status: 'error'` on the sign-in, partner, profile and location routes. */
export interface ApiErrorBody {
  success?: false;
  status?: 'error';
  message?: string;
  code?: string;
  /** Per-field messages of a validation failure (`{ field: [messages] }`). */
  errors?: Record<string, string[]>;
}

/** The flags `succeeded` reads of an answer (`status: 'success'` and `success: true` in the contracts that carry them). */
export interface ApiBody {
  status?: string | boolean;
  success?: boolean;
  message?: string;
  code?: string;
  /** Per-field messages of a validation failure (`{ field: [messages] }`). */
  errors?: Record<string, string[] | string>;
}

/** The language of the page this runs on (English outside a browser). */
function pageLanguage(): string {
  return typeof window === 'undefined' ? 'en' : pageLang(window.location.pathname, document.cookie);
}

export async function apiRequest<T, E = ApiErrorBody>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown; form?: FormData; signal?: AbortSignal } = {},
): Promise<ApiResult<T, E>> {
  const method = init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET');
  // The API answers its messages in the page's language (ADR 0023): the page's address says which.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': pageLanguage() };
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: init.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return { ok: false, status: 0, body: null };
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    text = '';
  }
  return resultOf<T, E>(res.status, text);
}

/** The outcome of an answer with this HTTP status and body text (for a call made without `apiRequest`, e.g. an upload with progress). */
export function resultOf<T, E = ApiErrorBody>(status: number, text: string): ApiResult<T, E> {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (parsed === null || typeof parsed !== 'object') return { ok: false, status, body: null };
  const success = (parsed as { success?: unknown }).success;
  if (status >= 200 && status < 300 && success !== false) return { ok: true, status, body: parsed as T };
  return { ok: false, status, body: parsed as E };
}

/** The server's `message`, when the answer has one. */
export function messageOf(result: ApiResult<unknown, unknown>): string | null {
  const m = (result.body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.trim() ? m : null;
}

/** The server's message when it sent a non-empty one (undefined otherwise, for `??` chains). */
export function serverMessage(result: ApiResult<unknown, unknown>): string | undefined {
  return messageOf(result) ?? undefined;
}

/** No answer, or one that is not JSON: the screens show their 'Network Error…' texts. */
export function unreachable(result: ApiResult<unknown, unknown>): boolean {
  return result.status === 0 || result.body === null;
}

/** An answer that says it worked: HTTP 2xx, and no `status`/`success` flag saying otherwise. */
export function succeeded<T extends ApiBody, E>(result: ApiResult<T, E>): result is Extract<ApiResult<T, E>, { ok: true }> {
  if (!result.ok) return false;
  const { status, success } = result.body;
  if (status !== undefined && status !== 'success' && status !== true) return false;
  return success !== false;
}

export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}
