import { Check, Circle, Clock } from 'lucide-react';
import { istDay, shortDay, waitingKey, type RequestPlanView } from '@anupalan/shared';
import { formatDate, type Lang } from '@anupalan/shared/i18n';
import { cn } from '../../../components/ui/cn';
import { useT, type Translator } from '../../../lib/i18n';

const today = () => istDay(new Date());

/** '3 March' / '3 मार्च' (the year only when it is not this year's). */
function dayIn(lang: Lang, day: string, now: string): string {
  if (lang === 'en') return shortDay(day, now);
  const full = formatDate(lang, `${day}T12:00:00+05:30`);
  return now.slice(0, 4) === day.slice(0, 4) ? full.replace(/ \d{4}$/, '') : full;
}

/**
 * What the request waits on now, in the page's language: said again from the plan's facts (the
 * server's `waiting_text` is the English of the same sentence).
 */
function waitingText(t: Translator, plan: RequestPlanView, now: string): string | null {
  const current = plan.milestones.find((m) => m.state === 'current');
  if (!plan.waiting_text || !current || !plan.waiting_on || !plan.waiting_since) return plan.waiting_text;
  return t(waitingKey(plan.waiting_on, current.name), { milestone: current.name, since: dayIn(t.lang, plan.waiting_since, now) });
}

/** What the request waits on now, the expected completion and who handles it (My Requests' row). */
export function PlanSummary({ plan, id }: { plan: RequestPlanView; id: number }) {
  const tr = useT();
  const t = today();
  const waiting = waitingText(tr, plan, t);
  const last = plan.milestones.at(-1);
  return (
    <div className="mt-1 space-y-0.5 text-sm font-normal text-slate-700" data-plan-summary={id}>
      {waiting ? <p>{waiting}</p> : null}
      <p>
        {tr(plan.completed ? 'milestones.completedOn' : 'milestones.expectedCompletion')}:{' '}
        <time dateTime={plan.expected_completion} className="font-medium text-slate-900">
          {dayIn(tr.lang, last?.reached_on ?? plan.expected_completion, t)}
        </time>
      </p>
      {plan.late ? (
        <p className="font-medium text-amber-800">
          {tr('milestones.late', { day: dayIn(tr.lang, plan.expected_completion, t) })}
        </p>
      ) : null}
      <p>
        {tr('milestones.handledBy')}:{' '}
        {plan.expert ? (
          <span className="font-medium text-slate-900">
            {tr('milestones.expertSince', {
              firstName: tr.text(plan.expert.first_name),
              role: tr.text(plan.expert.role),
              since: plan.expert.since ? dayIn(tr.lang, plan.expert.since, t) : '—',
            })}
          </span>
        ) : (
          tr('milestones.notAssigned')
        )}
      </p>
    </div>
  );
}

/** Every milestone of a request: expected or reached date, who it waits on; the current one highlighted. */
export function MilestonePlan({ plan, label }: { plan: RequestPlanView; label: string }) {
  const tr = useT();
  const t = today();
  const current = plan.milestones.find((m) => m.state === 'current');
  // The server's late reason is the English of this sentence about the current milestone.
  const lateReason = plan.late_reason && current ? tr('milestones.lateReason', { milestone: current.name }) : plan.late_reason;
  return (
    <section aria-label={label}>
      <h3 className="font-semibold text-brand-900">{tr('milestones.heading')}</h3>
      <ol className="mt-2 space-y-2">
        {plan.milestones.map((m, i) => (
          <li
            key={`${i}-${m.name}`}
            aria-current={m.state === 'current' ? 'step' : undefined}
            className={cn(
              'flex gap-3 rounded-lg border p-3',
              m.state === 'current'
                ? 'border-brand-700 bg-brand-50'
                : m.state === 'reached'
                  ? 'border-green-200 bg-white'
                  : 'border-dashed border-slate-300 bg-white',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                m.state === 'current'
                  ? 'bg-brand-800 text-white'
                  : m.state === 'reached'
                    ? 'bg-green-700 text-white'
                    : 'bg-slate-200 text-slate-700',
              )}
            >
              {m.state === 'reached' ? (
                <Check className="size-4" />
              ) : m.state === 'current' ? (
                <Circle className="size-3 fill-current" />
              ) : (
                i + 1
              )}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">{m.name}</p>
              <p className="text-slate-700">
                {m.reached_on ? (
                  <>
                    {tr('milestones.reachedOn')} <time dateTime={m.reached_on}>{dayIn(tr.lang, m.reached_on, t)}</time>
                  </>
                ) : (
                  <>
                    {tr('milestones.expectedBy')} <time dateTime={m.expected_on}>{dayIn(tr.lang, m.expected_on, t)}</time>
                  </>
                )}
                {' · '}
                {tr('milestones.waitsOn')}: {tr(`milestones.waitsOnCustomer.${m.waits_on}`)}
              </p>
              {m.late ? (
                <p className="mt-1 flex items-center gap-1 font-medium text-amber-800">
                  <Clock aria-hidden="true" className="size-4" />
                  {tr('milestones.late', { day: dayIn(tr.lang, m.expected_on, t) })}
                  {lateReason ? <span className="font-normal"> — {lateReason}</span> : null}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
