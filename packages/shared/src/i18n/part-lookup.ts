import { formatIcu, parseIcu } from './icu.ts';
import { LOCALES, type Lang } from './languages.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalogue part's English texts said in a language (ADR 0023): an English text the part has,
 * exactly or through its message's pattern ('Name must be at most {max} characters' matches any
 * value of `max`, said again in the language), or undefined. Parts looked up this way use plain
 * `{name}` placeholders only.
 */
export function partLookup(
  english: Readonly<Record<string, string>>,
  local: Readonly<Record<string, string>>,
  lang: Lang,
): (text: string) => string | undefined {
  const exact = new Map<string, string>();
  const patterns: Array<{ key: string; names: string[]; regex: RegExp }> = [];
  for (const [key, source] of Object.entries(english)) {
    if (!source.includes('{')) {
      if (!exact.has(source)) exact.set(source, key);
      continue;
    }
    const names: string[] = [];
    const body = source
      .split(/\{(\w+)\}/)
      .map((piece, i) => (i % 2 ? (names.push(piece), '(.+?)') : escape(piece)))
      .join('');
    patterns.push({ key, names, regex: new RegExp(`^${body}$`) });
  }
  return (text) => {
    const key = exact.get(text);
    if (key !== undefined) return local[key];
    for (const p of patterns) {
      const m = p.regex.exec(text);
      if (!m) continue;
      const values = Object.fromEntries(p.names.map((n, i) => [n, m[i + 1] ?? '']));
      return formatIcu(parseIcu(local[p.key] ?? ''), LOCALES[lang], values);
    }
    return undefined;
  };
}
