/** Anything with zod's `safeParse` (kept structural so the web app needs no zod import of its own). */
export interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** The schema's first message, or null when the value passes. */
export function firstError(schema: Checkable, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

/** The first message per top-level field of an object schema's failure. */
export function errorsByField(
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true }
      | { success: false; error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> } };
  },
  value: unknown,
): Record<string, string> {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
