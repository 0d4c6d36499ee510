import { describe, expect, it } from 'vitest';
import { feedbackError, feedbackOutcome, starLabel } from './feedback-rules';

describe('feedback rules', () => {
  it('refuses rating 0, a rating below 5 without a message, and no user', () => {
    expect(feedbackError(7, 0, 'nice')).toBe('Please select a rating.');
    expect(feedbackError(7, 4, '   ')).toBe('Please provide a message for ratings below 5 stars.');
    expect(feedbackError(null, 5, '')).toBe('Please log in to submit feedback.');
    expect(feedbackError(7, 5, '')).toBeNull();
    expect(feedbackError(7, 3, 'Slow reply')).toBeNull();
    expect(feedbackError(7, 5, 'x'.repeat(2001))).toMatch(/too long/);
  });

  it("shows the server's message, else the generic texts", () => {
    expect(feedbackOutcome({ ok: true, status: 200, body: { message: 'Thanks!' } })).toEqual({ ok: true, message: 'Thanks!' });
    expect(feedbackOutcome({ ok: false, status: 422, body: { message: 'Please select a rating.' } })).toEqual({
      ok: false,
      message: 'Please select a rating.',
    });
    expect(feedbackOutcome({ ok: false, status: 500, body: null })).toEqual({
      ok: false,
      message: 'Server error. Please try again later.',
    });
    expect(feedbackOutcome({ ok: false, status: 0, body: null })).toEqual({
      ok: false,
      message: 'Failed to submit feedback. Please try again.',
    });
  });

  it('names the stars', () => {
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
  });
});
