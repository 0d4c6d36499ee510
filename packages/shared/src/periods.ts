import { isoDateInIndia } from './dates.ts';

/**
 * Recurring services (issue 28 item 2): a filing bought again every month, quarter or year carries
 * the period it is for, chosen at checkout, stored on the order and the request, and printed on the
 * invoice. Periods are judged in India's calendar and its financial year (1 April to 31 March).
 * Zod-free (the storefront imports it); the schema that checks a period is in contracts/payments.ts.
 *
 *   monthly          '2026-10'      'October 2026'
 *   quarterly        '2026-27-Q3'   'Q3 (Oct–Dec 2026), FY 2026-27'
 *   assessment_year  '2026-27'      'AY 2026-27 (FY 2025-26)'
 */
export const SERVICE_RECURRENCES = ['none', 'monthly', 'quarterly', 'assessment_year'] as const;
export type ServiceRecurrence = (typeof SERVICE_RECURRENCES)[number];

/** The back office's names for each recurrence. */
export const SERVICE_RECURRENCE_LABELS: Record<ServiceRecurrence, string> = {
  none: 'One-off (no period)',
  monthly: 'Every month (a month is chosen at checkout)',
  quarterly: 'Every quarter (a quarter of the financial year is chosen at checkout)',
  assessment_year: 'Every year (an assessment year is chosen at checkout)',
};

/** The checkout's label for the period picker, per recurrence. */
export const PERIOD_FIELD_LABELS: Record<Exclude<ServiceRecurrence, 'none'>, string> = {
  monthly: 'Return month',
  quarterly: 'Quarter',
  assessment_year: 'Assessment year',
};

export const PERIOD_MESSAGES = {
  required: 'Please choose the period this filing is for.',
  malformed: 'The period is not valid. Please choose one from the list.',
  outOfRange: 'This period cannot be chosen. Please choose the current period or a recent one from the list.',
  notRecurring: 'This service is not filed for a period.',
  openRequest: 'You already have an open request for this service and period. Continue with it instead of paying again.',
} as const;

/** The form of a period value of any recurrence (what the request schema accepts before the range is judged). */
export const PERIOD_PATTERN = /^(\d{4})-(\d{2})(?:-Q([1-4]))?$/;

/** English month names (periods, due dates). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** The financial year 'yyyy-yy' that starts in April of `startYear`. */
function fy(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** Today in India: year, month 1–12, and the first year of its financial year. */
function today(now: Date) {
  const [y, m] = isoDateInIndia(now).split('-').map(Number) as [number, number];
  return { year: y, month: m, fyStart: m >= 4 ? y : y - 1 };
}

export interface PeriodOption {
  value: string;
  label: string;
}

function monthOption(year: number, month: number): PeriodOption {
  return { value: `${year}-${String(month).padStart(2, '0')}`, label: `${MONTHS[month - 1]} ${year}` };
}

function quarterOption(fyStart: number, q: number): PeriodOption {
  const firstMonth = 4 + (q - 1) * 3; // 4, 7, 10, 13 (January of the next year)
  const year = firstMonth > 12 ? fyStart + 1 : fyStart;
  const m = ((firstMonth - 1) % 12) + 1;
  return {
    value: `${fy(fyStart)}-Q${q}`,
    label: `Q${q} (${SHORT_MONTHS[m - 1]}–${SHORT_MONTHS[m + 1]} ${year}), FY ${fy(fyStart)}`,
  };
}

function assessmentYearOption(ayStart: number): PeriodOption {
  return { value: fy(ayStart), label: `AY ${fy(ayStart)} (FY ${fy(ayStart - 1)})` };
}

/**
 * The periods a customer may choose, newest (the current one) first: months and quarters of the
 * current and the previous financial year up to today, or the current and the previous assessment
 * year (the current assessment year is the one of the financial year just ended).
 */
export function periodOptions(recurrence: ServiceRecurrence, now: Date = new Date()): PeriodOption[] {
  const t = today(now);
  switch (recurrence) {
    case 'none':
      return [];
    case 'monthly': {
      const out: PeriodOption[] = [];
      for (let y = t.year, m = t.month; y > t.fyStart - 1 || (y === t.fyStart - 1 && m >= 4);) {
        out.push(monthOption(y, m));
        m -= 1;
        if (m === 0) {
          m = 12;
          y -= 1;
        }
      }
      return out;
    }
    case 'quarterly': {
      const current = Math.floor(((t.month + 8) % 12) / 3) + 1; // April–June is Q1
      const out: PeriodOption[] = [];
      for (let q = current; q >= 1; q--) out.push(quarterOption(t.fyStart, q));
      for (let q = 4; q >= 1; q--) out.push(quarterOption(t.fyStart - 1, q));
      return out;
    }
    case 'assessment_year':
      return [assessmentYearOption(t.fyStart), assessmentYearOption(t.fyStart - 1)];
  }
}

/** The period a checkout starts with: the current one (null for a one-off service). */
export function currentPeriod(recurrence: ServiceRecurrence, now: Date = new Date()): string | null {
  return periodOptions(recurrence, now)[0]?.value ?? null;
}

/** How a stored period reads (on the request, the invoice, My Requests); the value itself when unknown. */
export function periodLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = PERIOD_PATTERN.exec(value);
  if (!m) return value;
  const year = Number(m[1]);
  const second = Number(m[2]);
  if (m[3]) return quarterOption(year, Number(m[3])).label;
  // 'yyyy-mm' is a month when the second part is a month of the same year, else an assessment year 'yyyy-yy'.
  if (second === (year + 1) % 100) return assessmentYearOption(year).label;
  if (second >= 1 && second <= 12) return monthOption(year, second).label;
  return value;
}

/**
 * Judges a period sent for a service: null when it is right for the service's recurrence and in
 * range, else the message to show. A one-off service takes no period.
 */
export function periodProblem(
  recurrence: ServiceRecurrence,
  value: string | null | undefined,
  now: Date = new Date(),
): string | null {
  const v = value?.trim() || null;
  if (recurrence === 'none') return v ? PERIOD_MESSAGES.notRecurring : null;
  if (!v) return PERIOD_MESSAGES.required;
  if (!PERIOD_PATTERN.test(v)) return PERIOD_MESSAGES.malformed;
  return periodOptions(recurrence, now).some((o) => o.value === v) ? null : PERIOD_MESSAGES.outOfRange;
}
