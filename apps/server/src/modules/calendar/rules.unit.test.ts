import { describe, expect, it } from 'vitest';
import { calendarFor, occurrences, servicePeriodOf, type CalendarRule, type CalendarSubject } from '@anupalan/shared';
import { SEED_RULES } from './seed-rules.ts';

const RULES: CalendarRule[] = SEED_RULES.map((r, i) => ({ ...r, id: i + 1, version: 1, active: true }));
const rule = (code: string) => RULES.find((r) => r.code === code)!;

/** Every due date of a rule from 1 April of a financial year to 30 June two years on, by period ('2026-27#2': an instalment). */
function dueDates(code: string, fyStart: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of occurrences(rule(code), `${fyStart}-04-01`, `${fyStart + 2}-06-30`)) out[o.extensionKey] = o.date;
  return out;
}

// The known due dates, by filing and financial year; the test names carry the legal basis.
const KNOWN: { code: string; basis: string; fy: number; expect: Record<string, string> }[] = [
  {
    code: 'gstr-3b-monthly',
    basis: 's. 39(1) CGST Act, rule 61: 20th of the next month',
    fy: 2026,
    expect: { '2026-04': '2026-05-20', '2026-10': '2026-11-20', '2027-01': '2027-02-20', '2027-03': '2027-04-20' },
  },
  {
    code: 'gstr-3b-monthly',
    basis: 's. 39(1) CGST Act, rule 61: 20th of the next month',
    fy: 2025,
    expect: { '2025-04': '2025-05-20', '2026-03': '2026-04-20' },
  },
  {
    code: 'gstr-1-monthly',
    basis: 's. 37 CGST Act, rule 59(1): 11th of the next month',
    fy: 2026,
    expect: { '2026-04': '2026-05-11', '2026-12': '2027-01-11', '2027-03': '2027-04-11' },
  },
  {
    code: 'iff',
    basis: 'proviso to rule 59(2): 13th, first two months of a quarter only',
    fy: 2026,
    expect: { '2026-04': '2026-05-13', '2026-05': '2026-06-13', '2027-02': '2027-03-13' },
  },
  {
    code: 'gstr-3b-qrmp-22',
    basis: 'Notification 76/2020-CT: 22nd after the quarter',
    fy: 2026,
    expect: { '2026-27-Q1': '2026-07-22', '2026-27-Q2': '2026-10-22', '2026-27-Q3': '2027-01-22', '2026-27-Q4': '2027-04-22' },
  },
  {
    code: 'gstr-3b-qrmp-24',
    basis: 'Notification 76/2020-CT: 24th after the quarter',
    fy: 2025,
    expect: { '2025-26-Q1': '2025-07-24', '2025-26-Q4': '2026-04-24' },
  },
  {
    code: 'cmp-08',
    basis: 's. 39(2) CGST Act, rule 62(1)(i): 18th after the quarter',
    fy: 2026,
    expect: { '2026-27-Q1': '2026-07-18', '2026-27-Q2': '2026-10-18', '2026-27-Q3': '2027-01-18', '2026-27-Q4': '2027-04-18' },
  },
  {
    code: 'gstr-9',
    basis: 's. 44 CGST Act, rule 80: 31 December after the year',
    fy: 2025,
    expect: { '2025-26': '2026-12-31' },
  },
  {
    code: 'gstr-9',
    basis: 's. 44 CGST Act, rule 80: 31 December after the year',
    fy: 2026,
    expect: { '2026-27': '2027-12-31' },
  },
  {
    code: 'tds-deposit',
    basis: 'rule 30(2) IT Rules: 7th of the next month, 30 April for March',
    fy: 2026,
    expect: { '2026-04': '2026-05-07', '2026-12': '2027-01-07', '2027-02': '2027-03-07', '2027-03': '2027-04-30' },
  },
  {
    code: 'tds-return',
    basis: 'rule 31A IT Rules: 31 Jul, 31 Oct, 31 Jan, 31 May',
    fy: 2025,
    expect: { '2025-26-Q1': '2025-07-31', '2025-26-Q2': '2025-10-31', '2025-26-Q3': '2026-01-31', '2025-26-Q4': '2026-05-31' },
  },
  {
    code: 'tds-return',
    basis: 'rule 31A IT Rules: 31 Jul, 31 Oct, 31 Jan, 31 May',
    fy: 2026,
    expect: { '2026-27-Q1': '2026-07-31', '2026-27-Q2': '2026-10-31', '2026-27-Q3': '2027-01-31', '2026-27-Q4': '2027-05-31' },
  },
  {
    code: 'advance-tax',
    basis: 's. 211 IT Act: 15 Jun, 15 Sep, 15 Dec, 15 Mar',
    fy: 2026,
    expect: { '2026-27#1': '2026-06-15', '2026-27#2': '2026-09-15', '2026-27#3': '2026-12-15', '2026-27#4': '2027-03-15' },
  },
  {
    code: 'itr-non-audit',
    basis: 's. 139(1) IT Act: 31 July, accounts not audited',
    fy: 2025,
    expect: { '2025-26': '2026-07-31' },
  },
  {
    code: 'itr-audit',
    basis: 's. 139(1) IT Act: 31 October, audit case',
    fy: 2026,
    expect: { '2026-27': '2027-10-31' },
  },
  {
    code: 'aoc-4',
    basis: 's. 137 Companies Act: 30 days after an AGM on 30 September',
    fy: 2025,
    expect: { '2025-26': '2026-10-30' },
  },
  {
    code: 'mgt-7',
    basis: 's. 92(4) Companies Act: 60 days after an AGM on 30 September',
    fy: 2026,
    expect: { '2026-27': '2027-11-29' },
  },
  {
    code: 'dir-3-kyc',
    basis: 'rule 12A Appointment and Qualification of Directors Rules: 30 September',
    fy: 2025,
    expect: { '2025-26': '2026-09-30' },
  },
  {
    code: 'llp-form-11',
    basis: 's. 35 LLP Act, rule 25: 30 May',
    fy: 2026,
    expect: { '2026-27': '2027-05-30' },
  },
  {
    code: 'llp-form-8',
    basis: 's. 34 LLP Act, rule 24: 30 October',
    fy: 2025,
    expect: { '2025-26': '2026-10-30' },
  },
  {
    code: 'pf',
    basis: 'para 38 EPF Scheme: 15th of the next month',
    fy: 2026,
    expect: { '2026-04': '2026-05-15', '2027-03': '2027-04-15' },
  },
  {
    code: 'pt-maharashtra-ptec',
    basis: 's. 8 Maharashtra Professions Tax Act: 30 June of the year',
    fy: 2026,
    expect: { '2026-27': '2026-06-30' },
  },
];

