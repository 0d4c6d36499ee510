import { z } from 'zod';

/**
 * In the browser, zod must not compile its validators with `new Function`: the pages' CSP allows
 * no eval, so its probe would be reported as a violation (and the fallback runs anyway). Imported
 * first by index.ts, so it runs before any schema is made; servers keep the compiled validators.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
