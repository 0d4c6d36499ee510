/**
 * In the browser, zod must not compile its validators with `new Function`: the pages' CSP allows
 * no eval, so its probe would be reported as a violation (and the fallback runs anyway). Imported
 * first by index.ts, so it runs before any schema is made; servers keep the compiled validators.
 *
 * This sets zod's global configuration object (what `z.config({ jitless: true })` writes; zod
 * creates it with `??=` and reads it at every parse) without importing zod: pages that validate
 * nothing on their first load do not download zod for this line.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') {
  ((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
}
