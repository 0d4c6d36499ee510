import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_MESSAGES as M } from '@anupalan/shared/contracts/grievances-texts';
import { ActionForm, ActionButton, ResultNotice, useActionForm } from '../../components/forms/action-form';
import { SelectField } from '../../components/forms/select-field';
import { Field, formatDateTime } from '../../components/lists/data-list';
import { BackLink, PageTitle } from '../../components/lists/list-page';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextArea } from '../../components/ui/form-field';
import { GrievanceFlags } from '../../features/admin/components/grievance-parts';
import { formObject, idParam, load, runAction } from '../../features/admin/lib/guard';
import { requireGrievanceAdmin } from '../../features/admin/lib/grievances-guard';
import type { Route } from './+types/grievance';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, svc } = requireGrievanceAdmin(context, url);
  return { g: await load(() => svc.detail(user, idParam(params.id))) };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, svc } = requireGrievanceAdmin(context, url);
  const id = idParam(params.id);
  const form = formObject(await request.formData());
  return runAction(async () => {
    if (form.intent === 'acknowledge') return (await svc.acknowledge(user, id), M.acknowledged);
    if (form.intent === 'assign') return (await svc.assign(user, id, { assigneeId: form.assigneeId }), M.assigned);
    if (form.intent === 'note') return (await svc.note(user, id, { body: form.body ?? '' }), M.noted);
    if (form.intent === 'reply') return (await svc.reply(user, id, { body: form.body ?? '' }), M.replied);
    if (form.intent === 'resolve') return (await svc.resolve(user, id, { resolution: form.resolution ?? '' }), M.resolved);
    if (form.intent === 'close') return (await svc.close(user, id), M.closed);
    throw Object.assign(new Error('Unknown action.'), { status: 400 });
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.g.ticketNo ?? 'Grievance'} · Back office` }];

/** `/admin/grievances/:id`: one complaint, its clocks, and everything staff do on it. */
export default function AdminGrievance({ loaderData: { g } }: Route.ComponentProps) {
  const { result, error, submitting, submittingValue } = useActionForm();
  const last = submittingValue('intent');
  const open = g.status !== 'closed';
  return (
    <>
      <BackLink to="/admin/grievances">All grievances</BackLink>
      <PageTitle actions={<GrievanceFlags g={g} />}>Complaint {g.ticketNo}</PageTitle>
      <ResultNotice result={result} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Card>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Field label="Customer">
                {g.customer.name}
                <span className="block text-sm break-all text-slate-700">
                  {[g.customer.email, g.customer.mobile].filter(Boolean).join(' · ')}
                </span>
              </Field>
              <Field label="Category">{GRIEVANCE_CATEGORY_LABELS[g.category]}</Field>
              <Field label="Order">{g.orderLabel ?? '—'}</Field>
              <Field label="Filed">{formatDateTime(g.createdAt)}</Field>
              <Field label={g.acknowledgedAt ? 'Acknowledged' : 'Acknowledge by'}>
                {formatDateTime(g.acknowledgedAt ?? g.ackDueAt)}
              </Field>
              <Field label={g.resolvedAt ? 'Resolved' : 'Resolve by'}>{formatDateTime(g.resolvedAt ?? g.resolveDueAt)}</Field>
              <Field label="Complaint" className="sm:col-span-2">
                <span className="whitespace-pre-wrap">{g.description}</span>
              </Field>
              {g.attachments.length ? (
                <Field label="Attachments" className="sm:col-span-2">
                  {g.attachments.map((a) => (
                    <a key={a.id} className="block text-brand-800 underline" href={`/api/v1/user/grievances/attachments/${a.id}`}>
                      {a.fileName}
                    </a>
                  ))}
                </Field>
              ) : null}
              {g.resolution ? (
                <Field label="Resolution" className="sm:col-span-2">
                  <span className="whitespace-pre-wrap">{g.resolution}</span>
                </Field>
              ) : null}
            </dl>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-brand-900">Replies and internal notes</h2>
            {g.messages.length ? (
              <ol className="mt-3 space-y-3">
                {g.messages.map((m) => (
                  <li key={m.id} className={m.kind === 'note' ? 'rounded-lg bg-amber-50 p-3' : 'rounded-lg bg-slate-50 p-3'}>
                    <p className="text-sm text-slate-700">
                      {m.kind === 'note' ? 'Internal note' : 'Reply to the customer'} · {m.authorName ?? 'Staff'} ·{' '}
                      {formatDateTime(m.createdAt)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap text-slate-900">{m.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-slate-700">Nothing yet.</p>
            )}
          </Card>
        </div>
        {open ? (
          <div className="space-y-6">
            <Card className="space-y-4">
              {!g.acknowledgedAt ? (
                <ActionButton
                  values={{ intent: 'acknowledge' }}
                  loading={submitting('intent', 'acknowledge')}
                  loadingText="Saving..."
                >
                  Acknowledge
                </ActionButton>
              ) : null}
              <ActionForm values={{ intent: 'assign' }} className="space-y-3">
                <SelectField
                  label="Assigned to"
                  name="assigneeId"
                  defaultValue={g.assignee?.id ?? ''}
                  options={[['', '-- Nobody --'] as const, ...g.staff.map((s) => [String(s.id), s.name] as const)]}
                  error={last === null && result && !result.ok ? error('assigneeId') : undefined}
                />
                <Button type="submit" variant="outline" loading={submitting('intent', 'assign')} loadingText="Saving...">
                  Assign
                </Button>
              </ActionForm>
            </Card>
            <Card>
              <ActionForm values={{ intent: 'reply' }} className="space-y-3">
                <TextArea
                  label="Reply to the customer"
                  name="body"
                  maxLength={5000}
                  rows={4}
                  hint="The customer sees it on the ticket and receives it."
                />
                <Button type="submit" loading={submitting('intent', 'reply')} loadingText="Sending...">
                  Send reply
                </Button>
              </ActionForm>
            </Card>
            <Card>
              <ActionForm values={{ intent: 'note' }} className="space-y-3">
                <TextArea label="Internal note" name="body" maxLength={5000} rows={3} hint="Staff only." />
                <Button type="submit" variant="outline" loading={submitting('intent', 'note')} loadingText="Saving...">
                  Add note
                </Button>
              </ActionForm>
            </Card>
            <Card>
              {g.status === 'resolved' ? (
                <ActionButton
                  values={{ intent: 'close' }}
                  variant="outline"
                  loading={submitting('intent', 'close')}
                  loadingText="Closing..."
                >
                  Close complaint
                </ActionButton>
              ) : (
                <ActionForm values={{ intent: 'resolve' }} className="space-y-3">
                  <TextArea label="Resolution" name="resolution" maxLength={5000} rows={3} error={error('resolution')} />
                  <Button type="submit" loading={submitting('intent', 'resolve')} loadingText="Saving...">
                    Resolve
                  </Button>
                </ActionForm>
              )}
            </Card>
          </div>
        ) : null}
      </div>
    </>
  );
}
