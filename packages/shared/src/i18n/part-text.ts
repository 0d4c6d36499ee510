import { formatIcu, parseIcu } from './icu.ts';
import { LOCALES, type Lang } from './languages.ts';
import type { MessageValues } from './messages.ts';

/** A catalogue part by language: English always (the fallback), others where written. */
export type PartTexts<K extends string> = { en: Readonly<Record<K, string>> } & Partial<
  Record<Lang, Readonly<Record<K, string>>>
>;

/**
 * The text of a key of a part that a deferred chunk imports itself (ADR 0023: the texts of a part
 * loaded later travel in its chunk, not in the first load's catalogue), ICU like the catalogue's;
 * English where the language lacks it, never the key.
 */
export function partText<K extends string>(texts: PartTexts<K>, lang: Lang, key: K, values?: MessageValues): string {
  const own = texts[lang]?.[key];
  const source = own ?? texts.en[key];
  if (!values && !source.includes('{')) return source;
  return formatIcu(parseIcu(source), LOCALES[own === undefined ? 'en' : lang], values ?? {});
}
