import { describe, expect, it } from 'vitest';
import type { Quote } from '@anupalan/shared';
import {
  breakdownRows,
  needsCompany,
  normaliseCoupon,
  parseRupees,
  quoteFor,
  quoteMessage,
  registrationFor,
} from './checkout-rules';

const base = { governmentFeePaise: null, discountPercent: null, paymentType: 'full' as const, percent: 30, customAmountText: '' };

describe('registration and company', () => {
  it('fixes the type for individual and business services, asks for both', () => {
    expect(registrationFor('individual', '')).toBe('individual');
    expect(registrationFor('business', 'individual')).toBe('business');
    expect(registrationFor('both', '')).toBeNull();
    expect(registrationFor('both', 'business')).toBe('business');
  });
  it('needs a company for business only', () => {
    expect(needsCompany('business', '')).toBe(true);
    expect(needsCompany('both', 'business')).toBe(true);
    expect(needsCompany('both', 'individual')).toBe(false);
    expect(needsCompany('individual', '')).toBe(false);
  });
});

describe('quoteFor', () => {
  it('is a full payment by default', () => {
    const q = quoteFor({ ...base, pricePaise: 399900 }) as Quote;
    expect(q).toMatchObject({
      paymentType: 'full',
      totalPaise: 399900,
      payNowPaise: 399900,
      balancePaise: 0,
      partPaymentAllowed: true,
    });
  });
  it('takes 30/50/80 % of the total after the coupon, plus the government fee', () => {
    const q = quoteFor({
      ...base,
      pricePaise: 1_000_000,
      governmentFeePaise: 50_000,
      discountPercent: 10,
      paymentType: 'partial',
      percent: 50,
    }) as Quote;
    expect(q.totalPaise).toBe(950_000);
    expect(q.payNowPaise).toBe(475_000);
    expect(q.balancePaise).toBe(475_000);
  });
  it('offers no part payment at ₹1,000 or less and falls back to full', () => {
    const q = quoteFor({ ...base, pricePaise: 100_000, paymentType: 'partial', percent: 30 }) as Quote;
    expect(q.partPaymentAllowed).toBe(false);
    expect(q.paymentType).toBe('full');
    expect(q.payNowPaise).toBe(100_000);
  });
  it('uses the typed rupees in custom-amount mode', () => {
    const q = quoteFor({ ...base, pricePaise: 1, customAmountText: '2500.50' }) as Quote;
    expect(q).toMatchObject({ customAmountMode: true, payNowPaise: 250050, partPaymentAllowed: false });
  });
  it('refuses a custom amount below ₹1 or not a number', () => {
    expect(quoteMessage(quoteFor({ ...base, pricePaise: 1, customAmountText: '0.5' }))).toBe(
      'Please enter an amount between ₹1.00 and ₹10,00,000.00.',
    );
    expect(quoteMessage(quoteFor({ ...base, pricePaise: 1, customAmountText: 'abc' }))).toBe('Please enter the amount to pay.');
    expect(quoteMessage(quoteFor({ ...base, pricePaise: 1, customAmountText: '' }))).toBe('Please enter the amount to pay.');
  });
});

describe('custom amount bounds (issue 8)', () => {
  const bounds = { min: 500_00, max: 25_000_00 };
  const message = 'Please enter an amount between ₹500.00 and ₹25,000.00.';
  it('gives the same message, naming both bounds, below the minimum and above the maximum', () => {
    for (const text of ['499.99', '25000.01', '10000000']) {
      const q = quoteFor({ ...base, pricePaise: 1, customAmountText: text, customAmountBounds: bounds });
      expect(quoteMessage(q, bounds), text).toBe(message);
    }
    expect(quoteMessage(quoteFor({ ...base, pricePaise: 1, customAmountText: '20000000' }))).toBe(
      'Please enter an amount between ₹1.00 and ₹10,00,000.00.',
    );
  });
  it('accepts both ends of the range', () => {
    for (const text of ['500', '25000']) {
      const q = quoteFor({ ...base, pricePaise: 1, customAmountText: text, customAmountBounds: bounds });
      expect(typeof q, text).toBe('object');
    }
  });
});

describe('parseRupees', () => {
  it('reads rupees with up to paise precision', () => {
    expect(parseRupees('1')).toBe(100);
    expect(parseRupees('12.34')).toBe(1234);
    expect(parseRupees(' 7.5 ')).toBe(750);
    expect(parseRupees('-3')).toBeNull();
    expect(parseRupees('1e3')).toBeNull();
  });
});

describe('breakdownRows', () => {
  it('shows the fee, coupon, the GST split of the discounted fee, government fee, total, now and later', () => {
    const q = quoteFor({
      ...base,
      pricePaise: 1_180_000,
      governmentFeePaise: 40_000,
      discountPercent: 10,
      paymentType: 'partial',
      percent: 50,
    }) as Quote;
    const rows = breakdownRows(q, { code: 'WELCOME10', percent: 10 });
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(by.fee?.amount).toBe(1_180_000);
    expect(by.discount).toMatchObject({ label: 'Coupon WELCOME10 (10% off)', amount: -118_000 });
    expect(by.taxable?.amount).toBe(900_000);
    expect(by.gst?.amount).toBe(162_000);
    expect(by.govt?.amount).toBe(40_000);
    expect(by.total?.amount).toBe(1_102_000);
    expect(by.now).toMatchObject({ label: 'Pay now (50%)', amount: 551_000 });
    expect(by.balance?.amount).toBe(551_000);
  });
  it('leaves out the coupon, government fee and balance when there are none', () => {
    const q = quoteFor({ ...base, pricePaise: 99_900 }) as Quote;
    expect(breakdownRows(q, null).map((r) => r.key)).toEqual(['fee', 'taxable', 'gst', 'total', 'now']);
  });
});

describe('normaliseCoupon', () => {
  it('upper-cases and drops spaces', () => {
    expect(normaliseCoupon(' welcome 10')).toBe('WELCOME10');
  });
});
