import { formatIndianDate, type StageEntry } from '@anupalan/shared';
import { addMessages, formatDate } from '@anupalan/shared/i18n';
import { requestsEn } from '@anupalan/shared/i18n/parts/requests.en';
import { translator, type Translator } from '../../../lib/i18n';

// The words of durations and stages are the `requests` catalogue part (its routes register it too).
addMessages('en', requestsEn);
const english = translator('en');

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

/** A duration in words, the two largest units: "3 days 4 hours", "12 minutes", "less than a minute". */
export function formatDuration(ms: number, t: Translator = english): string {
  if (!Number.isFinite(ms) || ms < 60_000) return t('requests.duration.lessThanMinute');
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const d = t('requests.duration.days', { n: days });
  const h = t('requests.duration.hours', { n: hours });
  const m = t('requests.duration.minutes', { n: mins });
  if (days > 0) return hours > 0 ? `${d} ${h}` : d;
  if (hours > 0) return mins > 0 ? `${h} ${m}` : h;
  return m;
}

/**
 * How long the request has been in its current stage, e.g. "In this stage for 2 hours 5 minutes";
 * a completed request says so, with the day ("Completed on 23 November 2026"): it waits for nothing.
 * In the translator's language (English unless given).
 */
export function timeInStage(stages: readonly StageEntry[], now: number, t: Translator = english): string | null {
  const current = stages.find((s) => s.current);
  if (!current?.reached_at) return null;
  const since = Date.parse(current.reached_at);
  if (Number.isNaN(since)) return null;
  if (current.stage === 'completed') return completedOn(current.reached_at, t);
  return t('requests.stage.for', { duration: formatDuration(Math.max(0, now - since), t) });
}

/** "Completed on 23 November 2026" (the day in India). */
export function completedOn(iso: string, t: Translator = english): string {
  const at = new Date(iso);
  return t('requests.stage.completedOn', { day: t.lang === 'en' ? formatIndianDate(at) : formatDate(t.lang, at) });
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
