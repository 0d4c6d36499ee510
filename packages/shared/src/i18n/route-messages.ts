import { pageLang, type Lang } from './languages.ts';
import { addMessages, type Messages } from './messages.ts';

/**
 * A catalogue part joins with the route that shows it (ADR 0023; how to add one: parts/index.ts).
 * The route module awaits this at its top level:
 *
 *   await routeMessages(requestsEn, () => import('@anupalan/shared/i18n/parts/requests.hi').then((m) => m.requestsHi));
 *
 * The English part is imported statically, so it travels in the route's own chunk (not the shell's
 * first load) and is in memory before the route renders. On a Hindi page the Hindi part is fetched
 * as its own chunk before the module finishes evaluating: React Router imports the page's route
 * modules before the client entry hydrates, and a client navigation waits for the route module, so
 * the browser's first render says what the server said. An English page never fetches a Hindi
 * part. The server has every part (i18n/server.ts), so there this only registers the English again.
 * If the Hindi chunk cannot be fetched, the page shows that part in English.
 */
export async function routeMessages<P extends Messages>(
  english: P,
  hindi: () => Promise<{ readonly [K in keyof P]: string }>,
): Promise<void> {
  addMessages('en', english);
  if (browserPageLang() !== 'hi') return;
  try {
    addMessages('hi', await hindi());
  } catch (err) {
    console.error('catalogue part load failed', err);
  }
}

/** The language of the page in the browser (a language switch is a full page load); English on the server. */
function browserPageLang(): Lang {
  // The shared package is typed without the DOM's library: the browser's globals, when there are some.
  const g = globalThis as { document?: { cookie?: string }; location?: { pathname?: string } };
  return g.document === undefined ? 'en' : pageLang(g.location?.pathname ?? '/', g.document.cookie);
}
