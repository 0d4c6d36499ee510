import { Form } from 'react-router';
import {
  ADMIN_MESSAGES,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  adminIdParamsSchema,
  queryObject,
  type LeadStatus,
} from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { controlBorder, controlClasses } from '../../components/ui/form-field';
import { cn } from '../../components/ui/cn';
import { HiddenFields, ResultNotice, useActionForm } from '../../components/forms/action-form';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterDates, FilterSelect, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { formObject, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import type { Route } from './+types/leads';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  const list = await load(() => admin.leads.list(user, queryObject(url)));
  const staff = await admin.staff.assignees(user);
  return { ...list, staff };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, admin } = requireStaff(context, url);
  const form = formObject(await request.formData());
  return runAction(async () => {
    const { id } = adminIdParamsSchema.parse({ id: form.id });
    await admin.leads.update(user, id, {
      status: form.status,
      assigneeId: form.assigneeId ? Number(form.assigneeId) : null,
      notes: form.notes ?? '',
    });
    return ADMIN_MESSAGES.leadUpdated;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Leads · Back office' }];

const TONE: Record<LeadStatus, BadgeTone> = { new: 'info', contacted: 'warning', converted: 'success', closed: 'neutral' };

/** `/admin/leads`: consultation requests; status, assignee and notes are edited in place. */
export default function Leads({ loaderData }: Route.ComponentProps) {
  const { result, submitting } = useActionForm();
  const assignees = new Map(loaderData.staff.map((s) => [s.id, s.name]));
  for (const l of loaderData.items) if (l.assigneeId && l.assigneeName) assignees.set(l.assigneeId, l.assigneeName);
  return (
    <ListPage
      title="Leads"
      filters={
        <>
          <FilterSelect label="Status" name="status" options={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]] as const)} />
          <FilterText label="Search" name="q" placeholder="Name, e-mail, mobile, service" />
          <FilterDates />
        </>
      }
      pageInfo={loaderData.pageInfo}
      pagerLabel="Leads"
    >
      <ResultNotice result={result} />
      <DataRows
        items={loaderData.items}
        empty="No leads match these filters."
        rowKey={(l) => l.id}
        columns="md:grid-cols-[2fr_2fr_2fr_1fr]"
        row={(l) => (
          <>
            <Field label="Name">
              <span className="font-semibold">{l.name}</span>
            </Field>
            <Field label="Contact">
              <span className="block break-all">{l.email}</span>
              <span className="block">{l.mobile}</span>
            </Field>
            <Field label="Service">{l.serviceName}</Field>
            <Field label="Received">{formatDateTime(l.createdAt)}</Field>
            {l.message ? (
              <Field label="Message" className="md:col-span-4">
                <span className="whitespace-pre-wrap">{l.message}</span>
              </Field>
            ) : null}
          </>
        )}
        after={(l) => (
          <Form method="post" className="mt-3 grid gap-3 md:grid-cols-[auto_1fr_2fr_auto] md:items-end" key={l.updatedAt}>
            <HiddenFields values={{ id: l.id }} />
            <div className="space-y-1.5">
              <label htmlFor={`status-${l.id}`} className="block text-sm font-medium text-slate-900">
                Status{' '}
                <Badge tone={TONE[l.status]} className="ml-1">
                  {LEAD_STATUS_LABELS[l.status]}
                </Badge>
              </label>
              <select
                id={`status-${l.id}`}
                name="status"
                defaultValue={l.status}
                className={cn(controlClasses, controlBorder(false))}
              >
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`assignee-${l.id}`} className="block text-sm font-medium text-slate-900">
                Assignee
              </label>
              <select
                id={`assignee-${l.id}`}
                name="assigneeId"
                defaultValue={l.assigneeId ?? ''}
                className={cn(controlClasses, controlBorder(false))}
              >
                <option value="">Nobody</option>
                {[...assignees].map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`notes-${l.id}`} className="block text-sm font-medium text-slate-900">
                Notes
              </label>
              <textarea
                id={`notes-${l.id}`}
                name="notes"
                rows={2}
                maxLength={5000}
                defaultValue={l.notes}
                className={cn(controlClasses, controlBorder(false))}
              />
            </div>
            <Button type="submit" variant="outline" loading={submitting('id', l.id)} loadingText="Saving...">
              Save<span className="sr-only"> lead {l.name}</span>
            </Button>
          </Form>
        )}
      />
    </ListPage>
  );
}
