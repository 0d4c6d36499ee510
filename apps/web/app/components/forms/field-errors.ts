import type { ApiResult } from '../../lib/api-client';

/**
 * Messages per field, from the two places they come from: the shared zod schema (checked in the
 * browser, the same schema the server validates with) and the server's validation answer
 * (`{ errors: { field: [messages] } }`).
 */

/** Anything with zod's `safeParse` (kept structural so the web app needs no zod import of its own). */
export interface Checkable {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey> }> } };
}

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** The schema's first message, or null when the value passes. */
export function firstError(schema: Checkable, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

/** The first message per top-level field of an object schema's failure. */
export function errorsByField(schema: Checkable, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const key = String(issue.path?.[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first message per field of the server's validation failure, e.g. `{ mobile: 'Please enter a valid mobile number' }`. */
export function serverFieldErrors(result: ApiResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = (result.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}

/** Only the named fields of a message map. */
export function pickErrors<F extends string>(errors: Record<string, string>, fields: readonly F[]): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const f of fields) if (errors[f]) out[f] = errors[f];
  return out;
}

/** Moves focus to the first field in error (its error attributes render on the next frame). */
export function focusFirstError(form: HTMLFormElement | null) {
  window.requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
