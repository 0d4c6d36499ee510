import { useSyncExternalStore } from 'react';
import { Check, Circle } from 'lucide-react';
import type { StageEntry } from '@anupalan/shared';
import { formatDateTime } from '@anupalan/shared/i18n';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';
import { formatStageTime, timeInStage } from '../lib/stages';

function subscribeMinutes(onChange: () => void): () => void {
  const t = window.setInterval(onChange, 15_000);
  return () => window.clearInterval(t);
}
/** The time to the minute (stable between reads), so "time in stage" stays true on an open page. */
const minuteNow = () => Math.floor(Date.now() / 60_000) * 60_000;

/** The current minute in the browser; null while server-rendering (the HTML then shows no duration). */
function useNow(): number | null {
  return useSyncExternalStore(subscribeMinutes, minuteNow, () => null);
}

/**
 * The stages of a request (paid, documents received, in progress, completed), each with the time it
 * was reached; the current one highlighted, with how long the request has been in it.
 */
export function StageTimeline({ stages, label }: { stages: readonly StageEntry[]; label: string }) {
  const t = useT();
  const now = useNow();
  const since = now === null ? null : timeInStage(stages, now, t);
  return (
    <ol aria-label={label} className="grid gap-3 sm:grid-cols-4 sm:gap-2">
      {stages.map((s, i) => {
        const reached = !!s.reached_at;
        return (
          <li
            key={s.stage}
            aria-current={s.current ? 'step' : undefined}
            className={cn(
              'relative flex gap-3 rounded-lg border p-3 sm:flex-col sm:gap-2',
              s.current
                ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                : reached
                  ? 'border-green-200 bg-white'
                  : 'border-dashed border-slate-300 bg-white',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                s.current ? 'bg-brand-800 text-white' : reached ? 'bg-green-700 text-white' : 'bg-slate-200 text-slate-700',
              )}
            >
              {reached && !s.current ? (
                <Check className="size-4" />
              ) : s.current ? (
                <Circle className="size-3 fill-current" />
              ) : (
                i + 1
              )}
            </span>
            <div className="min-w-0">
              <p className={cn('font-semibold', s.current ? 'text-brand-900' : 'text-slate-900')}>
                {t(`requests.stage.${s.stage}`)}
                {s.current && <span className="sr-only">{t('requests.stage.current')}</span>}
              </p>
              <p className="text-sm text-slate-700">
                {s.reached_at ? (
                  <time dateTime={s.reached_at}>
                    {t.lang === 'en' ? formatStageTime(s.reached_at) : formatDateTime(t.lang, s.reached_at)}
                  </time>
                ) : (
                  t('requests.stage.notYet')
                )}
              </p>
              {s.reached_at && s.changed_by && (
                <p className="text-sm text-slate-600">{t('requests.stage.by', { name: s.changed_by })}</p>
              )}
              {s.current && since && <p className="mt-1 text-sm font-medium text-brand-800">{since}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
