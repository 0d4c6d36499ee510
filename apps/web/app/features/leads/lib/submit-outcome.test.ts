import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES as M } from '@anupalan/shared';
import { flattenErrors, submitOutcome } from './submit-outcome';

describe('submitOutcome (storefront §8 Consultation submit)', () => {
  it('success shows the success alert text', () => {
    expect(submitOutcome({ ok: true, status: 200, body: { success: true, message: M.success } })).toEqual({
      ok: true,
      message: 'Your request has been submitted successfully!',
    });
    expect(submitOutcome({ ok: true, status: 200, body: { success: true } })).toEqual({ ok: true, message: M.success });
  });

  it('a failure reported by the server: flattened errors, else message, else the generic text', () => {
    const errors = { mobile: ['Please enter a valid 10-digit mobile number'], email: ['Please enter a valid email address'] };
    expect(submitOutcome({ ok: false, status: 200, body: { success: false, errors, message: 'x' } })).toEqual({
      ok: false,
      message: 'Please enter a valid 10-digit mobile number Please enter a valid email address',
      fieldErrors: { mobile: errors.mobile[0], email: errors.email[0] },
    });
    expect(submitOutcome({ ok: false, status: 200, body: { success: false, message: 'Closed today' } })).toMatchObject({
      message: 'Closed today',
    });
    expect(submitOutcome({ ok: false, status: 200, body: { success: false } })).toMatchObject({
      message: 'Something went wrong. Please try again.',
    });
  });

  it('an HTTP error: errors, else message, else "Failed to submit."', () => {
    expect(
      submitOutcome({
        ok: false,
        status: 422,
        body: { success: false, message: M.unknownService, errors: { service_id: [M.unknownService] } },
      }),
    ).toEqual({ ok: false, message: M.unknownService, fieldErrors: { service_id: M.unknownService } });
    expect(
      submitOutcome({ ok: false, status: 429, body: { success: false, code: 'RATE_LIMITED', message: M.rateLimited } }),
    ).toEqual({
      ok: false,
      message: M.rateLimited,
      fieldErrors: {},
    });
    expect(submitOutcome({ ok: false, status: 502, body: null })).toMatchObject({ message: 'Failed to submit.' });
  });

  it('no answer at all: the network text', () => {
    expect(submitOutcome({ ok: false, status: 0, body: null })).toMatchObject({
      message: 'Failed to submit. Please check your network or try again later.',
    });
  });

  it('flattens lists and single messages and skips junk', () => {
    expect(flattenErrors({ a: ['one', 'two'], b: 'three', c: [null, 4, ' '] })).toEqual(['one', 'two', 'three']);
    expect(flattenErrors(null)).toEqual([]);
  });
});
