import { addWorkingDays, istDay, type WorkCalendar } from '@anupalan/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `start` moved forward by `days` working days on the shared working-day clock
 * (`packages/shared/src/working-days.ts`: Sundays and the staff's holidays skipped, IST days): the
 * same time of day on the working day that many working days later.
 */
export function afterWorkingDays(start: Date, days: number, cal: WorkCalendar): Date {
  const from = istDay(start);
  const to = addWorkingDays(from, days, cal);
  const calendarDays = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  return new Date(start.getTime() + calendarDays * DAY_MS);
}
