import type { z } from 'zod';
import type { FieldErrors } from '@anupalan/shared';
import { AppError } from './errors.ts';

/** zod issues → `{ field: [messages] }`. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'request';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Validates data that did not come through a route's body schema (multipart fields, merged
 * inputs) and throws the same 422 the schema would.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
  throw new AppError('VALIDATION', first, errors);
}
