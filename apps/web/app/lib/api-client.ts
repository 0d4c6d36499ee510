/**
 * Browser calls to our own API (`/api/v1/...`). Same-origin, so the HttpOnly session cookie rides
 * along; JSON bodies carry `content-type: application/json` (the server refuses other types).
 *
 * Never throws: a network failure or an unreadable answer comes back as `{ ok: false, status: 0 }`
 * so each screen can pick the spec's message for the case.
 */
export interface ApiResult<T> {
  ok: boolean;
  /** HTTP status; 0 when the request never got an answer (network error). */
  status: number;
  /** The parsed JSON body, or null when there was none. */
  body: T | null;
}

export interface ApiErrorBody {
  success?: false;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** The fields every screen may read from an answer (each call adds its own). */
export interface ApiBody {
  status?: string | boolean;
  success?: boolean;
  message?: string;
  code?: string;
  /** Per-field messages of a validation failure (`{ field: [messages] }`). */
  errors?: Record<string, string[] | string>;
}

export async function apiRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; json?: unknown; form?: FormData; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const method = init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json' };
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
  let parsed: T | null;
  try {
    const text = await res.text();
    parsed = text ? (JSON.parse(text) as T) : null;
  } catch {
    parsed = null;
  }
  const success = (parsed as { success?: unknown } | null)?.success;
  return { ok: res.ok && success !== false, status: res.status, body: parsed };
}

/** The server's `message`, when the answer has one. */
export function messageOf(result: ApiResult<unknown>): string | null {
  const m = (result.body as ApiErrorBody | null)?.message;
  return typeof m === 'string' && m.trim() ? m : null;
}

/** The server's message when it sent a non-empty one (undefined otherwise, for `??` chains). */
export function serverMessage(result: ApiResult<unknown>): string | undefined {
  return messageOf(result) ?? undefined;
}

/** No answer, or one that is not JSON: the screens show their 'Network Error…' texts. */
export function unreachable(result: ApiResult<unknown>): boolean {
  return result.status === 0 || result.body === null;
}

/** An answer that says it worked: HTTP 2xx, and no `status`/`success` flag saying otherwise. */
export function succeeded(result: ApiResult<ApiBody>): boolean {
  if (!result.ok || !result.body) return false;
  const { status, success } = result.body;
  if (status !== undefined && status !== 'success' && status !== true) return false;
  return success !== false;
}

export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}
