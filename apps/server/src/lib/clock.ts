/** The time, as services see it. Tests replace `now` to move past expiries without waiting. */
export interface Clock {
  now(): Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}
