import { describe, expect, it } from 'vitest';
import { partnerRefusal } from './partner-standing.ts';

describe('partnerRefusal: what a partner may do', () => {
  const sp = { role: 'service_provider', status: 'active', email: 'sp@example.in' };
  it('allows an approved partner of the role with a proven e-mail', () => {
    expect(partnerRefusal(sp, 'service_provider')).toBeNull();
    expect(partnerRefusal({ ...sp, role: 'reseller' })).toBeNull();
  });
  it('refuses an unproven e-mail with the step to take', () => {
    expect(partnerRefusal({ ...sp, email: null }, 'service_provider')).toEqual({
      reason: 'email_unproven',
      message: 'Please verify your e-mail address first.',
    });
  });
  it('refuses another role, a pending, rejected or suspended account, and no account', () => {
    for (const account of [
      { ...sp, role: 'customer' },
      { ...sp, role: 'staff' },
      { ...sp, status: 'pending' },
      { ...sp, status: 'rejected' },
      { ...sp, status: 'suspended' },
      undefined,
    ]) {
      expect(partnerRefusal(account, 'any')).toEqual({ reason: 'not_partner', message: 'This page is for approved partners.' });
    }
    expect(partnerRefusal({ ...sp, role: 'reseller' }, 'service_provider')?.reason).toBe('not_partner');
  });
});
