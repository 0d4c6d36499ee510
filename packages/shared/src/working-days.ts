/**
 * The working-day clock (issue 21): one pure module the server (timelines, the overdue flag, the
 * late-milestone sweep) and the web app use. Days are calendar days in India (IST, UTC+5:30, no
 * daylight saving): an instant belongs to the IST date it falls on, so 23:59 IST is still today
 * and 00:01 IST is tomorrow whatever the server's time zone. A working day is neither a Sunday
 * nor on the holiday list. Time a request waits on the customer or a government office pauses our
 * clock (`planOf`): the milestones after theirs move with it and none of ours is late meanwhile.
 */

/** A calendar day in India, 'YYYY-MM-DD'. */
export type IsoDay = string;

export interface WorkCalendar {
  /** Holidays as IST days. */
  holidays: ReadonlySet<IsoDay>;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST day an instant falls on. */
export function istDay(at: Date): IsoDay {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar day after (or `n` days after) a day. */
export function shiftDay(day: IsoDay, n = 1): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar from a list of holiday days. */
export function calendarOf(holidays: Iterable<IsoDay>): WorkCalendar {
  return { holidays: new Set(holidays) };
}

/** Whether the clock counts this day: not a Sunday, not a holiday. */
export function isWorkingDay(day: IsoDay, cal: WorkCalendar): boolean {
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) return false;
  return !cal.holidays.has(day);
}

/**
 * The day `n` working days after `start` (the start day itself does not count: a milestone of 2
 * working days begun on a Monday is expected on Wednesday). `n` of 0 is the start day.
 */
export function addWorkingDays(start: IsoDay, n: number, cal: WorkCalendar): IsoDay {
  let day = start;
  let left = Math.max(0, Math.floor(n));
  for (let guard = 0; left > 0 && guard < 3660; guard++) {
    day = shiftDay(day);
    if (isWorkingDay(day, cal)) left--;
  }
  return day;
}

/** How many working days lie after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: IsoDay, to: IsoDay, cal: WorkCalendar): number {
  let n = 0;
  for (let day = shiftDay(from), guard = 0; day <= to && guard < 3660; day = shiftDay(day), guard++)
    if (isWorkingDay(day, cal)) n++;
  return n;
}

/* ------------------------------------------------------------------------------ a request's plan */

export const MILESTONE_WAITS_ON = ['us', 'customer', 'government'] as const;
export type MilestoneWaitsOn = (typeof MILESTONE_WAITS_ON)[number];

/** A milestone as a request holds it: its plan and when it was reached. */
export interface MilestoneInput {
  name: string;
  workingDays: number;
  waitsOn: MilestoneWaitsOn;
  reachedAt: Date | null;
}

export type MilestoneState = 'reached' | 'current' | 'upcoming';

export interface PlannedMilestone {
  name: string;
  workingDays: number;
  waitsOn: MilestoneWaitsOn;
  state: MilestoneState;
  /** The day work on it began (the previous milestone reached, or the request opened); null while upcoming. */
  startedOn: IsoDay | null;
  /** When it is expected: from its start (or the projected end of the one before) plus its working days. */
  expectedOn: IsoDay;
  reachedOn: IsoDay | null;
  /** The current milestone waits on us and its expected day has passed. */
  late: boolean;
  /** Working days past its expected day (0 unless late). */
  lateByDays: number;
}

export interface RequestPlan {
  milestones: PlannedMilestone[];
  /** Index of the current milestone; null once every milestone is reached. */
  current: number | null;
  /** Who the request waits on now (null once complete). */
  waitingOn: MilestoneWaitsOn | null;
  /** Since when it waits on them (the current milestone's start). */
  waitingSince: IsoDay | null;
  /** The day the last milestone is expected (or was reached). */
  expectedCompletion: IsoDay;
  /** The current milestone waits on us and is past its expected day. */
  late: boolean;
  /** The day the current milestone waiting on us is expected (the back office's overdue clock); null otherwise. */
  dueOn: IsoDay | null;
}

/**
 * Where a request stands against its milestones at `now`. Milestones follow one another: each
 * starts when the one before was reached. A milestone reached is dated; the current one is
 * expected its working days after its start; while it waits on the customer or a government office
 * past that day, our clock is paused (the milestones after it move with today: it is not late),
 * and while it waits on us past that day it is late and expected on the next working day. The
 * milestones after the current one follow from that projection.
 */
export function planOf(input: {
  openedAt: Date;
  milestones: readonly MilestoneInput[];
  now: Date;
  calendar: WorkCalendar;
}): RequestPlan {
  const today = istDay(input.now);
  const cal = input.calendar;
  let start: IsoDay = istDay(input.openedAt);
  let current: number | null = null;
  const out: PlannedMilestone[] = [];
  for (const [i, m] of input.milestones.entries()) {
    const base = { name: m.name, workingDays: m.workingDays, waitsOn: m.waitsOn };
    if (m.reachedAt && current === null) {
      const reachedOn = istDay(m.reachedAt);
      out.push({
        ...base,
        state: 'reached',
        startedOn: start,
        expectedOn: addWorkingDays(start, m.workingDays, cal),
        reachedOn,
        late: false,
        lateByDays: 0,
      });
      start = reachedOn;
      continue;
    }
    const planned = addWorkingDays(start, m.workingDays, cal);
    if (current === null) {
      current = i;
      const overdue = today > planned;
      const late = overdue && m.waitsOn === 'us';
      // Past its day: ours is expected on the next working day; theirs moves with today (paused).
      const projected = !overdue ? planned : late ? addWorkingDays(today, 1, cal) : today;
      out.push({
        ...base,
        state: 'current',
        startedOn: start,
        expectedOn: projected,
        reachedOn: null,
        late,
        lateByDays: late ? workingDaysBetween(planned, today, cal) : 0,
      });
      start = projected;
      continue;
    }
    out.push({ ...base, state: 'upcoming', startedOn: null, expectedOn: planned, reachedOn: null, late: false, lateByDays: 0 });
    start = planned;
  }
  const cur = current === null ? null : out[current]!;
  const last = out[out.length - 1];
  return {
    milestones: out,
    current,
    waitingOn: cur ? cur.waitsOn : null,
    waitingSince: cur ? cur.startedOn : null,
    expectedCompletion: last ? (last.reachedOn ?? last.expectedOn) : istDay(input.openedAt),
    late: cur?.late ?? false,
    dueOn: cur && cur.waitsOn === 'us' ? plannedDue(cur, cal) : null,
  };
}

/** The day a current milestone waiting on us was planned for (before any late projection). */
function plannedDue(m: PlannedMilestone, cal: WorkCalendar): IsoDay {
  return addWorkingDays(m.startedOn!, m.workingDays, cal);
}
