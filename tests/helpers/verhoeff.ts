import { verhoeffValid } from '@anupalan/shared';

/**
 * The Verhoeff check digit to append to a string of digits (test data only: the product checks
 * numbers with `verhoeffValid`, it never makes them). The scheme has exactly one valid digit.
 */
export function verhoeffCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(`${digits}${d}`)) return String(d);
  throw new Error(`no Verhoeff check digit for ${digits}`);
}
