import { isoDateInIndia } from './dates.ts';
import { MONTHS, SHORT_MONTHS } from './periods.ts';
export { CALENDAR_TEXTS, COMPANY_CALENDAR_FIELDS } from './calendar-texts.ts';
import { calendarEn } from './i18n/parts/calendar.en.ts';

/**
 * The compliance calendar's rule engine (issue 22): pure, zod-free. A rule says which filing is
 * due, for whom, for which periods and on which day; `calendarFor` turns the rules and what we know
 * of a person or a company into their due dates over a window, each with its status.
 *
 * Periods use the same values as the checkout (periods.ts): a month '2026-10', a quarter of the
 * financial year '2026-27-Q3', a financial year '2026-27' (for a yearly rule and instalments).
 * Dates are India's calendar dates, 'yyyy-mm-dd'.
 */

/** Who a rule is for: a person, or a company by its legal form. */
export const ENTITY_KINDS = ['individual', 'proprietor', 'partnership', 'company', 'opc', 'llp', 'other'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** A company's GST filing frequency (QRMP = quarterly return, monthly payment). */
export const GST_FREQUENCIES = ['monthly', 'quarterly', 'composition', 'not_registered'] as const;
export type GstFrequency = (typeof GST_FREQUENCIES)[number];

/** Annual turnover bands: the thresholds the rules use (tax audit ₹1 crore, GSTR-9 ₹2 crore, QRMP ₹5 crore). */
export const TURNOVER_BANDS = ['up_to_1cr', '1cr_to_2cr', '2cr_to_5cr', 'above_5cr'] as const;
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];

export const RULE_RECURRENCES = ['monthly', 'quarterly', 'yearly', 'instalments'] as const;
export type RuleRecurrence = (typeof RULE_RECURRENCES)[number];

/** The company-form fields a rule may need. */
export type CalendarField = 'gst_frequency' | 'turnover_band' | 'state';

/**
 * When a rule is due. `due_day` is a day of the month (1–31; a day the month lacks falls back to its
 * last day, and the entry says so); `month_offset` counts months after the period's last month
 * (monthly: the month itself; quarterly: its third month; yearly: March of the financial year).
 */
export interface RuleSchedule {
  due_day: number;
  month_offset: number;
  /** Monthly rules only: the calendar months (1–12) whose periods it covers (IFF: not a quarter's last month). */
  months?: number[];
  /** Different due for some periods: a month '3' or a quarter 'Q4' → its own offset and day (TDS for March: 30 April). */
  exceptions?: Record<string, { month_offset: number; due_day: number }>;
  /** Instalments: due on these month/day pairs within the financial year (advance tax 15 Jun, 15 Sep, …). */
  instalments?: { month: number; day: number; label: string }[];
  /** A government extension: period (or 'period#n' for an instalment) → the extended due date. */
  extensions?: Record<string, string>;
}

export interface CalendarRule {
  id: number;
  /** Stable: part of every event id of the iCalendar feed. */
  code: string;
  filing: string;
  applies_to: EntityKind[];
  /** Empty: any (and the rule needs no frequency). */
  gst_frequencies: GstFrequency[];
  turnover_bands: TurnoverBand[];
  /** Empty: every state. Names as in the company form. */
  states: string[];
  recurrence: RuleRecurrence;
  schedule: RuleSchedule;
  service_slug: string | null;
  note: string;
  legal_basis: string;
  active: boolean;
  /** Goes up by one at every change (the iCalendar SEQUENCE). */
  version: number;
}

/** What the rules need to know about a person or a company. */
export interface CalendarSubject {
  /** 'u12' for a person, 'c34' for a company. */
  key: string;
  kind: EntityKind;
  gst_frequency: GstFrequency | null;
  /** Whether a GSTIN is on file. */
  has_gstin: boolean;
  turnover_band: TurnoverBand | null;
  state: string | null;
}

