import { Check, Circle, Clock } from 'lucide-react';
import { TIMELINE_TEXTS, WAITS_ON_CUSTOMER_LABELS, istDay, shortDay, type RequestPlanView } from '@anupalan/shared';
import { cn } from '../../../components/ui/cn';

const today = () => istDay(new Date());

/** What the request waits on now, the expected completion and who handles it (My Requests' row). */
export function PlanSummary({ plan, id }: { plan: RequestPlanView; id: number }) {
  const t = today();
  const last = plan.milestones.at(-1);
  return (
    <div className="mt-1 space-y-0.5 text-sm font-normal text-slate-700" data-plan-summary={id}>
      {plan.waiting_text ? <p>{plan.waiting_text}</p> : null}
      <p>
        {plan.completed ? TIMELINE_TEXTS.completedOn : TIMELINE_TEXTS.expectedCompletion}:{' '}
        <time dateTime={plan.expected_completion} className="font-medium text-slate-900">
          {shortDay(last?.reached_on ?? plan.expected_completion, t)}
        </time>
      </p>
      {plan.late ? (
        <p className="font-medium text-amber-800">{TIMELINE_TEXTS.late(shortDay(plan.expected_completion, t))}</p>
      ) : null}
      <p>
        {TIMELINE_TEXTS.handledBy}:{' '}
        {plan.expert ? (
          <span className="font-medium text-slate-900">
            {TIMELINE_TEXTS.expertSince(
              plan.expert.first_name,
              plan.expert.role,
              plan.expert.since ? shortDay(plan.expert.since, t) : '—',
            )}
          </span>
        ) : (
          TIMELINE_TEXTS.notAssigned
        )}
      </p>
    </div>
  );
}

/** Every milestone of a request: expected or reached date, who it waits on; the current one highlighted. */
export function MilestonePlan({ plan, label }: { plan: RequestPlanView; label: string }) {
  const t = today();
  return (
    <section aria-label={label}>
      <h3 className="font-semibold text-brand-900">{TIMELINE_TEXTS.heading}</h3>
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
                    {TIMELINE_TEXTS.reachedOn} <time dateTime={m.reached_on}>{shortDay(m.reached_on, t)}</time>
                  </>
                ) : (
                  <>
                    {TIMELINE_TEXTS.expectedBy} <time dateTime={m.expected_on}>{shortDay(m.expected_on, t)}</time>
                  </>
                )}
                {' · '}
                {TIMELINE_TEXTS.waitsOn}: {WAITS_ON_CUSTOMER_LABELS[m.waits_on]}
              </p>
              {m.late ? (
                <p className="mt-1 flex items-center gap-1 font-medium text-amber-800">
                  <Clock aria-hidden="true" className="size-4" />
                  {TIMELINE_TEXTS.late(shortDay(m.expected_on, t))}
                  {plan.late_reason ? <span className="font-normal"> — {plan.late_reason}</span> : null}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
