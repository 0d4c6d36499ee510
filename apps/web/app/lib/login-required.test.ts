import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_FALLBACK, loginRequiredMessage } from './login-required';

describe('loginRequiredMessage (issue 8: not "documents" for every page)', () => {
  it('says what fits the page the visitor wanted', () => {
    expect(loginRequiredMessage('/profile')).toBe('Please login to see and edit your profile');
    expect(loginRequiredMessage('/company-details')).toBe('Please login to see your companies');
    expect(loginRequiredMessage('/company-detailform')).toBe('Please login to add or edit a company');
    expect(loginRequiredMessage('/payment-history')).toBe('Please login to see your payment history');
    expect(loginRequiredMessage('/myrequests')).toBe('Please login to see your payment requests');
    expect(loginRequiredMessage('/completed-services')).toBe('Please login to see your completed services');
    expect(loginRequiredMessage('/feedback')).toBe('Please login to give feedback');
    expect(loginRequiredMessage('/proceed/gst-registration')).toBe('Please login to continue to checkout');
    expect(loginRequiredMessage('/service/gst-registration/proceed-to-payment')).toBe('Please login to continue your payment');
    expect(loginRequiredMessage('/service/gst-registration/partial-to-payment')).toBe('Please login to continue your payment');
  });
  it("keeps the spec's text for the document pages", () => {
    expect(loginRequiredMessage('/document')).toBe('Please login to access documents');
    expect(loginRequiredMessage('/documents/gst-registration')).toBe('Please login to access documents');
  });
  it('has a general text for anything else', () => {
    expect(loginRequiredMessage('/somewhere')).toBe(LOGIN_REQUIRED_FALLBACK);
    expect(loginRequiredMessage('/profiles')).toBe(LOGIN_REQUIRED_FALLBACK);
  });
});
