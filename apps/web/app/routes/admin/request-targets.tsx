import {
  DEFAULT_STAGE_TARGET_HOURS,
  MILESTONE_MESSAGES,
  REQUEST_ADMIN_MESSAGES,
  REQUEST_STAGE_LABELS,
  TARGET_STAGES,
  adminIdParamsSchema,
} from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { TextArea, TextInput } from '../../components/ui/form-field';
import { DataList } from '../../components/lists/data-list';
import { BackLink, PageTitle } from '../../components/lists/list-page';
import { ActionForm, ResultNotice, useActionForm, type ActionResult } from '../../components/forms/action-form';
import { formObject, runAction } from '../../features/admin/lib/guard';
import { requireRequestAdmin } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/request-targets';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requireRequestAdmin(context, url);
  const [items, holidays] = await Promise.all([svc.targets(user), svc.holidays(user)]);
  return { items, holidays };
}

/** The holidays text area: one holiday a line, its date (YYYY-MM-DD) first, then its name. */
function holidaysFromText(text: string) {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [day = '', ...name] = l.split(/\s+/);
      return { day, name: name.join(' ') };
    });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, svc } = requireRequestAdmin(context, url);
  const form = formObject(await request.formData());
  const id = adminIdParamsSchema.safeParse({ id: form.serviceId });
  if (form.intent === 'holidays')
    return runAction(async () => {
      await svc.setHolidays(user, { holidays: holidaysFromText(form.holidays ?? '') });
      return MILESTONE_MESSAGES.holidaysSaved;
    });
  return runAction(async () => {
    if (!id.success) throw Object.assign(new Error(REQUEST_ADMIN_MESSAGES.unknownService), { status: 404 });
    await svc.setTargets(user, id.data.id, {
      paid: form.paid ?? '',
      documents_received: form.documents_received ?? '',
      in_progress: form.in_progress ?? '',
    });
    return REQUEST_ADMIN_MESSAGES.targetsSaved;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Target times · Back office' }];

/** `/admin/requests/targets`: hours a request may stay in each stage, per service (empty: the default). */
export default function RequestTargets({ loaderData }: Route.ComponentProps) {
  const { result, submitting } = useActionForm<ActionResult & { serviceId?: string }>();
  return (
    <>
      <BackLink to="/admin/requests">All requests</BackLink>
      <PageTitle>Target times per stage</PageTitle>
      <p className="mb-4 text-slate-700">
        Hours a request should spend in each stage (the overdue flag follows its milestones and these holidays). Leave a field
        empty for the default (
        {TARGET_STAGES.map((s) => `${REQUEST_STAGE_LABELS[s]} ${DEFAULT_STAGE_TARGET_HOURS[s]} h`).join(', ')}).
      </p>
      <ResultNotice result={result} />
      <ActionForm values={{ intent: 'holidays' }} className="mb-6 max-w-xl space-y-3" key={JSON.stringify(loaderData.holidays)}>
        <TextArea
          label="Holidays (one a line: YYYY-MM-DD and its name)"
          name="holidays"
          rows={6}
          defaultValue={loaderData.holidays.map((h) => `${h.day} ${h.name}`).join('\n')}
          hint="Expected dates skip Sundays and these days."
        />
        <Button type="submit" variant="outline" loading={submitting('intent', 'holidays')} loadingText="Saving...">
          Save holidays
        </Button>
      </ActionForm>
      <DataList empty="No services yet.">
        {loaderData.items.map((t) => (
          <li key={t.serviceId} className="p-4">
            <ActionForm
              values={{ serviceId: t.serviceId }}
              className="flex flex-wrap items-end gap-3"
              aria-label={`Target times for ${t.serviceName}`}
            >
              <p className="w-full font-semibold text-brand-900 md:w-64">{t.serviceName}</p>
              {TARGET_STAGES.map((s) => (
                <TextInput
                  key={s}
                  label={`${REQUEST_STAGE_LABELS[s]} (hours)`}
                  name={s}
                  inputMode="numeric"
                  defaultValue={t.custom[s] === null ? '' : String(t.custom[s])}
                  placeholder={String(DEFAULT_STAGE_TARGET_HOURS[s])}
                  fieldClassName="w-40"
                />
              ))}
              <Button type="submit" variant="outline" loading={submitting('serviceId', t.serviceId)} loadingText="Saving...">
                Save<span className="sr-only"> {t.serviceName}</span>
              </Button>
            </ActionForm>
          </li>
        ))}
      </DataList>
    </>
  );
}
