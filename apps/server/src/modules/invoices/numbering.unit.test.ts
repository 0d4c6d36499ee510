import { describe, expect, it } from 'vitest';
import { financialYear, invoiceNumber } from './numbering.ts';

describe('financialYear: April to March, Indian time', () => {
  it('turns over at midnight on 1 April in India, not in UTC', () => {
    // 23:59:59 on 31 March in India is 18:29:59 UTC.
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
  });

  it('keeps January to March in the year that began the April before', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-12-31T23:59:59+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27');
  });

  it('writes the second year with two digits, across a century', () => {
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(financialYear(new Date('2009-06-01T00:00:00Z'))).toBe('2009-10');
  });
});

describe('invoiceNumber', () => {
  it('writes the series, the short financial year and a six-digit sequence', () => {
    expect(invoiceNumber('tax_invoice', '2026-27', 1)).toBe('INV/26-27/000001');
    expect(invoiceNumber('receipt_voucher', '2026-27', 42)).toBe('RV/26-27/000042');
    expect(invoiceNumber('tax_invoice', '2099-00', 7)).toBe('INV/99-00/000007');
  });

  it('never exceeds the 16 characters GST allows, up to the last number of a year', () => {
    for (const kind of ['tax_invoice', 'receipt_voucher'] as const) {
      for (const seq of [1, 9, 10, 99_999, 100_000, 999_999]) {
        expect(invoiceNumber(kind, '2026-27', seq).length).toBeLessThanOrEqual(16);
      }
    }
    expect(invoiceNumber('tax_invoice', '2026-27', 999_999)).toBe('INV/26-27/999999');
  });

  it('gives consecutive sequences consecutive numbers that sort in issue order', () => {
    const numbers = Array.from({ length: 12 }, (_, i) => invoiceNumber('tax_invoice', '2026-27', 995 + i));
    expect(numbers.slice(0, 3)).toEqual(['INV/26-27/000995', 'INV/26-27/000996', 'INV/26-27/000997']);
    expect([...numbers].sort()).toEqual(numbers);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('starts a new series each financial year and keeps the two kinds apart', () => {
    const all = [
      invoiceNumber('tax_invoice', '2025-26', 1),
      invoiceNumber('tax_invoice', '2026-27', 1),
      invoiceNumber('receipt_voucher', '2025-26', 1),
      invoiceNumber('receipt_voucher', '2026-27', 1),
    ];
    expect(new Set(all).size).toBe(4);
  });

  it('refuses a sequence that is not a whole number from 1 to 999999', () => {
    for (const bad of [0, -1, 1.5, 1_000_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => invoiceNumber('tax_invoice', '2026-27', bad)).toThrow(RangeError);
    }
  });
});
