import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { partText } from '../part-text.ts';
import { formatIcu, parseIcu } from '../icu.ts';
import { audiencesEn } from './audiences.en.ts';
import { audiencesHi } from './audiences.hi.ts';
import { consultationEn } from './consultation.en.ts';
import { consultationHi } from './consultation.hi.ts';
import { homeDeferredEn } from './home-deferred.en.ts';
import { homeDeferredHi } from './home-deferred.hi.ts';
import { storefrontEn } from './storefront.en.ts';
import { storefrontHi } from './storefront.hi.ts';
import { HOME_AUDIENCES } from '../../content-constants.ts';
import { localiseText, registerCatalogue } from '../messages.ts';
import { hi } from '../hi.ts';
import '../hi-parts.ts';

/** The storefront's parts (issue 23): both languages with the same keys and placeholders. */
const PARTS: Array<[string, Record<string, string>, Record<string, string>]> = [
  ['audiences', audiencesEn, audiencesHi],
  ['consultation', consultationEn, consultationHi],
  ['home-deferred', homeDeferredEn, homeDeferredHi],
  ['storefront', storefrontEn, storefrontHi],
];
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('storefront parts', () => {
  it.each(PARTS)('%s: the same keys, placeholders and ICU in Hindi, read the same as FormatJS', (_, en, hiPart) => {
    expect(Object.keys(hiPart).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const hindi = hiPart[key]!;
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
      const values = Object.fromEntries(placeholders(hindi).map((n) => [n, 7]));
      expect(formatIcu(parseIcu(hindi), 'hi-IN', values)).toBe(String(new IntlMessageFormat(hindi, 'hi-IN').format(values)));
    }
  });

  it('says a deferred part in the language asked, English where a text is missing, never a key', () => {
    const texts = { en: homeDeferredEn, hi: homeDeferredHi };
    expect(partText(texts, 'hi', 'homeParts.why.title', { brand: 'Anupalan' })).toBe('Anupalan ही क्यों चुनें?');
    expect(partText(texts, 'en', 'homeParts.why.title', { brand: 'Anupalan' })).toBe('Why Choose Anupalan?');
    expect(partText({ en: homeDeferredEn }, 'hi', 'homeParts.alerts.notices')).toBe('Latest notices');
  });

  it('has every home audience in Hindi', () => {
    registerCatalogue('hi', hi);
    for (const a of HOME_AUDIENCES) {
      expect(localiseText('hi', a.label)).toMatch(/[\u0900-\u097F]/);
      expect(localiseText('hi', a.intro)).toMatch(/[\u0900-\u097F]/);
    }
  });
});
