import { describe, expect, it } from 'vitest';
import { currentPeriod, PERIOD_MESSAGES, periodLabel, periodOptions, periodProblem } from './periods.ts';

/** 27 November 2026, 10:00 in India. */
const NOV = new Date('2026-11-27T04:30:00Z');
/** 31 March 2027, 23:30 in India (18:00 UTC): still FY 2026-27. */
const MARCH_END = new Date('2027-03-31T18:00:00Z');

describe('periods of recurring services', () => {
  it('offers the current period first, then recent ones of this and the previous financial year', () => {
    expect(periodOptions('assessment_year', NOV)).toEqual([
      { value: '2026-27', label: 'AY 2026-27 (FY 2025-26)' },
      { value: '2025-26', label: 'AY 2025-26 (FY 2024-25)' },
    ]);
    const quarters = periodOptions('quarterly', NOV);
    expect(quarters.map((q) => q.value)).toEqual([
      '2026-27-Q3',
      '2026-27-Q2',
      '2026-27-Q1',
      '2025-26-Q4',
      '2025-26-Q3',
      '2025-26-Q2',
      '2025-26-Q1',
    ]);
    expect(quarters[0]!.label).toBe('Q3 (Oct–Dec 2026), FY 2026-27');
    expect(quarters[3]!.label).toBe('Q4 (Jan–Mar 2026), FY 2025-26');
    const months = periodOptions('monthly', NOV);
    expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(months.at(-1)).toEqual({ value: '2025-04', label: 'April 2025' });
    expect(months).toHaveLength(20);
    expect(periodOptions('none', NOV)).toEqual([]);
  });

  it("judges the day in India's calendar: 31 March late evening is still the old financial year", () => {
    expect(currentPeriod('quarterly', MARCH_END)).toBe('2026-27-Q4');
    expect(currentPeriod('assessment_year', MARCH_END)).toBe('2026-27');
    expect(currentPeriod('monthly', new Date('2027-03-31T19:00:00Z'))).toBe('2027-04');
    expect(currentPeriod('none', NOV)).toBeNull();
  });

  it('refuses a missing, malformed, future or too old period, and a period for a one-off service', () => {
    expect(periodProblem('quarterly', '2026-27-Q3', NOV)).toBeNull();
    expect(periodProblem('quarterly', undefined, NOV)).toBe(PERIOD_MESSAGES.required);
    expect(periodProblem('quarterly', '  ', NOV)).toBe(PERIOD_MESSAGES.required);
    for (const bad of ['Q3', '2026-27-Q5', '2026/27', "2026-27-Q3'; drop", '2026-1'])
      expect(periodProblem('quarterly', bad, NOV), bad).toBe(PERIOD_MESSAGES.malformed);
    for (const out of ['2026-27-Q4', '2024-25-Q4', '2026-11'])
      expect(periodProblem('quarterly', out, NOV), out).toBe(PERIOD_MESSAGES.outOfRange);
    expect(periodProblem('assessment_year', '2027-28', NOV)).toBe(PERIOD_MESSAGES.outOfRange);
    expect(periodProblem('assessment_year', '2024-25', NOV)).toBe(PERIOD_MESSAGES.outOfRange);
    expect(periodProblem('monthly', '2026-12', NOV)).toBe(PERIOD_MESSAGES.outOfRange);
    expect(periodProblem('none', '2026-27', NOV)).toBe(PERIOD_MESSAGES.notRecurring);
    expect(periodProblem('none', null, NOV)).toBeNull();
  });

  it('reads a stored period', () => {
    expect(periodLabel('2026-27-Q2')).toBe('Q2 (Jul–Sep 2026), FY 2026-27');
    expect(periodLabel('2026-27')).toBe('AY 2026-27 (FY 2025-26)');
    expect(periodLabel('2026-10')).toBe('October 2026');
    expect(periodLabel(null)).toBeNull();
  });
});
