import { describe, expect, it } from 'vitest';
import { computeQuote, describePrice, QUOTE_MESSAGES, type Quote, type QuoteInput } from './pricing.ts';

/** ₹3,999 professional fee (GST included) and a ₹500 government fee, paid in full. */
const fixed: QuoteInput = { pricePaise: 399_900, governmentFeePaise: 50_000, paymentType: 'full' };

function quote(input: Partial<QuoteInput>, bounds?: { min: number; max: number }): Quote {
  const q = computeQuote({ ...fixed, ...input }, bounds);
  if (typeof q === 'string') throw new Error(`refused: ${q}`);
  return q;
}

describe('a fixed-price service', () => {
  it('paid in full: fee plus government fee, nothing left to pay', () => {
    expect(quote({})).toEqual({
      customAmountMode: false,
      feePaise: 399_900,
      discountPaise: 0,
      governmentFeePaise: 50_000,
      totalPaise: 449_900,
      percent: 100,
      paymentType: 'full',
      payNowPaise: 449_900,
      balancePaise: 0,
      partPaymentAllowed: true,
    });
  });

  it('a coupon discounts the professional fee only, rounded to the paisa', () => {
    const q = quote({ discountPercent: 10 });
    expect(q.discountPaise).toBe(39_990);
    expect(q.governmentFeePaise).toBe(50_000);
    expect(q.totalPaise).toBe(409_910);
    // 15% of ₹999.99 is ₹149.9985: ₹150.00.
    expect(quote({ pricePaise: 99_999, governmentFeePaise: null, discountPercent: 15 })).toMatchObject({
      discountPaise: 15_000,
      totalPaise: 84_999,
      governmentFeePaise: 0,
    });
  });

  it('a discount outside 0–100% is held to those bounds', () => {
    expect(quote({ discountPercent: 150 })).toMatchObject({ discountPaise: 399_900, totalPaise: 50_000 });
    expect(quote({ discountPercent: -20 })).toMatchObject({ discountPaise: 0, totalPaise: 449_900 });
  });

  it('refuses a custom amount', () => {
    expect(computeQuote({ ...fixed, paymentType: 'custom', customAmountPaise: 100_00 })).toBe('CUSTOM_NOT_ALLOWED');
    expect(QUOTE_MESSAGES.CUSTOM_NOT_ALLOWED).toBe('This service has a fixed price.');
  });
});

describe('part payment', () => {
  it('charges 30%, 50% or 80% of the total now and leaves the rest as the balance, in whole paise', () => {
    expect(quote({ paymentType: 'partial', percent: 30 })).toMatchObject({
      percent: 30,
      paymentType: 'partial',
      payNowPaise: 134_970,
      balancePaise: 314_930,
    });
    // Half of ₹1,000.01 is ₹500.005: ₹500.01 now, ₹500.00 later.
    expect(quote({ pricePaise: 100_001, governmentFeePaise: 0, paymentType: 'partial', percent: 50 })).toMatchObject({
      payNowPaise: 50_001,
      balancePaise: 50_000,
    });
    // 80% of ₹1,000.03 is ₹800.024: ₹800.02 now, ₹200.01 later.
    expect(quote({ pricePaise: 100_003, governmentFeePaise: 0, paymentType: 'partial', percent: 80 })).toMatchObject({
      payNowPaise: 80_002,
      balancePaise: 20_001,
    });
  });

  it('the two parts always add up to the total', () => {
    for (const price of [107_601, 123_457, 999_999, 1_234_567])
      for (const percent of [30, 50, 80]) {
        const q = quote({ pricePaise: price, governmentFeePaise: 1_001, discountPercent: 7, paymentType: 'partial', percent });
        expect(q.payNowPaise + q.balancePaise).toBe(q.totalPaise);
        expect(Number.isSafeInteger(q.payNowPaise)).toBe(true);
      }
  });

  it('is offered only over ₹1,000, counted after the coupon', () => {
    expect(quote({ pricePaise: 100_000, governmentFeePaise: 0 }).partPaymentAllowed).toBe(false);
    expect(computeQuote({ pricePaise: 100_000, governmentFeePaise: 0, paymentType: 'partial', percent: 30 })).toBe(
      'PART_NOT_ALLOWED',
    );
    expect(quote({ pricePaise: 100_001, governmentFeePaise: 0 }).partPaymentAllowed).toBe(true);
    // ₹1,100 less 10% is ₹990: no part payment.
    expect(
      computeQuote({ pricePaise: 110_000, governmentFeePaise: 0, discountPercent: 10, paymentType: 'partial', percent: 50 }),
    ).toBe('PART_NOT_ALLOWED');
    // The government fee counts towards the ₹1,000.
    expect(quote({ pricePaise: 90_000, governmentFeePaise: 20_000, paymentType: 'partial', percent: 50 }).payNowPaise).toBe(
      55_000,
    );
    expect(QUOTE_MESSAGES.PART_NOT_ALLOWED).toBe('Part payment is available only when the total is over ₹1,000.');
  });

  it('refuses any other percentage', () => {
    for (const percent of [0, 10, 40, 100, 30.5, null, undefined]) {
      expect(computeQuote({ ...fixed, paymentType: 'partial', percent })).toBe('PERCENT_INVALID');
    }
  });
});

