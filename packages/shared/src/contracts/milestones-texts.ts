// Zod-free: every text of milestones, expected dates and the named expert (issue 21). The customer's
// texts come from the catalogue part `i18n/parts/milestones.*.ts` (English and Hindi); the back
// office's stay English here (staff work in English).
import { formatIndianDate } from '../dates.ts';
import type { IsoDay, MilestoneWaitsOn } from '../working-days.ts';
import { english } from '../i18n/english.ts';
import { milestonesEn as E } from '../i18n/parts/milestones.en.ts';

export const MILESTONE_LIMITS = { maxMilestones: 20, nameMax: 80, minDays: 1, maxDays: 365, noteMax: 1000 } as const;
export const HOLIDAY_LIMITS = { max: 100, nameMax: 80 } as const;

/** Who a milestone waits on, as the back office's editor and the customer's timeline name it. */
export const WAITS_ON_LABELS: Record<MilestoneWaitsOn, string> = {
  us: 'Us',
  customer: 'The customer',
  government: 'A government office',
};
export const WAITS_ON_CUSTOMER_LABELS: Record<MilestoneWaitsOn, string> = {
  us: E['milestones.waitsOnCustomer.us'],
  customer: E['milestones.waitsOnCustomer.customer'],
  government: E['milestones.waitsOnCustomer.government'],
};

/** The role the customer reads next to their expert's first name. */
export const EXPERT_ROLE_LABELS: Record<string, string> = {
  staff: E['milestones.role.expert'],
  admin: E['milestones.role.expert'],
  service_provider: E['milestones.role.partner'],
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

/**
 * The customer's timeline: headings and sentences, in English (the server composes the plan's
 * sentences with them); the catalogue part `i18n/parts/milestones.*.ts` has them in both languages.
 */
export const TIMELINE_TEXTS = {
  heading: E['milestones.heading'],
  expectedBy: E['milestones.expectedBy'],
  reachedOn: E['milestones.reachedOn'],
  expectedCompletion: E['milestones.expectedCompletion'],
  completedOn: E['milestones.completedOn'],
  waitsOn: E['milestones.waitsOn'],
  handledBy: E['milestones.handledBy'],
  notAssigned: E['milestones.notAssigned'],
  expertFallback: E['milestones.expertFallback'],
  expertSince: (firstName: string, role: string, since: string) =>
    english(E['milestones.expertSince'], { firstName, role, since }),
  late: (day: string) => english(E['milestones.late'], { day }),
  /** What the request waits on now, and since when. */
  waiting(waitsOn: MilestoneWaitsOn, milestone: string, since: string): string {
    return english(E[waitingKey(waitsOn, milestone)], { milestone, since });
  },
  /** Why a late milestone's date moved (the customer's message and timeline). */
  lateReason: (milestone: string) => english(E['milestones.lateReason'], { milestone }),
} as const;

/** The catalogue key of what a request waits on (a customer's milestone about documents: their documents). */
export function waitingKey(
  waitsOn: MilestoneWaitsOn,
  milestone: string,
): 'milestones.waiting.documents' | 'milestones.waiting.customer' | 'milestones.waiting.government' | 'milestones.waiting.us' {
  if (waitsOn === 'customer') return /document/i.test(milestone) ? 'milestones.waiting.documents' : 'milestones.waiting.customer';
  return waitsOn === 'government' ? 'milestones.waiting.government' : 'milestones.waiting.us';
}
