import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { en as enCore } from './en.ts';
import { hi as hiCore } from './hi.ts';
import { PARTS, allParts } from './parts/index.ts';
import { LOGIN_MESSAGES, PASSWORD_POLICY } from '../contracts/auth-texts.ts';
import { GENERIC_MESSAGES } from '../errors.ts';
import { formatDate, formatNumber, formatRupees } from './formats.ts';
import { langFromAcceptLanguage, langFromCookie, langOfPath, localePath, basePath } from './languages.ts';
import { localiseText, t } from './messages.ts';
import { localiseMessage } from './server.ts';
import { formatIcu, parseIcu } from './icu.ts';

/** The whole catalogue of each language: the core and every part (what the server has). */
const en = { ...enCore, ...allParts('en') };
const hi = { ...hiCore, ...allParts('hi') };

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** Every placeholder a message uses (arguments, plural/select variables), sorted. */
function placeholders(source: string): string[] {
  const names = new Set<string>();
  const walk = (els: Element[]) => {
    for (const el of els) {
      if (el.type !== 0 && el.type !== 7 && el.type !== 8 && el.value) names.add(el.value);
      for (const o of Object.values(el.options ?? {})) walk(o.value);
    }
  };
  walk(new IntlMessageFormat(source, 'en').getAst() as Element[]);
  return [...names].sort();
}

describe('the catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(hiCore).sort()).toEqual(Object.keys(enCore).sort());
    for (const [name, [partEn, partHi]] of Object.entries(PARTS) as Array<[string, readonly [object, object]]>) {
      expect(Object.keys(partHi).sort(), name).toEqual(Object.keys(partEn).sort());
    }
  });

  it('give every key one home: no part repeats a key of the core or of another part', () => {
    const seen = new Map<string, string>(Object.keys(enCore).map((k) => [k, 'core']));
    const repeated: string[] = [];
    for (const [name, [partEn]] of Object.entries(PARTS) as Array<[string, readonly [object, object]]>) {
      for (const key of Object.keys(partEn)) {
        if (seen.has(key)) repeated.push(`${key} (${name} and ${seen.get(key)})`);
        seen.set(key, name);
      }
    }
    expect(repeated).toEqual([]);
  });

  it.each(Object.keys(en))('%s has the same placeholders in both languages and parses as ICU', (key) => {
    const k = key as keyof typeof en;
    expect(placeholders(hi[k])).toEqual(placeholders(en[k]));
  });

  it.each(Object.keys(en))('%s reads the same in the browser interpreter as in FormatJS', (key) => {
    const k = key as keyof typeof en;
    for (const [lang, source, locale] of [
      ['en', en[k], 'en-IN'],
      ['hi', hi[k], 'hi-IN'],
    ] as const) {
      const names = placeholders(source);
      for (const sample of [0, 1, 2, 7, 1234, 'Asha']) {
        const values = Object.fromEntries(names.map((n) => [n, sample]));
        const expected = String(new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).format(values));
        expect(formatIcu(parseIcu(source), locale, values), `${lang} ${String(sample)}`).toBe(expected);
      }
    }
  });

  it('has a Hindi text for every key, not an English copy (names of languages and acronyms apart)', () => {
    const sameOnPurpose = new Set([
      'lang.name.en',
      'lang.name.hi',
      'login.otp',
      'home.who.gst.title',
      'category.label.gst',
      'price.line',
      'checkout.row.gst',
    ]);
    const copies = Object.keys(en).filter((k) => !sameOnPurpose.has(k) && en[k as keyof typeof en] === hi[k as keyof typeof en]);
    expect(copies).toEqual([]);
  });

  it('keeps the spec texts of the sign-in and the API word for word (one source: the catalogue)', () => {
    expect(LOGIN_MESSAGES.identifierRequired).toBe('Please enter Mobile No/Email ID');
    expect(LOGIN_MESSAGES.otpWrong(1)).toBe('Invalid OTP. 1 attempt left.');
    expect(LOGIN_MESSAGES.otpWrong(4)).toBe('Invalid OTP. 4 attempts left.');
    expect(LOGIN_MESSAGES.otpWait(60)).toBe('Please wait 60 seconds before requesting a new OTP.');
    expect(LOGIN_MESSAGES.otpTooManySends(1)).toBe('Too many OTP requests. Please try again in 1 minute.');
    expect(PASSWORD_POLICY.tooLong).toBe(en['auth.passwordTooLong']);
    expect(GENERIC_MESSAGES.INTERNAL).toBe(en['api.internal']);
    expect(GENERIC_MESSAGES.NOT_FOUND_ROUTE).toBe(en['api.notFoundRoute']);
  });

  it('says a server text with values again in Hindi, and leaves unknown texts as they are', () => {
    expect(localiseMessage('hi', 'Invalid OTP. 3 attempts left.')).toBe('गलत OTP। 3 प्रयास बाकी।');
    expect(localiseMessage('hi', 'Please Enter OTP')).toBe('कृपया OTP दर्ज करें');
    expect(localiseMessage('en', 'Please Enter OTP')).toBe('Please Enter OTP');
    expect(localiseMessage('hi', 'A text nobody wrote down')).toBe('A text nobody wrote down');
    expect(localiseText('hi', LOGIN_MESSAGES.otpLength)).toBe('OTP 6 अंकों का होना चाहिए');
    expect(t('hi', 'home.services.count', { count: 2 })).toBe('2 सेवाएँ');
  });
});

describe('languages and addresses', () => {
  it('reads Accept-Language by preference, English for anything unknown or malformed', () => {
    expect(langFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(langFromAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(langFromAcceptLanguage('fr-FR,de;q=0.9')).toBe('en');
    expect(langFromAcceptLanguage('ta, hi;q=0.5')).toBe('hi');
    expect(langFromAcceptLanguage(';;;q=abc,,')).toBe('en');
    expect(langFromAcceptLanguage('hi;q=0')).toBe('en');
    expect(langFromAcceptLanguage(undefined)).toBe('en');
    expect(langFromCookie('a=1; lang=hi')).toBe('hi');
    expect(langFromCookie('lang=xx')).toBeNull();
  });

  it('puts the Hindi pages under /hi and leaves English-only pages at their address', () => {
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/gst#service-3', 'hi')).toBe('/hi/gst#service-3');
    expect(localePath('/profile', 'hi')).toBe('/profile');
    expect(localePath('/gst', 'en')).toBe('/gst');
    expect(langOfPath('/hi/gst')).toBe('hi');
    expect(langOfPath('/hindi')).toBe('en');
    expect(basePath('/hi')).toBe('/');
    expect(basePath('/hi/gst')).toBe('/gst');
  });
});

describe('formatters', () => {
  it('group rupees and numbers the Indian way in both languages, dates in each language', () => {
    expect(formatRupees('en', 11_800_000)).toBe('₹1,18,000.00');
    expect(formatRupees('hi', 11_800_000)).toBe('₹1,18,000.00');
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
    expect(formatDate('en', '2026-11-22T10:00:00Z')).toBe('22 November 2026');
    expect(formatDate('hi', '2026-11-22T10:00:00Z')).toBe('22 नवंबर 2026');
  });
});
