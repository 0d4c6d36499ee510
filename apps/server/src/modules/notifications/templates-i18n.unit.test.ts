import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { NOTIFICATION_EVENTS } from '@anupalan/shared';
import { templatesEn } from '@anupalan/shared/i18n/parts/templates.en';
import { templatesHi } from '@anupalan/shared/i18n/parts/templates.hi';
import {
  hasTemplates,
  localiseVars,
  renderEmail,
  SAMPLE_VARS,
  smsVariables,
  templatesFor,
  TEMPLATES,
  whatsappParams,
  type Language,
} from './templates.ts';

/**
 * Every notification template in both languages (issue 23): each renders on every channel with no
 * placeholder left unfilled, the Hindi ones in Hindi, and the catalogue's English part is the
 * templates' English word for word.
 */
const LANGS: Language[] = ['en', 'hi'];
const opts = (language: Language) => ({ publicUrl: 'https://anupalan.example', brandName: 'Anupalan', language });
const DEVANAGARI = /[\u0900-\u097F]/;
const placeholders = (s: string) => [...s.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]!).sort();

describe('notification templates in English and Hindi', () => {
  it.each(NOTIFICATION_EVENTS.flatMap((e) => LANGS.map((l) => [e, l] as const)))(
    '%s renders in %s on every channel, no placeholder missing',
    (event, language) => {
      expect(hasTemplates(event, language)).toBe(true);
      const t = templatesFor(event, language);
      const mail = renderEmail(event, SAMPLE_VARS, opts(language));
      const sms = smsVariables(event, SAMPLE_VARS, 'https://anupalan.example', language);
      const wa = whatsappParams(event, SAMPLE_VARS, 'https://anupalan.example', language);
      for (const text of [mail.subject, mail.text, mail.html, sms.text]) expect(text).not.toMatch(/\{[A-Za-z]+\}/);
      // Every placeholder a text uses is one of the template's variables.
      for (const text of [t.email.subject, ...t.email.paragraphs, t.sms.text])
        for (const name of placeholders(text)) expect(t.vars, `${event} ${language}: {${name}}`).toContain(name);
      expect(wa.params.every((p) => p !== '')).toBe(true);
      expect(DEVANAGARI.test(mail.subject)).toBe(language === 'hi');
      expect(DEVANAGARI.test(sms.text)).toBe(language === 'hi');
      expect(mail.html).toContain(`<html lang="${language === 'hi' ? 'hi-IN' : 'en-IN'}">`);
      if (t.email.action) expect(mail.text).toContain(`${t.email.action.label}: https://anupalan.example/`);
    },
  );

  it('keeps the English templates word for word in the catalogue part, and Hindi has the same placeholders', () => {
    for (const event of NOTIFICATION_EVENTS) {
      const en = TEMPLATES[event].en!;
      expect(templatesEn[`notify.${event}.subject` as keyof typeof templatesEn]).toBe(en.email.subject);
      expect(templatesEn[`notify.${event}.sms` as keyof typeof templatesEn]).toBe(en.sms.text);
      en.email.paragraphs.forEach((p, i) => {
        if (!/^\{[A-Za-z]+\}$/.test(p)) expect(templatesEn[`notify.${event}.p${i + 1}` as keyof typeof templatesEn]).toBe(p);
      });
    }
    for (const key of Object.keys(templatesEn) as Array<keyof typeof templatesEn>) {
      // English's was/were is no word Hindi's sentence needs.
      const english = placeholders(templatesEn[key]).filter((n) => n !== 'verb');
      expect(placeholders(templatesHi[key]), key).toEqual(english);
      // Both parse as ICU (they are catalogue messages).
      expect(() => new IntlMessageFormat(templatesHi[key], 'hi-IN')).not.toThrow();
      if (key !== 'notify.footer' && !key.startsWith('notify.value.')) expect(templatesHi[key]).toMatch(DEVANAGARI);
    }
  });

  it('says the English dates and words of the calling modules in Hindi, and leaves typed text alone', () => {
    const vars = localiseVars(
      {
        since: '3 March 2027',
        when: '3 Mar 2027, 4:05 pm',
        month: 'December 2026',
        items: ['GSTR-1, May Traders: 11 December 2026'],
        stage: 'In progress',
        what: 'email address and mobile number',
        detail: ' to new@example.in',
        referralNote: 'Referral code: REF-ASHA1',
        message: 'Sent on 3 March 2027, stage In progress',
        name: 'May',
      },
      'hi',
    );
    expect(vars).toEqual({
      since: '3 मार्च 2027',
      when: '3 मार्च 2027, 4:05 pm',
      month: 'दिसंबर 2026',
      items: ['GSTR-1, May Traders: 11 दिसंबर 2026'],
      stage: 'काम जारी है',
      what: 'ईमेल पता और मोबाइल नंबर',
      detail: ' (नया: new@example.in)',
      referralNote: 'रेफ़रल कोड: REF-ASHA1',
      message: 'Sent on 3 March 2027, stage In progress',
      name: 'May',
    });
    const mail = renderEmail('weekly_status', { ...SAMPLE_VARS, stage: 'In progress', since: '3 March 2027' }, opts('hi'));
    expect(mail.text).toContain('3 मार्च 2027 से "काम जारी है" चरण में है');
    expect(mail.text).toContain('मेरे अनुरोध खोलें: https://anupalan.example/myrequests');
  });
});