describe('seeded rules give the statutory due dates', () => {
  it.each(KNOWN.map((k) => [`${k.code} FY ${k.fy}-${(k.fy + 1) % 100} (${k.basis})`, k] as const))('%s', (_name, k) => {
    const got = dueDates(k.code, k.fy);
    for (const [period, date] of Object.entries(k.expect)) expect(got[period], period).toBe(date);
  });
});

const company = (over: Partial<CalendarSubject> = {}): CalendarSubject => ({
  key: 'c1',
  kind: 'company',
  gst_frequency: 'monthly',
  has_gstin: true,
  turnover_band: '2cr_to_5cr',
  state: 'Karnataka',
  ...over,
});

describe('a subject’s calendar', () => {
  it('a rule whose day the month lacks (31 February) falls back to the last day and says so', () => {
    const r: CalendarRule = { ...rule('gstr-3b-monthly'), schedule: { due_day: 31, month_offset: 1 } };
    const { entries } = calendarFor([r], company(), { today: '2027-01-10', lookbackDays: 0, aheadDays: 90 });
    const feb = entries.find((e) => e.period === '2027-01')!;
    expect(feb.due_date).toBe('2027-02-28');
    expect(feb.date_note).toContain('31 February does not exist');
    expect(entries.find((e) => e.period === '2027-02')!.due_date).toBe('2027-03-31');
    expect(entries.find((e) => e.period === '2027-02')!.date_note).toBeNull();
  });

  it('a company without a GST filing frequency gets "Tell us your GST filing frequency" instead of GST dates', () => {
    const { entries, missing } = calendarFor(RULES, company({ gst_frequency: null }), { today: '2026-11-27' });
    expect(entries.some((e) => e.filing.startsWith('GSTR'))).toBe(false);
    const m = missing.find((x) => x.field === 'gst_frequency')!;
    expect(m.message).toBe('Tell us your GST filing frequency');
    expect(m.filings).toEqual(expect.arrayContaining(['GSTR-1', 'GSTR-3B', 'CMP-08']));
  });

  it('a quarterly filer in Delhi files GSTR-3B on the 24th, in Karnataka on the 22nd (Notification 76/2020-CT)', () => {
    const opts = { today: '2026-11-27' };
    const delhi = calendarFor(RULES, company({ gst_frequency: 'quarterly', state: 'Delhi' }), opts).entries;
    const blr = calendarFor(RULES, company({ gst_frequency: 'quarterly', state: 'Karnataka' }), opts).entries;
    expect(delhi.find((e) => e.rule_code.startsWith('gstr-3b') && e.period === '2026-27-Q3')!.due_date).toBe('2027-01-24');
    expect(blr.find((e) => e.rule_code.startsWith('gstr-3b') && e.period === '2026-27-Q3')!.due_date).toBe('2027-01-22');
    expect(delhi.some((e) => e.rule_code === 'gstr-3b-monthly')).toBe(false);
  });

  it('statuses: overdue, due this week, upcoming, filed with us; a filed past date drops off', () => {
    const opts = {
      today: '2026-11-17',
      filed: (r: CalendarRule, p: string) => r.code === 'gstr-3b-monthly' && p === '2026-09',
    };
    const { entries } = calendarFor([rule('gstr-3b-monthly'), rule('gstr-1-monthly')], company(), opts);
    const by = (code: string, p: string) => entries.find((e) => e.rule_code === code && e.period === p)?.status;
    expect(by('gstr-1-monthly', '2026-10')).toBe('overdue');
    expect(by('gstr-3b-monthly', '2026-10')).toBe('due_this_week');
    expect(by('gstr-3b-monthly', '2026-11')).toBe('upcoming');
    expect(by('gstr-3b-monthly', '2026-09')).toBeUndefined();
    const filedAhead = calendarFor([rule('gstr-3b-monthly')], company(), {
      today: '2026-11-17',
      filed: (_r, p) => p === '2026-10',
    }).entries;
    expect(filedAhead.find((e) => e.period === '2026-10')!.status).toBe('filed');
  });

  it('the calendar covers the next 12 months and a government extension moves the date', () => {
    const r: CalendarRule = {
      ...rule('gstr-9'),
      schedule: { ...rule('gstr-9').schedule, extensions: { '2025-26': '2027-01-31' } },
    };
    const { entries } = calendarFor([r], company(), { today: '2026-11-27' });
    expect(entries.map((e) => [e.period, e.due_date, e.extended])).toEqual([['2025-26', '2027-01-31', true]]);
  });

  it('a person gets ITR and advance tax, never GST or company filings', () => {
    const person: CalendarSubject = {
      key: 'u1',
      kind: 'individual',
      gst_frequency: null,
      has_gstin: false,
      turnover_band: null,
      state: null,
    };
    const { entries, missing } = calendarFor(RULES, person, { today: '2026-11-27' });
    expect(new Set(entries.map((e) => e.rule_code))).toEqual(new Set(['advance-tax', 'itr-non-audit']));
    expect(missing).toEqual([]);
  });

  it('checkout periods: a month, a quarter, the assessment year after a financial year', () => {
    expect(servicePeriodOf('2026-10', 'monthly')).toBe('2026-10');
    expect(servicePeriodOf('2026-27-Q3', 'monthly')).toBe('2026-12');
    expect(servicePeriodOf('2026-27-Q3', 'quarterly')).toBe('2026-27-Q3');
    expect(servicePeriodOf('2025-26', 'assessment_year')).toBe('2026-27');
    expect(servicePeriodOf('2025-26', 'none')).toBeNull();
  });
});
