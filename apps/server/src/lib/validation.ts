import type { z } from 'zod';
import type { FieldErrors } from '@anupalan/shared';
import { AppError } from './errors.ts';

/** zod issues → `{ field: [messages] }`, the `errors` of a 422. */
export function zodFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) (out[issue.path.map(String).join('.') || 'request'] ??= []).push(issue.message);
  return out;
}

/**
 * Validates data that did not come through a route's body schema (multipart fields, merged
 * inputs) and throws the same 422 the schema would.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors = zodFieldErrors(result.error.issues);
  const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
  throw new AppError('VALIDATION', first, errors);
}

/** Validates a query string with a shared schema: a 400 with per-field messages. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'The request is not valid.';
  throw new AppError('BAD_REQUEST', message, zodFieldErrors(result.error.issues));
}
