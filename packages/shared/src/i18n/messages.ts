import { en, type Catalogue, type MessageKey } from './en.ts';
import { DEFAULT_LANG, LOCALES, type Lang } from './languages.ts';
import { formatIcu, parseIcu, type IcuNode } from './icu.ts';

export type { Catalogue, CoreKey, MessageKey } from './en.ts';
export type MessageValues = Record<string, string | number>;
/** Some messages of a language: a catalogue part (`parts/<feature>.<lang>.ts`) or a whole catalogue. */
export type Messages = Readonly<Partial<Record<MessageKey, string>>>;

/**
 * The messages in memory. The English core is always here (the fallback: a missing text shows in
 * English, never as its key); Hindi's core is registered where it is used: the server at start, the
 * browser before hydrating a Hindi page (its own chunk, so an English page never downloads it).
 * Catalogue parts join with the route that shows them (route-messages.ts); the server has them all.
 */
const catalogues: Partial<Record<Lang, Partial<Record<MessageKey, string>>>> = { en: { ...en } };
const compiled = new Map<string, IcuNode[]>();
let byEnglish: Map<string, MessageKey> | undefined;

/** Adds messages (a part, or a whole catalogue) to a language in memory. Registering twice is harmless. */
export function addMessages(lang: Lang, messages: Messages): void {
  const into = (catalogues[lang] ??= {});
  for (const [key, text] of Object.entries(messages) as Array<[MessageKey, string]>) {
    if (into[key] === text) continue;
    into[key] = text;
    compiled.delete(`${lang}|${key}`);
    if (lang === DEFAULT_LANG) byEnglish = undefined;
  }
}

export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  addMessages(lang, catalogue);
  coreLoaded.add(lang);
}

const coreLoaded = new Set<Lang>([DEFAULT_LANG]);

/** Whether a language's core catalogue is in memory. */
export function hasCatalogue(lang: Lang): boolean {
  return coreLoaded.has(lang);
}

/** Fetches a language's core catalogue when it is not in memory yet (the browser's Hindi chunk). */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (hasCatalogue(lang)) return;
  if (lang === 'hi') registerCatalogue('hi', (await Promise.all([import('./hi.ts'), import('./hi-parts.ts')]))[0].hi);
}

const lookups: Partial<Record<Lang, Array<(english: string) => string | undefined>>> = {};

/** A catalogue part whose texts are found by their English (`part-lookup.ts`, registered by `hi-parts.ts`). */
export function registerTextLookup(lang: Lang, lookup: (english: string) => string | undefined): void {
  (lookups[lang] ??= []).push(lookup);
}

/** The text of a key in a language, its placeholders filled (ICU MessageFormat). */
export function t(lang: Lang, key: MessageKey, values?: MessageValues): string {
  const own = catalogues[lang]?.[key];
  const source = own ?? catalogues[DEFAULT_LANG]?.[key];
  if (source === undefined) return String(key);
  if (!values && !source.includes('{')) return source;
  const shownIn = own !== undefined ? lang : DEFAULT_LANG;
  const id = `${shownIn}|${key}`;
  let nodes = compiled.get(id);
  if (!nodes) compiled.set(id, (nodes = parseIcu(source)));
  return formatIcu(nodes, LOCALES[shownIn], values ?? {});
}

/** The English messages in memory (the core, and the parts registered so far). */
export function englishMessages(): Partial<Record<MessageKey, string>> {
  return catalogues[DEFAULT_LANG] ?? {};
}

/** The key whose English text is exactly this one (for texts defined as English, e.g. zod messages). */
export function keyOfEnglish(text: string): MessageKey | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [k, v] of Object.entries(englishMessages()) as Array<[MessageKey, string]>)
      if (!byEnglish.has(v)) byEnglish.set(v, k);
  }
  return byEnglish.get(text);
}

/**
 * An English text in another language when the catalogue has it (the shared schemas' validation
 * messages are English texts; the login dialog shows them through this); else the text as it is.
 */
export function localiseText(lang: Lang, text: string): string {
  if (lang === DEFAULT_LANG) return text;
  const key = keyOfEnglish(text);
  if (key) return t(lang, key);
  for (const lookup of lookups[lang] ?? []) {
    const said = lookup(text);
    if (said !== undefined) return said;
  }
  return text;
}
