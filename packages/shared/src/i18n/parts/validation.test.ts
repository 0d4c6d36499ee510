import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { z } from 'zod';
import { companyFormSchema } from '../../companies.ts';
import { couponCheckBody } from '../../contracts/coupons.ts';
import { feedbackBody } from '../../contracts/feedback.ts';
import { grievanceFileBody } from '../../contracts/grievances.ts';
import { consultationSchema } from '../../contracts/leads.ts';
import { messageFields } from '../../contracts/conversations.ts';
import { newsletterSubscribeSchema } from '../../contracts/newsletter.ts';
import { partnerOtpVerifySchema, partnerRegistrationSchema, REGISTRATION_MESSAGES } from '../../contracts/partners.ts';
import { paymentInitiateBody } from '../../contracts/payments.ts';
import { profileUpdateSchema } from '../../contracts/profile.ts';
import { REQUEST_MESSAGES } from '../../contracts/requests.ts';
import { customAmountRangeMessage } from '../../pricing.ts';
import { PERIOD_MESSAGES } from '../../periods.ts';
import { localiseText } from '../messages.ts';
import '../hi-parts.ts';
import { hi } from '../hi.ts';
import { registerCatalogue } from '../messages.ts';
import { CONSULTATION_MESSAGES } from '../../contracts/leads-texts.ts';
import { NEWSLETTER_MESSAGES } from '../../contracts/newsletter-texts.ts';
import { formMessagesEn } from './form-messages.en.ts';
import { formMessagesHi } from './form-messages.hi.ts';
import { validationEn } from './validation.en.ts';
import { validationHi } from './validation.hi.ts';

registerCatalogue('hi', hi);
const DEVANAGARI = /[\u0900-\u097F]/;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Every message a schema gives for an input. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('the validation messages in Hindi', () => {
  const pairs = [
    ...Object.entries(validationEn).map(([k, v]) => [k, v, validationHi[k as keyof typeof validationEn]] as const),
    ...Object.entries(formMessagesEn).map(([k, v]) => [k, v, formMessagesHi[k as keyof typeof formMessagesEn]] as const),
  ];
  it.each(pairs)('%s: Hindi, same placeholders, ICU', (_, english, hindi) => {
    expect(placeholders(hindi)).toEqual(placeholders(english));
    expect(hindi).toMatch(DEVANAGARI);
    expect(() => new IntlMessageFormat(hindi, 'hi-IN')).not.toThrow();
  });

  it("has every text of the consultation and newsletter forms' messages in Hindi", () => {
    for (const m of [...Object.values(CONSULTATION_MESSAGES), ...Object.values(NEWSLETTER_MESSAGES)])
      expect(localiseText('hi', m), m).toMatch(DEVANAGARI);
  });

  // Bad input for each form a customer fills in: every message the schema answers is in Hindi.
  const long = 'x'.repeat(5000);
  const cases: Array<[string, z.ZodType, unknown]> = [
    ['consultation, empty', consultationSchema, {}],
    ['consultation, wrong', consultationSchema, { name: long, mobile: '12', email: 'no', service: 'abc', message: long }],
    ['newsletter, empty', newsletterSubscribeSchema, { email: '' }],
    ['newsletter, wrong', newsletterSubscribeSchema, { email: 'not-an-address' }],
    [
      'profile',
      profileUpdateSchema,
      {
        name: 'A',
        email: 'bad',
        mobile: '123',
        aadhaar: '1234',
        pan: 'X',
        pincode: '12',
        dob: '2999-01-01',
        gender: 'x',
        address_line_1: long,
      },
    ],
    ['profile, empty', profileUpdateSchema, { name: '', email: '', mobile: '' }],
    ['company, empty', companyFormSchema, {}],
    [
      'company, wrong',
      companyFormSchema,
      {
        user_id: 1,
        name: 'A',
        email: 'bad',
        mobile: '1',
        registration_number: 'R',
        company_type: 'x',
        sector: 'y',
        establish_date: '2999-01-01',
        website: 'nope',
        gstin: 'bad',
        pan: 'bad',
        address_line_1: 'a',
        state: 's',
        district: 'd',
        city: 'c',
        pin_code: '1',
        gst_frequency: 'x',
        turnover: 'x',
        parent_company: 'Yes',
      },
    ],
    ['feedback', feedbackBody, { rating: 2, feedback: '' }],
    ['feedback, long', feedbackBody, { rating: 0, feedback: long }],
    ['complaint', grievanceFileBody, { category: 'x', description: '', order_id: 'abc' }],
    ['complaint, long', grievanceFileBody, { description: long }],
    ['message', messageFields, { message: '' }],
    ['message, long', messageFields, { message: long }],
    ['coupon', couponCheckBody, { code: '' }],
    [
      'partner registration',
      partnerRegistrationSchema,
      { name: '', mailid: 'x', mobile: '12', password: '', password_confirmation: '' },
    ],
    [
      'partner registration, mismatch',
      partnerRegistrationSchema,
      { name: long, mailid: '', mobile: '', password: 'Abcdef1!', password_confirmation: 'x' },
    ],
    ['partner OTP', partnerOtpVerifySchema, { mobile: '9876543210', custom_otp: '12' }],
    ['payment', paymentInitiateBody, { service_id: 'x', custom_amount: 'abc', period: '!!' }],
  ];
  it.each(cases)('%s: every message the schema gives is said in Hindi', (_, schema, input) => {
    const said = messages(schema, input);
    expect(said.length).toBeGreaterThan(0);
    for (const m of said) expect(localiseText('hi', m), m).toMatch(DEVANAGARI);
    for (const m of said) expect(localiseText('en', m)).toBe(m);
  });

  it('says the messages with values and those the server adds (files, amounts, periods) in Hindi', () => {
    expect(localiseText('hi', 'Name must be at most 100 characters')).toBe('नाम अधिकतम 100 अक्षरों का हो सकता है');
    expect(localiseText('hi', customAmountRangeMessage({ min: 100, max: 100_000_000 }))).toBe(
      'कृपया ₹1.00 और ₹10,00,000.00 के बीच की राशि दर्ज करें।',
    );
    expect(localiseText('hi', REQUEST_MESSAGES.fileTooLarge(10))).toBe('फ़ाइल 10 MB से बड़ी है।');
    for (const m of [
      REQUEST_MESSAGES.fileType,
      REQUEST_MESSAGES.fileEmpty,
      REQUEST_MESSAGES.textOrFile,
      REGISTRATION_MESSAGES.imageType,
      REGISTRATION_MESSAGES.imageSize,
      REGISTRATION_MESSAGES.mobileNotVerified,
      PERIOD_MESSAGES.required,
      PERIOD_MESSAGES.outOfRange,
    ])
      expect(localiseText('hi', m), m).toMatch(DEVANAGARI);
    // A text no part has stays as it is.
    expect(localiseText('hi', 'Something nobody wrote')).toBe('Something nobody wrote');
  });
});
