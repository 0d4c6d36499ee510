import { isoDateInIndia } from '@anupalan/shared';
/** Input masks of the profile form (portal §5 Profile). Each returns what the field may hold. */

export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** Aadhaar: digits only, at most 12. */
export function aadhaarMask(value: string): string {
  return digitsOnly(value, 12);
}

/** PAN: upper-cased, letters and digits only, at most 10. */
export function panMask(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
}

/** Today as yyyy-mm-dd in India (the latest date of birth the date picker offers). */
export function todayInIndia(now: Date = new Date()): string {
  return isoDateInIndia(now);
}