describe('a custom-amount service (price ₹0.01 or less)', () => {
  const custom: QuoteInput = { pricePaise: 1, governmentFeePaise: 50_000, paymentType: 'custom' };

  it('charges exactly the amount entered: no coupon, no government fee, no balance', () => {
    expect(computeQuote({ ...custom, customAmountPaise: 250_050, discountPercent: 50 })).toEqual({
      customAmountMode: true,
      feePaise: 250_050,
      discountPaise: 0,
      governmentFeePaise: 0,
      totalPaise: 250_050,
      percent: null,
      paymentType: 'custom',
      payNowPaise: 250_050,
      balancePaise: 0,
      partPaymentAllowed: false,
    });
    // A price of zero is the same mode.
    expect(computeQuote({ ...custom, pricePaise: 0, customAmountPaise: 100 })).toMatchObject({
      customAmountMode: true,
      totalPaise: 100,
    });
  });

  it('needs an amount, within the bounds, in whole paise', () => {
    expect(computeQuote({ ...custom })).toBe('CUSTOM_AMOUNT_REQUIRED');
    expect(computeQuote({ ...custom, customAmountPaise: null })).toBe('CUSTOM_AMOUNT_REQUIRED');
    expect(computeQuote({ ...custom, customAmountPaise: Number.NaN })).toBe('CUSTOM_AMOUNT_REQUIRED');
    expect(computeQuote({ ...custom, customAmountPaise: 99 })).toBe('CUSTOM_AMOUNT_RANGE');
    expect(computeQuote({ ...custom, customAmountPaise: 100 })).toMatchObject({ payNowPaise: 100 });
    expect(computeQuote({ ...custom, customAmountPaise: 150.5 })).toBe('CUSTOM_AMOUNT_RANGE');
    expect(computeQuote({ ...custom, customAmountPaise: 10_00_000_00 })).toMatchObject({ payNowPaise: 10_00_000_00 });
    expect(computeQuote({ ...custom, customAmountPaise: 10_00_000_01 })).toBe('CUSTOM_AMOUNT_RANGE');
  });

  it('follows the bounds the server is configured with', () => {
    const bounds = { min: 50_000, max: 200_000 };
    expect(computeQuote({ ...custom, customAmountPaise: 49_999 }, bounds)).toBe('CUSTOM_AMOUNT_RANGE');
    expect(computeQuote({ ...custom, customAmountPaise: 200_000 }, bounds)).toMatchObject({ totalPaise: 200_000 });
    expect(computeQuote({ ...custom, customAmountPaise: 200_001 }, bounds)).toBe('CUSTOM_AMOUNT_RANGE');
  });

  it('cannot be paid in parts', () => {
    expect(computeQuote({ ...custom, paymentType: 'partial', percent: 50, customAmountPaise: 500_000 })).toBe('PART_NOT_ALLOWED');
  });
});

describe('describePrice: the price a customer is shown', () => {
  it('a government fee is part of the total shown, with both parts named, equal to what checkout charges', () => {
    const shown = describePrice(119_900, 50_000);
    expect(shown).toEqual({
      kind: 'fixed',
      totalPaise: 169_900,
      total: '₹1,699.00',
      parts: '₹1,199.00 incl. GST + ₹500.00 government fee',
      text: '₹1,699.00 (₹1,199.00 incl. GST + ₹500.00 government fee)',
    });
    expect(shown.kind === 'fixed' && shown.totalPaise).toBe(
      quote({ pricePaise: 119_900, governmentFeePaise: 50_000 }).payNowPaise,
    );
  });

  it('without a government fee (null or 0) the price reads as before', () => {
    expect(describePrice(99_900, null)).toMatchObject({ total: '₹999.00', text: '₹999.00 incl. GST' });
    expect(describePrice(99_900, 0)).toMatchObject({ total: '₹999.00', text: '₹999.00 incl. GST' });
  });

  it('a quote-priced service (₹0.01 or nothing) says what it is, never ₹0.01', () => {
    for (const price of [1, 0]) {
      const shown = describePrice(price, null);
      expect(shown).toEqual({ kind: 'quote', text: 'Price on quote: pay the amount agreed with your expert' });
      expect(shown.text).not.toContain('₹');
    }
  });
});
