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
});
