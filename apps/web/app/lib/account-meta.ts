import type { Site } from '@anupalan/shared';
import { pageLang, type Lang } from '@anupalan/shared/i18n';
import { translator, type Translator } from './i18n';
import { pageMeta, type MetaDescriptor } from './seo';

/** A text of the page's meta in its language (the route registers the part its keys are in). */
export type MetaText = string | ((t: Translator) => string);

/**
 * Meta tags of a signed-in page: its own title, canonical URL, and noindex. Texts given as
 * `(t) => t('key')` are said in the page's language (an account page's is the visitor's choice, ADR
 * 0023: the root loader's `chosenLang` on the server, the `lang` cookie in the browser).
 */
export function accountMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  title: MetaText,
  description: MetaText,
  path: string,
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { site?: Site; chosenLang?: Lang | null } | undefined;
  const lang = typeof document === 'undefined' ? (root?.chosenLang ?? 'en') : pageLang(path, document.cookie);
  const t = translator(lang);
  const say = (text: MetaText) => (typeof text === 'string' ? text : text(t));
  if (!root?.site) return [{ title: say(title) }, { name: 'robots', content: 'noindex' }];
  return pageMeta({ site: root.site, title: say(title), description: say(description), path, noindex: true, lang });
}
