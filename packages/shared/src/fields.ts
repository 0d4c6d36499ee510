import { z } from 'zod';
import { mobileFieldInput, normaliseIndianMobile } from './mobile-input.ts';

export * from './mobile-input.ts';

/**
 * The field rules every form and endpoint uses: e-mail, Indian mobile (and how a pasted number is
 * read), PIN code, PAN, GSTIN, Aadhaar, login identifiers. Ids are `idParam` in ids.ts. Domain
 * contracts (contracts/*.ts, companies.ts, leads.ts) build their schemas from these, never their
 * own copies.
 */

/** Ten-digit sequences the login form refuses as mobile numbers. */
export const REFUSED_MOBILES: readonly string[] = ['1234567890', '9876543210', '0123456789'];

/** Letters, digits, dot, underscore, hyphen; a domain with a 2–6 letter ending (storefront §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;
/** Profile mobile: 10 digits starting 6–9 (portal §5). */
export const INDIAN_MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** An Indian PIN code: six digits, the first 1–9 (profile, companies, locations). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** GSTIN: state code, PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Login password: lower, upper, digit, one of @$!%?&, and only those characters (storefront §5). */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[@$!%?&])[A-Za-z0-9@$!%?&]+$/;

/**
 * The 'Mobile No / Email ID' field: a pasted phone number becomes its 10 digits; anything with a
 * letter or '@' (an e-mail address being typed) is kept as it is.
 */
export function identifierFieldInput(raw: string): string {
  return /^\+?[0-9\s().-]+$/.test(raw.trim()) && /[^0-9]/.test(raw.trim()) ? mobileFieldInput(raw) : raw;
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/**
 * The one mobile rule of every form and endpoint: an Indian mobile, 10 digits starting 6–9 (portal
 * §5), and not one of the login form's refused sequences.
 */
export function isIndianMobile(value: string): boolean {
  return INDIAN_MOBILE_PATTERN.test(value) && !REFUSED_MOBILES.includes(value);
}

/** Login mobiles follow the same rule (0000000000 is no one's number). */
export function isLoginMobile(value: string): boolean {
  return isIndianMobile(value);
}

export type IdentifierKind = 'email' | 'mobile';

/** The kind and canonical form (e-mail lower-cased, mobile as 10 digits) of a login identifier, or null. */
export function parseIdentifier(raw: string): { kind: IdentifierKind; value: string } | null {
  const v = raw.trim();
  const mobile = normaliseIndianMobile(v);
  if (mobile !== null && isLoginMobile(mobile)) return { kind: 'mobile', value: mobile };
  if (isEmail(v)) return { kind: 'email', value: v.toLowerCase() };
  return null;
}

// Verhoeff: the check-digit scheme of Aadhaar numbers.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when a string of digits ends in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let c = 0;
  const rev = [...digits].reverse();
  for (let i = 0; i < rev.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(rev[i])]!]!;
  return c === 0;
}

/** A possible Aadhaar number: 12 digits, not starting 0 or 1, with a correct Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9][0-9]{11}$/.test(value) && verhoeffValid(value);
}

/** How an Aadhaar number is shown once saved: only its last four digits. */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}
export const MASKED_AADHAAR_PATTERN = /^XXXX XXXX [0-9]{4}$/;

/** A required text field: trimmed, and `message` when it is missing or blank. */
export const requiredText = (message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: message, abort: true }));

/** 'a•••a@example.in', '••••••3210': enough for the owner to recognise, little for anyone else. */
export function maskContact(channel: 'email' | 'mobile', value: string): string {
  if (channel === 'mobile') return `${'•'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}•••${local.length > 1 ? local.slice(-1) : ''}@${domain}`;
}
