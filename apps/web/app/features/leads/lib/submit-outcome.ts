import { CONSULTATION_MESSAGES, type ConsultationField } from '@anupalan/shared/contracts/leads-texts';
import type { ApiResult } from '../../../lib/api-client';
import { pickErrors, serverFieldErrors } from '../../../components/forms/field-errors';

export type SubmitOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      /** What the form shows above its button (storefront §8). */
      message: string;
      /** Messages to show under the fields the server named. */
      fieldErrors: Partial<Record<ConsultationField, string>>;
    };

const FIELDS: readonly ConsultationField[] = ['name', 'mobile', 'email', 'service_id', 'message'];

interface Body {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** Every message of `errors` ({ field: [messages] } or { field: message }), in order. */
export function flattenErrors(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const out: string[] = [];
  for (const value of Object.values(errors as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    for (const m of list) if (typeof m === 'string' && m.trim()) out.push(m.trim());
  }
  return out;
}

/**
 * The consultation answer as the form reports it (storefront §8): success → the success alert;
 * a failure reported by the server → its flattened errors, else its message, else 'Something went
 * wrong. Please try again.'; an HTTP error → the same, else 'Failed to submit.'; no answer →
 * 'Failed to submit. Please check your network or try again later.'
 */
export function submitOutcome(result: ApiResult<unknown>): SubmitOutcome {
  const M = CONSULTATION_MESSAGES;
  if (result.status === 0) return { ok: false, message: M.network, fieldErrors: {} };
  const body = (result.body && typeof result.body === 'object' ? result.body : {}) as Body;
  const serverMessage = typeof body.message === 'string' && body.message.trim() ? body.message.trim() : null;
  const httpOk = result.status >= 200 && result.status < 300;
  if (httpOk && body.success === true) return { ok: true, message: serverMessage ?? M.success };

  const fieldErrors = pickErrors(serverFieldErrors(result), FIELDS);
  const flat = flattenErrors(body.errors);
  const fallback = httpOk ? M.failed : M.httpFailed;
  return { ok: false, message: flat.length ? flat.join(' ') : (serverMessage ?? fallback), fieldErrors };
}
