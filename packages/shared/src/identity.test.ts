import { describe, expect, it } from 'vitest';
import {
  isValidAadhaar,
  loginIdentifierSchema,
  PASSWORD_POLICY,
  identifierFieldInput,
  loginPasswordSchema,
  mobileFieldInput,
  normaliseIndianMobile,
  normalisePartnerMobile,
  otpSchema,
  partnerRegistrationSchema,
  profileUpdateSchema,
  sniffImageType,
  verhoeffValid,
} from './index.ts';
import { verhoeffCheckDigit } from '../../../tests/helpers/verhoeff.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('login identifier', () => {
  it('accepts a 10-digit mobile or an e-mail, canonicalised', () => {
    expect(loginIdentifierSchema.parse(' 9123456780 ')).toBe('9123456780');
    expect(loginIdentifierSchema.parse('Asha.Verma@Example.IN')).toBe('asha.verma@example.in');
  });
  it('refuses empty, malformed and the three refused sequences', () => {
    expect(messages(loginIdentifierSchema.safeParse(''))).toEqual(['Please enter Mobile No/Email ID']);
    for (const bad of ['1234567890', '9876543210', '0123456789', '912345678', 'a@b', 'a@b.abcdefg', 'asha@', '91234567801']) {
      expect(messages(loginIdentifierSchema.safeParse(bad))).toEqual(['Please enter a valid Mobile No/Email ID']);
    }
  });
});

describe('otp and password', () => {
  it('gives the spec messages', () => {
    expect(messages(otpSchema.safeParse(''))).toEqual(['Please Enter OTP']);
    expect(messages(otpSchema.safeParse('12345'))).toEqual(['OTP must be 6 Digits']);
    expect(otpSchema.safeParse('123456').success).toBe(true);
    expect(messages(loginPasswordSchema.safeParse(''))[0]).toBe('Please Enter Password');
    expect(messages(loginPasswordSchema.safeParse('Ab1@'))[0]).toBe('Password must be minimum 8 characters');
    expect(messages(loginPasswordSchema.safeParse('abcdefgh'))).toEqual([
      'Weak Password - Use uppercase, lowercase, number, and special character.',
    ]);
    expect(loginPasswordSchema.safeParse('Secret@123').success).toBe(true);
  });
});

describe('mobile fields (issue 8): a pasted number keeps its 10 digits', () => {
  it('strips +91, 91, 0, spaces, dashes and brackets', () => {
    for (const pasted of [
      '+91 98765 00031',
      '+91-98765-00031',
      '+919876500031',
      '91 98765 00031',
      '098765 00031',
      '0 98765-00031',
      '(98765) 00031',
      ' 98765 00031 ',
      '9876500031',
    ]) {
      expect(normaliseIndianMobile(pasted), pasted).toBe('9876500031');
      expect(mobileFieldInput(pasted), pasted).toBe('9876500031');
      expect(identifierFieldInput(pasted), pasted).toBe('9876500031');
    }
  });
  it('keeps what is being typed, digits only, at most 10', () => {
    expect(mobileFieldInput('98a12')).toBe('9812');
    expect(mobileFieldInput('0987')).toBe('0987');
    expect(mobileFieldInput('98765000311')).toBe('9876500031');
    expect(normaliseIndianMobile('+44 20 7946 0000')).toBeNull();
    expect(normaliseIndianMobile('98765')).toBeNull();
  });
  it('leaves an e-mail address in the login field alone', () => {
    expect(identifierFieldInput('asha.verma@example.in')).toBe('asha.verma@example.in');
    expect(identifierFieldInput('asha')).toBe('asha');
    expect(identifierFieldInput('98765')).toBe('98765');
  });
  it('the login identifier accepts the pasted forms as the 10-digit mobile', () => {
    expect(loginIdentifierSchema.parse('+91 98765 00031')).toBe('9876500031');
    expect(loginIdentifierSchema.parse('098765-00031')).toBe('9876500031');
  });
});

describe('one password policy (issue 8)', () => {
  it('the login, both registrations and the profile refuse and accept the same passwords with the same messages', () => {
    const cases: Array<[string, string | null]> = [
      ['Ab1@x', PASSWORD_POLICY.tooShort],
      ['abcdefg1', PASSWORD_POLICY.weak],
      ['ABCDEFG1@', PASSWORD_POLICY.weak],
      ['Abcdefgh@', PASSWORD_POLICY.weak],
      ['Abcdef12#', PASSWORD_POLICY.weak],
      ['Secret@123', null],
    ];
    const reg = { name: 'Asha', mailid: 'asha@example.in', mobile: '9123456780' };
    const prof = { fullName: 'Asha Verma', email: 'asha@example.in', mobile: '9123456780' };
    for (const [pw, want] of cases) {
      const login = messages(loginPasswordSchema.safeParse(pw))[0] ?? null;
      const registration =
        messages(partnerRegistrationSchema.safeParse({ ...reg, password: pw, password_confirmation: pw }))[0] ?? null;
      const profile = messages(profileUpdateSchema.safeParse({ ...prof, password: pw, password_confirmation: pw }))[0] ?? null;
      expect([login, registration, profile], pw).toEqual([want, want, want]);
    }
    expect(PASSWORD_POLICY.tooShort).toBe('Password must be minimum 8 characters');
    expect(PASSWORD_POLICY.hint).toContain(`${PASSWORD_POLICY.minLength} characters`);
  });
});

