// Zod-free: how a mobile field reads what is typed or pasted, imported by first-load forms (the
// category pages' consultation form) without the schemas (and zod). fields.ts re-exports it.

/**
 * A phone number as people paste or type it ('+91 98765 00031', '098765-00031', '91 98765 00031',
 * '(98765) 00031') as its 10 digits, or null when it is not an Indian mobile number of 10 digits.
 */
export function normaliseIndianMobile(raw: string): string | null {
  const t = raw.trim();
  if (!/^\+?[0-9\s().-]+$/.test(t)) return null;
  let digits = t.replace(/\D/g, '');
  if (t.startsWith('+')) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/**
 * What every mobile field keeps of what was typed or pasted: the 10 digits of a number with a +91
 * or 0 prefix, spaces, dashes or brackets; otherwise the digits typed so far, at most 10. Mobile
 * inputs must not cut with maxLength (that would cut '+91 98765 00031' before this sees it).
 */
export function mobileFieldInput(raw: string): string {
  return normaliseIndianMobile(raw) ?? raw.replace(/\D/g, '').slice(0, 10);
}
