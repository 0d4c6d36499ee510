import { describe, expect, it } from 'vitest';
import { amountInWords, formatInr, numberToIndianWords, percentOf, rupeesToPaise, splitGstInclusive } from './money.ts';

describe('money', () => {
  it('formats paise as rupees with en-IN grouping and two decimals', () => {
    expect(formatInr(11_800_000)).toBe('₹1,18,000.00');
    expect(formatInr(99_900)).toBe('₹999.00');
    expect(formatInr(1)).toBe('₹0.01');
    expect(formatInr(12_345_678_901)).toBe('₹12,34,56,789.01');
  });

  it('converts rupees to integer paise without float drift', () => {
    expect(rupeesToPaise(1499.99)).toBe(149_999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('splits a GST-inclusive price so the parts add up to the total', () => {
    const intra = splitGstInclusive(118_000, true);
    expect(intra).toEqual({ taxable: 100_000, gst: 18_000, cgst: 9_000, sgst: 9_000, igst: 0, total: 118_000 });
    const inter = splitGstInclusive(99_900, false);
    expect(inter.taxable + inter.igst).toBe(99_900);
    expect(inter.taxable).toBe(84_661);
    const odd = splitGstInclusive(100_001, true);
    expect(odd.taxable + odd.cgst + odd.sgst).toBe(100_001);
    expect(Math.abs(odd.cgst - odd.sgst)).toBeLessThanOrEqual(1);
  });

  it('takes a percentage rounded to the paisa', () => {
    expect(percentOf(699_900, 30)).toBe(209_970);
    expect(percentOf(1001, 50)).toBe(501);
  });

  it('spells amounts the Indian way', () => {
    expect(numberToIndianWords(118_000)).toBe('One Lakh Eighteen Thousand');
    expect(numberToIndianWords(12_34_56_789)).toBe('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
    expect(amountInWords(99_950)).toBe('Rupees Nine Hundred Ninety Nine and Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
  });
});