describe('Aadhaar (Verhoeff)', () => {
  it('accepts a correct check digit and refuses a wrong one', () => {
    const body = '23412341234';
    const good = body + verhoeffCheckDigit(body);
    expect(verhoeffValid(good)).toBe(true);
    expect(isValidAadhaar(good)).toBe(true);
    const bad = body + String((Number(verhoeffCheckDigit(body)) + 1) % 10);
    expect(isValidAadhaar(bad)).toBe(false);
    // Known Verhoeff example: 236 → check digit 3.
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
  });
});

describe('partner registration', () => {
  it('normalises Indian prefixes and refuses what cannot sign in', () => {
    expect(normalisePartnerMobile('+91 91234-56780')).toBe('9123456780');
    expect(normalisePartnerMobile('09123456780')).toBe('9123456780');
    expect(normalisePartnerMobile('12345')).toBeNull();
    expect(normalisePartnerMobile('abc')).toBeNull();
  });
  it('gives the spec messages', () => {
    const r = partnerRegistrationSchema.safeParse({
      name: ' ',
      mailid: 'x',
      mobile: '',
      password: '12345',
      password_confirmation: 'z',
    });
    expect(r.success).toBe(false);
    const m = messages(r);
    expect(m).toContain('Full name is required');
    expect(m).toContain('Please enter a valid email');
    expect(m).toContain('Mobile number is required');
    expect(m).toContain('Password must be minimum 8 characters');
    const mismatch = partnerRegistrationSchema.safeParse({
      name: 'Asha',
      mailid: 'asha@example.in',
      mobile: '9123456780',
      password: 'Secret@123',
      password_confirmation: 'Secret@124',
    });
    expect(messages(mismatch)).toEqual(['Passwords do not match']);
  });
});

describe('profile update', () => {
  const base = { fullName: 'Asha Verma', email: 'asha@example.in', mobile: '9123456780' };
  it('keeps the spec messages', () => {
    const r = profileUpdateSchema.safeParse({
      fullName: 'A',
      email: 'nope',
      mobile: '5123456789',
      aadhaar_no: '1234',
      pan_no: 'abc',
      pincode: '12',
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        'Name must be at least 2 characters',
        'Invalid email format',
        'Please enter a valid 10-digit mobile number',
        'Aadhaar must be 12 digits',
        'Please enter a valid PAN number',
        'PIN code must be 6 digits',
        'Password must be minimum 8 characters',
      ]),
    );
  });
  it('blank optional fields are "not given"; the masked Aadhaar is accepted as unchanged', () => {
    const r = profileUpdateSchema.parse({
      ...base,
      pan_no: '',
      aadhaar_no: 'XXXX XXXX 1234',
      password: '',
      password_confirmation: '',
    });
    expect(r.pan_no).toBeUndefined();
    expect(r.password).toBeUndefined();
    expect(r.aadhaar_no).toBe('XXXX XXXX 1234');
    expect(profileUpdateSchema.parse({ ...base, pan_no: 'abcde1234f' }).pan_no).toBe('ABCDE1234F');
  });
  it('refuses a bad Aadhaar check digit with its own message', () => {
    const body = '23412341234';
    const bad = body + String((Number(verhoeffCheckDigit(body)) + 1) % 10);
    expect(messages(profileUpdateSchema.safeParse({ ...base, aadhaar_no: bad }))).toEqual([
      'This Aadhaar number is not valid. Please check the digits.',
    ]);
    expect(messages(profileUpdateSchema.safeParse({ ...base, aadhaar_no: '12345678901' }))).toEqual([
      'Aadhaar must be 12 digits',
    ]);
  });
  it('passwords must match', () => {
    expect(messages(profileUpdateSchema.safeParse({ ...base, password: 'Secret@123', password_confirmation: 'x' }))).toEqual([
      'Passwords must match',
    ]);
  });
});

describe('image sniffing', () => {
  it('knows JPEG, PNG and GIF by their first bytes only', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
  });
});
