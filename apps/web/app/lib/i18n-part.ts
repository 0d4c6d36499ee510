import { useMemo } from 'react';
import type { MessageValues } from '@anupalan/shared/i18n';
import { partText, type PartTexts } from '@anupalan/shared/i18n/part-text';
import { useLang } from './i18n';

/**
 * The texts of a catalogue part that a deferred component imports with its own chunk (both
 * languages travel in the chunk, none in the first load), in the page's language.
 */
export function usePartT<K extends string>(texts: PartTexts<K>): (key: K, values?: MessageValues) => string {
  const lang = useLang();
  return useMemo(() => (key: K, values?: MessageValues) => partText(texts, lang, key, values), [texts, lang]);
}
