import { formatIndianDate, type StageEntry } from '@anupalan/shared';

/** The stage timeline of a request: when each stage was reached, and how long the current one has lasted. */

/** "23 November 2026, 3:05 pm" in India's time. */
export function formatStageTime(iso: string, timeZone = 'Asia/Kolkata'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(d);
  const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    .format(d)
    .replace(/\s*([ap])\.?m\.?/i, ' $1m')
    .toLowerCase();
  return `${day}, ${time}`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A duration in words, the two largest units: "3 days 4 hours", "12 minutes", "less than a minute". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 60_000) return 'less than a minute';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return mins > 0 ? `${plural(hours, 'hour')} ${plural(mins, 'minute')}` : plural(hours, 'hour');
  return plural(mins, 'minute');
}

/**
 * How long the request has been in its current stage, e.g. "In this stage for 2 hours 5 minutes";
 * a completed request says so, with the day ("Completed on 23 November 2026"): it waits for nothing.
 */
export function timeInStage(stages: readonly StageEntry[], now: number): string | null {
  const current = stages.find((s) => s.current);
  if (!current?.reached_at) return null;
  const since = Date.parse(current.reached_at);
  if (Number.isNaN(since)) return null;
  if (current.stage === 'completed') return completedOn(current.reached_at);
  return `In this stage for ${formatDuration(Math.max(0, now - since))}`;
}

/** "Completed on 23 November 2026" (the day in India). */
export function completedOn(iso: string): string {
  return `Completed on ${formatIndianDate(new Date(iso))}`;
}

/** The day a request was completed, if it is (its current stage is completed). */
export function completedAt(stages: readonly StageEntry[]): string | null {
  const current = stages.find((s) => s.current);
  return current?.stage === 'completed' ? current.reached_at : null;
}

/** The current stage (the last reached one when none is marked). */
export function currentStage(stages: readonly StageEntry[]): StageEntry | null {
  return stages.find((s) => s.current) ?? [...stages].reverse().find((s) => s.reached_at) ?? null;
}
