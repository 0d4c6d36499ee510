import { describe, expect, it } from 'vitest';
import { addMonths, clocksOf, indiaYear, ticketNumber } from './service.ts';

describe('grievance ticket numbers and clocks', () => {
  it('numbers tickets GRV-<year in India>-<six digits>', () => {
    expect(ticketNumber(2026, 123)).toBe('GRV-2026-000123');
    expect(ticketNumber(2027, 1_234_567)).toBe('GRV-2027-1234567');
    // 31 December, 19:00 UTC is already 1 January in India.
    expect(indiaYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
    expect(indiaYear(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
  });

  it('acknowledgement due 48 hours after filing, resolution one calendar month after', () => {
    const at = new Date('2026-11-27T10:15:00Z');
    const c = clocksOf(at);
    expect(c.ackDueAt.toISOString()).toBe('2026-11-29T10:15:00.000Z');
    expect(c.resolveDueAt.toISOString()).toBe('2026-12-27T10:15:00.000Z');
  });

  it('a month from the 31st ends on the last day of a shorter month', () => {
    expect(addMonths(new Date('2027-01-31T08:00:00Z'), 1).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T08:00:00Z'), 1).toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });

  it('counts the month on the Indian date: filed on the 1st in India (still the last day in UTC), due on the 1st', () => {
    // 30 April 20:00 UTC is 1 May 01:30 IST: due 1 June 01:30 IST, not 31 May.
    expect(addMonths(new Date('2026-04-30T20:00:00Z'), 1).toISOString()).toBe('2026-05-31T20:00:00.000Z');
    // 31 January 19:00 UTC is 1 February 00:30 IST: due 1 March 00:30 IST.
    expect(addMonths(new Date('2027-01-31T19:00:00Z'), 1).toISOString()).toBe('2027-02-28T19:00:00.000Z');
    // 31 May 20:00 UTC is 1 June in India: due 1 July, a day the UTC count (30 June 20:00 UTC) also gives.
    expect(clocksOf(new Date('2026-05-31T20:00:00Z')).resolveDueAt.toISOString()).toBe('2026-06-30T20:00:00.000Z');
    // 30 September 18:29 UTC is still 23:59 IST on the 30th: due 30 October 23:59 IST.
    expect(addMonths(new Date('2026-09-30T18:29:00Z'), 1).toISOString()).toBe('2026-10-30T18:29:00.000Z');
  });
});
