import { describe, expect, it } from 'vitest';
import { couponCreateSchema, csvCell, csvRow, partnerRejectSchema, staffLoginSchema } from './admin.ts';

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula and quotes every cell', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const lead of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1+1`)).toBe(`"'${lead}1+1"`);
    expect(csvCell('asha@example.in')).toBe('"asha@example.in"');
    expect(csvCell(null)).toBe('""');
    expect(csvRow(['a,b', 'line\nbreak', 3])).toBe('"a,b","line\nbreak","3"\r\n');
  });
});

describe('admin contracts', () => {
  it('coupon: code upper-cased, dates ordered, discount 1–100 whole', () => {
    const ok = couponCreateSchema.parse({
      code: 'diwali-25',
      discountPercent: '25',
      validFrom: '2026-10-01',
      validUntil: '2026-11-01',
    });
    expect(ok).toMatchObject({
      code: 'DIWALI-25',
      discountPercent: 25,
      maxUses: null,
      perUserLimit: 1,
      active: true,
      serviceIds: [],
    });
    expect(ok.validFrom).toBe('2026-10-01T00:00:00+05:30');
    // The last day counts, in India (issue 28): valid until the end of 1 November IST.
    expect(ok.validUntil).toBe('2026-11-01T23:59:59.999+05:30');
    expect(
      couponCreateSchema.safeParse({ code: 'ABC', discountPercent: 5, validFrom: '2026-11-01', validUntil: '2026-11-01' })
        .success,
    ).toBe(true);
    for (const discountPercent of [-1, 0, 101, 12.5, 'ten']) {
      const r = couponCreateSchema.safeParse({ code: 'ABC', discountPercent, validFrom: '2026-10-01', validUntil: '2026-11-01' });
      expect(r.success).toBe(false);
    }
    const order = couponCreateSchema.safeParse({
      code: 'ABC',
      discountPercent: 5,
      validFrom: '2026-11-01',
      validUntil: '2026-10-01',
    });
    expect(order.success || order.error.issues[0]?.path).toEqual(['validUntil']);
  });
  it('rejection needs a reason; staff sign-in needs an identifier and a password', () => {
    expect(partnerRejectSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(partnerRejectSchema.parse({ reason: ' Incomplete ' })).toEqual({ reason: 'Incomplete' });
    expect(staffLoginSchema.safeParse({ userName: 'not an id', password: 'x' }).success).toBe(false);
    expect(staffLoginSchema.parse({ userName: 'Owner@Example.in', password: 'x' }).userName).toBe('owner@example.in');
  });
});
