import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';

/**
 * Stops the services' clock of each app at `at` until the test ends. Limits counted in fixed
 * windows (lib/shared-limits.ts) then see one window for the whole test, however long it runs,
 * instead of resetting when the real clock crosses a window's boundary. Returns a function that
 * moves every held clock to another instant.
 */
export function holdClock(apps: FastifyInstance[], at: Date): (to: Date) => void {
  let held = at;
  for (const app of apps) {
    const clock = app.services.clock;
    const real = clock.now;
    clock.now = () => held;
    onTestFinished(() => {
      clock.now = real;
    });
  }
  return (to) => {
    held = to;
  };
}

/** `seconds` into the real clock's current minute: a fixed point inside one one-minute window. */
export function intoThisMinute(seconds: number): Date {
  const now = Date.now();
  return new Date(now - (now % 60_000) + seconds * 1000);
}
