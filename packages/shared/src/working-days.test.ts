import { describe, expect, it } from 'vitest';
import { addWorkingDays, calendarOf, istDay, planOf, workingDaysBetween, type MilestoneInput } from './working-days.ts';

const none = calendarOf([]);
/** An instant at a time of day in India. */
const ist = (day: string, time = '10:00') => new Date(`${day}T${time}:00+05:30`);

describe('the working-day clock', () => {
  it('skips Sundays: a Saturday plus one working day is the Monday', () => {
    expect(addWorkingDays('2026-02-28', 1, none)).toBe('2026-03-02');
    expect(addWorkingDays('2026-03-02', 0, none)).toBe('2026-03-02');
    expect(addWorkingDays('2026-03-02', 6, none)).toBe('2026-03-09');
  });

  it('skips the holiday list', () => {
    const holi = calendarOf(['2026-03-04']);
    expect(addWorkingDays('2026-03-03', 1, holi)).toBe('2026-03-05');
    expect(addWorkingDays('2026-03-03', 1, none)).toBe('2026-03-04');
    expect(workingDaysBetween('2026-03-02', '2026-03-09', holi)).toBe(5);
    expect(workingDaysBetween('2026-03-02', '2026-03-09', none)).toBe(6);
    expect(workingDaysBetween('2026-03-09', '2026-03-02', none)).toBe(0);
  });

  it('crosses month ends, year ends and 29 February', () => {
    expect(addWorkingDays('2026-01-30', 2, none)).toBe('2026-02-02');
    expect(addWorkingDays('2026-04-30', 1, calendarOf(['2026-05-01']))).toBe('2026-05-02');
    expect(addWorkingDays('2026-12-31', 2, calendarOf(['2027-01-01']))).toBe('2027-01-04');
    expect(addWorkingDays('2028-02-28', 1, none)).toBe('2028-02-29');
    expect(addWorkingDays('2027-02-27', 1, none)).toBe('2027-03-01');
  });

  it('takes the day in India: 23:59 IST is still that day, 00:00 IST the next (whatever UTC says)', () => {
    expect(istDay(new Date('2026-03-02T18:29:59Z'))).toBe('2026-03-02');
    expect(istDay(new Date('2026-03-02T18:30:00Z'))).toBe('2026-03-03');
    expect(istDay(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    // A request paid at 00:30 IST on Monday starts on Monday, not on Sunday (UTC's date).
    const plan = planOf({
      openedAt: new Date('2026-03-01T19:00:00Z'),
      milestones: [{ name: 'Work', workingDays: 1, waitsOn: 'us', reachedAt: null }],
      now: ist('2026-03-02'),
      calendar: none,
    });
    expect(plan.milestones[0]!.startedOn).toBe('2026-03-02');
    expect(plan.expectedCompletion).toBe('2026-03-03');
  });
});

describe("a request's plan", () => {
  const steps = (docsAt: Date | null, workAt: Date | null = null): MilestoneInput[] => [
    { name: 'Your documents', workingDays: 2, waitsOn: 'customer', reachedAt: docsAt },
    { name: 'Return filed', workingDays: 3, waitsOn: 'us', reachedAt: workAt },
  ];

  it('gives every milestone an expected date in order, and the completion date', () => {
    const plan = planOf({
      openedAt: ist('2026-03-02'),
      milestones: steps(null),
      now: ist('2026-03-02', '12:00'),
      calendar: none,
    });
    expect(plan.milestones.map((m) => [m.state, m.expectedOn])).toEqual([
      ['current', '2026-03-04'],
      ['upcoming', '2026-03-07'],
    ]);
    expect(plan).toMatchObject({
      waitingOn: 'customer',
      waitingSince: '2026-03-02',
      expectedCompletion: '2026-03-07',
      late: false,
    });
  });

  it('pauses our clock while the customer is late: nothing is late, the dates after move with today', () => {
    const plan = planOf({ openedAt: ist('2026-03-02'), milestones: steps(null), now: ist('2026-03-10'), calendar: none });
    expect(plan.late).toBe(false);
    expect(plan.dueOn).toBeNull();
    expect(plan.milestones.map((m) => m.expectedOn)).toEqual(['2026-03-10', '2026-03-13']);
    expect(plan.waitingSince).toBe('2026-03-02');
  });

  it('counts our days from the day the customer delivered; past them our milestone is late, expected on the next working day', () => {
    const onTime = planOf({
      openedAt: ist('2026-03-02'),
      milestones: steps(ist('2026-03-05')),
      now: ist('2026-03-09'),
      calendar: none,
    });
    expect(onTime.milestones[1]).toMatchObject({
      state: 'current',
      startedOn: '2026-03-05',
      expectedOn: '2026-03-09',
      late: false,
    });
    const late = planOf({
      openedAt: ist('2026-03-02'),
      milestones: steps(ist('2026-03-05')),
      now: ist('2026-03-12'),
      calendar: calendarOf(['2026-03-13']),
    });
    expect(late.milestones[1]).toMatchObject({ late: true, lateByDays: 3, expectedOn: '2026-03-14' });
    expect(late).toMatchObject({ late: true, dueOn: '2026-03-09', waitingOn: 'us', expectedCompletion: '2026-03-14' });
  });

  it('is complete once every milestone is reached, on the day the last was', () => {
    const plan = planOf({
      openedAt: ist('2026-03-02'),
      milestones: steps(ist('2026-03-03'), ist('2026-03-05', '23:59')),
      now: ist('2026-04-01'),
      calendar: none,
    });
    expect(plan).toMatchObject({ current: null, waitingOn: null, late: false, dueOn: null, expectedCompletion: '2026-03-05' });
  });
});
