import { apiRequest, messageOf, type ApiResult } from '../../../lib/api-client';

/**
 * Reading the answers of the identity calls (made with the app's `apiRequest`: same-origin, so the
 * HttpOnly session cookie rides along and page scripts never see it).
 */

/** The fields the identity screens read from any answer (each call adds its own). */
export interface ApiBody {
  status?: string | boolean;
  success?: boolean;
  message?: string;
  code?: string;
  /** Per-field messages of a validation failure (`{ field: [messages] }`). */
  errors?: Record<string, string[] | string>;
}

export type { ApiResult };
export { apiRequest };

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

/** The server's message when it sent a non-empty one. */
export function serverMessage(result: ApiResult<unknown>): string | undefined {
  return messageOf(result) ?? undefined;
}

/** The first message per field of a validation failure, e.g. `{ mobile: 'Please enter a valid mobile number' }`. */
export function fieldErrors(result: ApiResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = (result.body as ApiBody | null)?.errors;
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}