export const CALENDAR_STATUSES = ['overdue', 'due_this_week', 'upcoming', 'filed'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

export interface CalendarEntry {
  uid: string;
  rule_id: number;
  rule_code: string;
  filing: string;
  period: string;
  period_label: string;
  due_date: string;
  /** Set when the rule's day does not exist in the month (31 February): what was done instead. */
  date_note: string | null;
  extended: boolean;
  status: CalendarStatus;
  service_slug: string | null;
  note: string;
  legal_basis: string;
  version: number;
}

export interface MissingField {
  field: CalendarField;
  message: string;
  filings: string[];
}

/* ------------------------------------------------------------------ texts (one place) */

export const CALENDAR_STATUS_LABELS: Record<CalendarStatus, string> = {
  overdue: calendarEn['calendar.status.overdue'],
  due_this_week: calendarEn['calendar.status.due_this_week'],
  upcoming: calendarEn['calendar.status.upcoming'],
  filed: calendarEn['calendar.status.filed'],
};

export const CALENDAR_MISSING_MESSAGES: Record<CalendarField, string> = {
  gst_frequency: calendarEn['calendar.missing.gst_frequency'],
  turnover_band: calendarEn['calendar.missing.turnover_band'],
  state: calendarEn['calendar.missing.state'],
};

export const GST_FREQUENCY_LABELS: Record<GstFrequency, string> = {
  monthly: 'Monthly (GSTR-1 and GSTR-3B every month)',
  quarterly: 'Quarterly (QRMP scheme)',
  composition: 'Composition scheme (CMP-08)',
  not_registered: 'Not registered for GST',
};

export const TURNOVER_BAND_LABELS: Record<TurnoverBand, string> = {
  up_to_1cr: 'Up to ₹1 crore',
  '1cr_to_2cr': '₹1 crore to ₹2 crore',
  '2cr_to_5cr': '₹2 crore to ₹5 crore',
  above_5cr: 'Above ₹5 crore',
};

export const ENTITY_KIND_LABELS: Record<EntityKind, string> = {
  individual: 'Individual',
  proprietor: 'Sole proprietor',
  partnership: 'Partnership firm',
  company: 'Company',
  opc: 'One Person Company',
  llp: 'LLP',
  other: 'HUF, trust or society',
};

export const RULE_RECURRENCE_LABELS: Record<RuleRecurrence, string> = {
  monthly: 'Every month',
  quarterly: 'Every quarter',
  yearly: 'Every financial year',
  instalments: 'Instalments in the financial year',
};

/** The legal form of a company, from the company form's type. */
export function entityKindOf(companyType: string): EntityKind {
  switch (companyType) {
    case 'Private Limited Company':
    case 'Public Limited Company':
    case 'Section 8 Company':
      return 'company';
    case 'One Person Company':
      return 'opc';
    case 'Limited Liability Partnership':
      return 'llp';
    case 'Partnership Firm':
      return 'partnership';
    case 'Sole Proprietorship':
      return 'proprietor';
    default:
      return 'other';
  }
}

/* ------------------------------------------------------------------ dates */

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const fyName = (start: number) => `${start}-${pad((start + 1) % 100)}`;

/** Adds months to a (year, month 1–12). */
function addMonths(year: number, month: number, n: number): [number, number] {
  const idx = year * 12 + (month - 1) + n;
  return [Math.floor(idx / 12), (idx % 12) + 1];
}

/** A calendar date from a day that may not exist in the month: the month's last day then, with the note. */
export function dueDateOf(year: number, month: number, day: number): { date: string; note: string | null } {
  const last = lastDay(year, month);
  if (day <= last) return { date: `${year}-${pad(month)}-${pad(day)}`, note: null };
  return {
    date: `${year}-${pad(month)}-${pad(last)}`,
    note: `${day} ${MONTHS[month - 1]} does not exist: due on the month’s last day, ${last} ${MONTHS[month - 1]} ${year}.`,
  };
}

/** Days from one 'yyyy-mm-dd' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/* ------------------------------------------------------------------ applicability */

const stateKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

/** Whether a rule applies, does not apply, or cannot be judged without a field. */
export function applicability(rule: CalendarRule, s: CalendarSubject): 'applies' | 'no' | CalendarField {
  if (!rule.active || !rule.applies_to.includes(s.kind)) return 'no';
  if (rule.gst_frequencies.length) {
    if (s.gst_frequency === 'not_registered') return 'no';
    // A person is never asked about GST; a company is, with or without a GSTIN on file.
    if (!s.gst_frequency) return s.kind === 'individual' ? 'no' : 'gst_frequency';
    if (!rule.gst_frequencies.includes(s.gst_frequency)) return 'no';
  }
  if (rule.states.length) {
    if (!s.state) return s.kind === 'individual' ? 'no' : 'state';
    const k = stateKey(s.state);
    if (!rule.states.some((st) => stateKey(st) === k)) return 'no';
  }
  if (rule.turnover_bands.length) {
    if (!s.turnover_band) return s.kind === 'individual' ? 'no' : 'turnover_band';
    if (!rule.turnover_bands.includes(s.turnover_band)) return 'no';
  }
  return 'applies';
}

/* ------------------------------------------------------------------ occurrences */

interface Occurrence {
  period: string;
  periodLabel: string;
  /** Key of `exceptions`/`extensions`. */
  extensionKey: string;
  date: string;
  note: string | null;
  extended: boolean;
  suffix: string;
}

/** Every due date of a rule whose date lies in [from, to]. */
export function occurrences(rule: CalendarRule, from: string, to: string): Occurrence[] {
  const sc = rule.schedule;
  const fromY = Number(from.slice(0, 4));
  const toY = Number(to.slice(0, 4));
  const out: Occurrence[] = [];
  const push = (o: Omit<Occurrence, 'extended'>) => {
    const ext = sc.extensions?.[o.extensionKey];
    const occ = ext ? { ...o, date: ext, note: null, extended: true } : { ...o, extended: false };
    if (occ.date >= from && occ.date <= to) out.push(occ);
  };
  // Financial years whose periods can fall due in the window (a yearly rule is due up to ~2 years later).
  for (let fy = fromY - 3; fy <= toY; fy++) {
    if (rule.recurrence === 'monthly') {
      for (let i = 0; i < 12; i++) {
        const [y, m] = addMonths(fy, 4, i);
        if (sc.months?.length && !sc.months.includes(m)) continue;
        const ex = sc.exceptions?.[String(m)];
        const [dy, dm] = addMonths(y, m, ex?.month_offset ?? sc.month_offset);
        const { date, note } = dueDateOf(dy, dm, ex?.due_day ?? sc.due_day);
        const period = `${y}-${pad(m)}`;
        push({ period, periodLabel: `${MONTHS[m - 1]} ${y}`, extensionKey: period, date, note, suffix: '' });
      }
    } else if (rule.recurrence === 'quarterly') {
      for (let q = 1; q <= 4; q++) {
        const [ly, lm] = addMonths(fy, 4, q * 3 - 1);
        const [, fm1] = addMonths(fy, 4, q * 3 - 3);
        const ex = sc.exceptions?.[`Q${q}`];
        const [dy, dm] = addMonths(ly, lm, ex?.month_offset ?? sc.month_offset);
        const { date, note } = dueDateOf(dy, dm, ex?.due_day ?? sc.due_day);
        const period = `${fyName(fy)}-Q${q}`;
        const label = `Q${q} (${SHORT_MONTHS[fm1 - 1]}–${SHORT_MONTHS[lm - 1]} ${ly}), FY ${fyName(fy)}`;
        push({ period, periodLabel: label, extensionKey: period, date, note, suffix: '' });
      }
    } else if (rule.recurrence === 'yearly') {
      const [dy, dm] = addMonths(fy + 1, 3, sc.month_offset);
      const { date, note } = dueDateOf(dy, dm, sc.due_day);
      const period = fyName(fy);
      push({ period, periodLabel: `FY ${period}`, extensionKey: period, date, note, suffix: '' });
    } else {
      for (const [i, inst] of (sc.instalments ?? []).entries()) {
        const y = inst.month >= 4 ? fy : fy + 1;
        const { date, note } = dueDateOf(y, inst.month, inst.day);
        const period = fyName(fy);
        push({
          period,
          periodLabel: `FY ${period}: ${inst.label}`,
          extensionKey: `${period}#${i + 1}`,
          date,
          note,
          suffix: `#${i + 1}`,
        });
      }
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/* ------------------------------------------------------------------ a subject's calendar */

export interface CalendarOptions {
  /** Today in India, 'yyyy-mm-dd'. */
  today: string;
  /** How far back overdue entries are shown (days). */
  lookbackDays?: number;
  /** How far ahead (days): the next 12 months. */
  aheadDays?: number;
  /** Whether an entry is filed with us (a completed order for its service and period). */
  filed?: (rule: CalendarRule, period: string) => boolean;
}

export function calendarFor(
  rules: CalendarRule[],
  subject: CalendarSubject,
  opts: CalendarOptions,
): { entries: CalendarEntry[]; missing: MissingField[] } {
  const from = addDays(opts.today, -(opts.lookbackDays ?? 60));
  const to = addDays(opts.today, opts.aheadDays ?? 365);
  const entries: CalendarEntry[] = [];
  const missing = new Map<CalendarField, MissingField>();
  for (const rule of rules) {
    const a = applicability(rule, subject);
    if (a === 'no') continue;
    if (a !== 'applies') {
      const m = missing.get(a) ?? { field: a, message: CALENDAR_MISSING_MESSAGES[a], filings: [] };
      if (!m.filings.includes(rule.filing)) m.filings.push(rule.filing);
      missing.set(a, m);
      continue;
    }
    for (const o of occurrences(rule, from, to)) {
      const filed = opts.filed?.(rule, o.period) ?? false;
      const days = daysBetween(opts.today, o.date);
      // Past due dates are shown only while they are still to be filed.
      if (days < 0 && filed) continue;
      entries.push({
        uid: `${rule.code}.${subject.key}.${o.period}${o.suffix}`,
        rule_id: rule.id,
        rule_code: rule.code,
        filing: rule.filing,
        period: o.period,
        period_label: o.periodLabel,
        due_date: o.date,
        date_note: o.note,
        extended: o.extended,
        status: filed ? 'filed' : days < 0 ? 'overdue' : days <= 7 ? 'due_this_week' : 'upcoming',
        service_slug: rule.service_slug,
        note: rule.note,
        legal_basis: rule.legal_basis,
        version: rule.version,
      });
    }
  }
  entries.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.filing.localeCompare(b.filing));
  return { entries, missing: [...missing.values()] };
}

/** Today in India. */
export function calendarToday(now: Date = new Date()): string {
  return isoDateInIndia(now);
}

/**
 * The checkout period of an entry for its service's recurrence (periods.ts), or null when the
 * service is not bought per period or the two do not line up. A financial-year entry is the
 * assessment year that follows it; a quarter filed through a monthly service is its last month.
 */
export function servicePeriodOf(entryPeriod: string, serviceRecurrence: string): string | null {
  const q = /^(\d{4})-(\d{2})-Q([1-4])$/.exec(entryPeriod);
  const fy = /^(\d{4})-(\d{2})$/.exec(entryPeriod);
  const base = entryPeriod.split('#')[0]!;
  switch (serviceRecurrence) {
    case 'monthly': {
      if (q) {
        const [y, m] = addMonths(Number(q[1]), 4, Number(q[3]) * 3 - 1);
        return `${y}-${pad(m)}`;
      }
      return fy && Number(fy[2]) >= 1 && Number(fy[2]) <= 12 && Number(fy[2]) !== (Number(fy[1]) + 1) % 100 ? base : null;
    }
    case 'quarterly':
      return q ? entryPeriod : null;
    case 'assessment_year': {
      if (fy && Number(fy[2]) === (Number(fy[1]) + 1) % 100) return fyName(Number(fy[1]) + 1);
      return null;
    }
    default:
      return null;
  }
}
