import { data } from 'react-router';
import {
  CALENDAR_MESSAGES,
  ENTITY_KIND_LABELS,
  RULE_RECURRENCE_LABELS,
  adminIdParamsSchema,
  ruleUpdateBody,
} from '@anupalan/shared';
import { appServicesContext } from '@anupalan/shared/app-context';
import type { RouterContextProvider } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextArea, TextInput } from '../../components/ui/form-field';
import { DataList } from '../../components/lists/data-list';
import { PageTitle } from '../../components/lists/list-page';
import { ActionForm, ResultNotice, useActionForm, type ActionResult } from '../../components/forms/action-form';
import { formObject, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import type { Route } from './+types/calendar';

function requireCalendar(context: Readonly<RouterContextProvider>, url: URL) {
  requireStaff(context, url);
  const svc = context.get(appServicesContext).calendar;
  if (!svc) throw data({ message: 'The back office is not available.' }, { status: 503 });
  return svc;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const svc = requireCalendar(context, url);
  return { rules: await load(() => svc.adminRules()) };
}

/** Extensions as the form writes them: one 'period = yyyy-mm-dd' a line. */
function extensionsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const [k, v] = line.split('=').map((x) => x.trim());
    if (k && v) out[k] = v;
  }
  return out;
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const svc = requireCalendar(context, url);
  const form = formObject(await request.formData());
  return runAction(async () => {
    const { id } = adminIdParamsSchema.parse({ id: form.id });
    const rule = (await svc.adminRules()).find((r) => r.id === id);
    if (!rule) throw Object.assign(new Error(CALENDAR_MESSAGES.ruleNotFound), { status: 404 });
    const { warnings: _w, code: _c, id: _i, ...current } = rule;
    const body = ruleUpdateBody.parse({
      ...current,
      version: Number(form.version),
      filing: form.filing,
      note: form.note ?? '',
      legal_basis: form.legal_basis,
      active: form.active === 'on',
      schedule: {
        ...current.schedule,
        due_day: Number(form.due_day),
        month_offset: Number(form.month_offset),
        extensions: extensionsOf(form.extensions ?? ''),
      },
    });
    await svc.updateRule(id, body);
    return CALENDAR_MESSAGES.ruleSaved;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Calendar rules · Back office' }];

/** `/admin/calendar`: the compliance calendar's rules; a change applies at once to every customer's calendar. */
export default function CalendarRules({ loaderData }: Route.ComponentProps) {
  const { result, submitting } = useActionForm<ActionResult & { id?: string }>();
  return (
    <>
      <PageTitle>Compliance calendar rules</PageTitle>
      <p className="mb-4 text-slate-700">
        Due day and months after the period’s end (a quarter’s last month; March for a yearly rule). A government extension is one
        line per period: <code>2026-10 = 2026-11-25</code>. A change applies at once to every customer’s calendar, reminders and
        iCalendar feed.
      </p>
      <ResultNotice result={result} />
      <DataList empty="No rules yet.">
        {loaderData.rules.map((r) => (
          <li key={r.id} className="p-4">
            <ActionForm
              values={{ id: r.id, version: r.version }}
              className="grid gap-3 md:grid-cols-2"
              aria-label={`Rule ${r.filing}`}
            >
              <div className="md:col-span-2">
                <p className="font-semibold text-brand-900">
                  {r.filing} <span className="font-normal text-slate-600">({r.code})</span>
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
              </div>
              <TextInput label="Filing" name="filing" defaultValue={r.filing} required />
              <div className="flex gap-3">
                <TextInput
                  label="Due day"
                  name="due_day"
                  inputMode="numeric"
                  defaultValue={String(r.schedule.due_day)}
                  fieldClassName="w-28"
                />
                <TextInput
                  label="Months after"
                  name="month_offset"
                  inputMode="numeric"
                  defaultValue={String(r.schedule.month_offset)}
                  fieldClassName="w-32"
                />
              </div>
              <TextArea
                label="Extensions"
                name="extensions"
                rows={2}
                defaultValue={Object.entries(r.schedule.extensions ?? {})
                  .map(([k, v]) => `${k} = ${v}`)
                  .join('\n')}
              />
              <TextArea label="Note" name="note" rows={2} defaultValue={r.note} />
              <TextArea label="Legal basis" name="legal_basis" rows={2} defaultValue={r.legal_basis} required />
              <label className="flex items-center gap-2 text-slate-800">
                <input type="checkbox" name="active" defaultChecked={r.active} className="size-4" /> Active
              </label>
              <div>
                <Button type="submit" variant="outline" loading={submitting('id', String(r.id))} loadingText="Saving...">
                  Save<span className="sr-only"> {r.filing}</span>
                </Button>
              </div>
            </ActionForm>
          </li>
        ))}
      </DataList>
    </>
  );
}
