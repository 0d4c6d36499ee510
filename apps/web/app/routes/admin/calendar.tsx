import { useState } from 'react';
import { data } from 'react-router';
import {
  CALENDAR_MESSAGES,
  ENTITY_KIND_LABELS,
  RULE_RECURRENCE_LABELS,
  adminIdParamsSchema,
  ruleCreateBody,
  ruleUpdateBody,
} from '@anupalan/shared';
import { appServicesContext } from '@anupalan/shared/app-context';
import type { RouterContextProvider } from 'react-router';
import { Button } from '../../components/ui/button';
import { DataList } from '../../components/lists/data-list';
import { PageTitle } from '../../components/lists/list-page';
import { ActionForm, ResultNotice, useActionForm } from '../../components/forms/action-form';
import { load, requireStaff, runAction } from '../../features/admin/lib/guard';
import { CalendarRuleFields, ruleFieldsFromForm } from '../../features/admin/components/calendar-rule-fields';
import type { Route } from './+types/calendar';

function requireCalendar(context: Readonly<RouterContextProvider>, url: URL) {
  const { user } = requireStaff(context, url);
  const svc = context.get(appServicesContext).calendar;
  if (!svc) throw data({ message: 'The back office is not available.' }, { status: 503 });
  return { user, svc };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { svc } = requireCalendar(context, url);
  const [rules, services] = await Promise.all([load(() => svc.adminRules()), load(() => svc.serviceChoices())]);
  return { rules, services };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, svc } = requireCalendar(context, url);
  const form = await request.formData();
  return runAction(async () => {
    if (form.get('intent') === 'create') {
      await svc.createRule(user, ruleCreateBody.parse({ ...ruleFieldsFromForm(form), code: String(form.get('code') ?? '') }));
      return CALENDAR_MESSAGES.ruleCreated;
    }
    const { id } = adminIdParamsSchema.parse({ id: form.get('id') });
    const rule = (await svc.adminRules()).find((r) => r.id === id);
    if (!rule) throw Object.assign(new Error(CALENDAR_MESSAGES.ruleNotFound), { status: 404 });
    await svc.updateRule(
      user,
      id,
      ruleUpdateBody.parse({ ...ruleFieldsFromForm(form, rule), version: Number(form.get('version')) }),
    );
    return CALENDAR_MESSAGES.ruleSaved;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Calendar rules · Back office' }];

/** `/admin/calendar`: the compliance calendar's rules; a change applies at once to every customer's calendar. */
export default function CalendarRules({ loaderData }: Route.ComponentProps) {
  const { result, submitting, error } = useActionForm();
  // The form last sent shows the action's answer and its field messages (several forms on one page).
  const [sent, setSent] = useState<string | null>(null);
  const errorsOf = (key: string) => (field: string) => (sent === key ? error(field) : undefined);
  const noticeOf = (key: string) => (sent === key ? result : undefined);
  return (
    <>
      <PageTitle>Compliance calendar rules</PageTitle>
      <p className="mb-4 text-slate-700">
        Due day and months after the period’s end (a quarter’s last month; March for a yearly rule). A government extension is one
        line per period: <code>2026-10 = 2026-11-25</code>. A change applies at once to every customer’s calendar, reminders and
        iCalendar feed.
      </p>
      <ResultNotice result={noticeOf('new')} />
      <details className="mb-6 rounded-lg border border-slate-300 bg-white p-4" open={sent === 'new' && !!result && !result.ok}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">Add a rule</summary>
        <ActionForm
          values={{ intent: 'create' }}
          className="mt-3 grid gap-3 md:grid-cols-2"
          aria-label="New rule"
          onSubmit={() => setSent('new')}
        >
          <CalendarRuleFields services={loaderData.services} error={errorsOf('new')} idPrefix="new" />
          <div>
            <Button type="submit" loading={submitting('intent', 'create')} loadingText="Adding...">
              Add rule
            </Button>
          </div>
        </ActionForm>
      </details>
      <DataList empty="No rules yet.">
        {loaderData.rules.map((r) => {
          const key = String(r.id);
          return (
            <li key={r.id} className="p-4">
              <p className="font-semibold text-brand-900">
                {r.filing} <span className="font-normal text-slate-600">({r.code})</span>
                {!r.active && <span className="ml-2 font-normal text-slate-600">Inactive</span>}
              </p>
              <p className="text-sm text-slate-700">
                {RULE_RECURRENCE_LABELS[r.recurrence]} · {r.applies_to.map((k) => ENTITY_KIND_LABELS[k]).join(', ')}
                {r.gst_frequencies.length ? ` · GST: ${r.gst_frequencies.join(', ')}` : ''}
                {r.states.length ? ` · ${r.states.length} state(s)` : ''}
                {r.service_slug ? ` · service ${r.service_slug}` : ''}
              </p>
              {r.warnings.map((w) => (
                <p key={w} className="text-sm text-amber-900">
                  {w}
                </p>
              ))}
              <ResultNotice result={noticeOf(key)} className="mt-2" />
              <details className="mt-2" open={sent === key && !!result && !result.ok}>
                <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700">
                  Edit<span className="sr-only"> {r.filing}</span>
                </summary>
                <ActionForm
                  values={{ id: r.id, version: r.version }}
                  className="mt-2 grid gap-3 md:grid-cols-2"
                  aria-label={`Rule ${r.filing}`}
                  onSubmit={() => setSent(key)}
                >
                  <CalendarRuleFields rule={r} services={loaderData.services} error={errorsOf(key)} idPrefix={`r${r.id}`} />
                  <div>
                    <Button type="submit" variant="outline" loading={submitting('id', key)} loadingText="Saving...">
                      Save<span className="sr-only"> {r.filing}</span>
                    </Button>
                  </div>
                </ActionForm>
              </details>
            </li>
          );
        })}
      </DataList>
    </>
  );
}
