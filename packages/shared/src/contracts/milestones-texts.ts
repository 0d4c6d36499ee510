// Zod-free: every text of milestones, expected dates and the named expert (issue 21), customer- and
// staff-facing, in one module so the language catalogue can take them over in one move.
import { formatIndianDate } from '../dates.ts';
import type { IsoDay, MilestoneWaitsOn } from '../working-days.ts';

export const MILESTONE_LIMITS = { maxMilestones: 20, nameMax: 80, minDays: 1, maxDays: 365, noteMax: 1000 } as const;
export const HOLIDAY_LIMITS = { max: 100, nameMax: 80 } as const;

/** Who a milestone waits on, as the back office's editor and the customer's timeline name it. */
export const WAITS_ON_LABELS: Record<MilestoneWaitsOn, string> = {
  us: 'Us',
  customer: 'The customer',
  government: 'A government office',
};
export const WAITS_ON_CUSTOMER_LABELS: Record<MilestoneWaitsOn, string> = {
  us: 'Our team',
  customer: 'You',
  government: 'The government office',
};

/** The role the customer reads next to their expert's first name. */
export const EXPERT_ROLE_LABELS: Record<string, string> = {
  staff: 'Anupalan expert',
  admin: 'Anupalan expert',
  service_provider: 'Partner professional',
};

/** '3 March' (the year only when it is not this year's). */
export function shortDay(day: IsoDay, today?: IsoDay): string {
  const full = formatIndianDate(`${day}T12:00:00+05:30`);
  return today && today.slice(0, 4) === day.slice(0, 4) ? full.replace(/ \d{4}$/, '') : full;
}

export const MILESTONE_MESSAGES = {
  // the back office's editor (422 with the field named)
  noMilestones: 'Add at least one milestone.',
  tooMany: `A plan has at most ${MILESTONE_LIMITS.maxMilestones} milestones.`,
  nameRequired: 'Name the milestone.',
  nameTooLong: `A milestone's name has at most ${MILESTONE_LIMITS.nameMax} characters.`,
  daysRange: `Expected working days must be a whole number from ${MILESTONE_LIMITS.minDays} to ${MILESTONE_LIMITS.maxDays}.`,
  waitsOn: 'Choose who the milestone waits on: us, the customer or a government office.',
  serviceNotFound: 'Service not found.',
  requestNotFound: 'Service request not found.',
  saved: 'Milestones saved. New requests for this service follow them; open requests keep their plan.',
  defaultsInUse: 'This service has no milestones of its own: its requests follow the four stages.',
  // holidays
  holidayDay: 'Enter the holiday as a date (YYYY-MM-DD).',
  holidayName: 'Name the holiday.',
  holidayNameTooLong: `A holiday's name has at most ${HOLIDAY_LIMITS.nameMax} characters.`,
  holidayDuplicate: 'This date is already on the list.',
  holidaysTooMany: `The list holds at most ${HOLIDAY_LIMITS.max} holidays.`,
  holidaysSaved: 'Holidays saved. Expected dates now skip them.',
  // staff moving a request
  versionRequired: 'Reload the request: the version you saw is missing.',
  movedByOther: 'Someone else moved this request a moment ago. Reload it to see where it stands, then try again.',
  allReached: 'Every milestone of this request is already reached.',
  reached: (name: string) => `Milestone reached: ${name}.`,
  handOverTooLong: `A hand-over note has at most ${MILESTONE_LIMITS.noteMax} characters.`,
  handOverNote: (from: string, to: string, note: string) => `Hand-over from ${from} to ${to}: ${note}`,
} as const;

/** The customer's timeline: headings and sentences. */
export const TIMELINE_TEXTS = {
  heading: 'What happens next',
  expectedBy: 'Expected by',
  reachedOn: 'Reached on',
  expectedCompletion: 'Expected completion',
  completedOn: 'Completed on',
  waitsOn: 'Waiting on',
  handledBy: 'Handled by',
  notAssigned: 'An expert will be assigned to your request shortly.',
  expertFallback: 'Your expert',
  expertSince: (firstName: string, role: string, since: string) => `${firstName}, ${role}, since ${since}`,
  late: (day: string) => `Running late: now expected by ${day}`,
  /** What the request waits on now, and since when. */
  waiting(waitsOn: MilestoneWaitsOn, milestone: string, since: string): string {
    if (waitsOn === 'customer')
      return /document/i.test(milestone)
        ? `Waiting for your documents since ${since}`
        : `Waiting for you since ${since}: ${milestone}`;
    if (waitsOn === 'government') return `Waiting for the government office since ${since}: ${milestone}`;
    return `We are working on it: ${milestone}`;
  },
  /** Why a late milestone's date moved (the customer's message and timeline). */
  lateReason: (milestone: string) => `${milestone} is taking longer than we planned; your expert is on it.`,
} as const;
