import { describe, expect, it } from 'vitest';
import { isSameParty } from './service.ts';

describe("isSameParty: a referral code's partner and the buyer", () => {
  const partner = { id: 1, mobile: '9876500001', email: 'ravi@example.in', pendingEmail: 'ravi.new@example.in' };
  const stranger = { id: 2, mobile: '9876500002', email: 'asha@example.in', pendingEmail: null };
  it('is the same person for the same account, mobile, proven or registered e-mail (any case)', () => {
    expect(isSameParty(partner, partner)).toBe(true);
    expect(isSameParty(partner, { ...stranger, mobile: partner.mobile })).toBe(true);
    expect(isSameParty(partner, { ...stranger, email: 'RAVI@example.in' })).toBe(true);
    expect(isSameParty(partner, { ...stranger, email: 'ravi.new@example.in' })).toBe(true);
    expect(isSameParty({ ...partner, pendingEmail: null }, { ...stranger, email: null, pendingEmail: 'ravi@example.in' })).toBe(
      true,
    );
  });
  it('is another person otherwise, and when fields are empty on both sides', () => {
    expect(isSameParty(partner, stranger)).toBe(false);
    expect(isSameParty(partner, undefined)).toBe(false);
    expect(
      isSameParty(
        { id: 1, mobile: null, email: null, pendingEmail: null },
        { id: 2, mobile: null, email: null, pendingEmail: null },
      ),
    ).toBe(false);
  });
});
