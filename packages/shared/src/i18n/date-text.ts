import { formatMonthName } from './formats.ts';
import type { Lang } from './languages.ts';

// Server-side (the notifications' variables): kept out of `formats.ts`, which the first load carries.
const ENGLISH_MONTHS = [
  ['January', 'Jan'],
  ['February', 'Feb'],
  ['March', 'Mar'],
  ['April', 'Apr'],
  ['May', 'May'],
  ['June', 'Jun'],
  ['July', 'Jul'],
  ['August', 'Aug'],
  ['September', 'Sept', 'Sep'],
  ['October', 'Oct'],
  ['November', 'Nov'],
  ['December', 'Dec'],
] as const;
const MONTH_WORD = new RegExp(
  `(\\d{1,2} )(${ENGLISH_MONTHS.flat().join('|')})\\b|\\b(${ENGLISH_MONTHS.flat().join('|')})( \\d{4})`,
  'g',
);

/**
 * A date written in English by `formatDate`/`formatDateTime` or the like ('3 March 2027',
 * '3 Mar 2027, 4:05 pm', 'December 2026'), said in a language: its month names in the language's
 * words. Only a month name next to a day or a year is a date's; other words stay as they are.
 */
export function localiseDateText(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  const inLang = (word: string) =>
    formatMonthName(
      lang,
      ENGLISH_MONTHS.findIndex((names) => (names as readonly string[]).includes(word)),
    );
  return text.replace(
    MONTH_WORD,
    (_, day: string | undefined, m1: string | undefined, m2: string | undefined, year: string | undefined) =>
      day !== undefined ? `${day}${inLang(m1!)}` : `${inLang(m2!)}${year!}`,
  );
}
