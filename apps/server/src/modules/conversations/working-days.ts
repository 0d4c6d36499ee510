/**
 * The conversation's own working-day rule until the shared working-day clock (with holidays) lands:
 * a working day is any day but Sunday, in India's calendar. `afterWorkingDays(t, n)` is `t` moved
 * forward by n working days (24 hours each), stepping over Sundays (IST).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

function isSundayInIndia(t: Date): boolean {
  return new Date(t.getTime() + IST_OFFSET_MS).getUTCDay() === 0;
}

export function afterWorkingDays(start: Date, days: number): Date {
  let t = start.getTime();
  for (let i = 0; i < days; i += 1) {
    t += DAY_MS;
    while (isSundayInIndia(new Date(t))) t += DAY_MS;
  }
  return new Date(t);
}
