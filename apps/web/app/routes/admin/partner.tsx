import { ADMIN_MESSAGES, PARTNER_STATUS_LABELS, REFERRAL_DEFAULT_PERCENT } from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { TextArea, TextInput } from '../../components/ui/form-field';
import { Field, formatDateTime } from '../../components/lists/data-list';
import { BackLink, PageTitle } from '../../components/lists/list-page';
import { ActionForm, ResultNotice, useActionForm } from '../../components/forms/action-form';
import { formObject, idParam, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import { KIND_LABEL, STATUS_TONE } from './partners';
import type { Route } from './+types/partner';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.partners.get(user, idParam(params.id)));
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, admin } = requireStaff(context, url);
  const id = idParam(params.id);
  const form = formObject(await request.formData());
  return runAction(async () => {
    if (form.intent === 'approve') {
      await admin.partners.approve(user, id, { referralDiscountPercent: form.referralDiscountPercent || undefined });
      return ADMIN_MESSAGES.partnerApproved;
    }
    if (form.intent === 'reject') {
      await admin.partners.reject(user, id, { reason: form.reason ?? '' });
      return ADMIN_MESSAGES.partnerRejected;
    }
    throw Object.assign(new Error('Unknown action.'), { status: 400 });
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.name ?? 'Partner'} · Back office` }];

/** `/admin/partners/:id`: one application; approve (a reseller gets a referral code) or reject with a reason. */
export default function Partner({ loaderData: p }: Route.ComponentProps) {
  const { result, error, submitting } = useActionForm();
  return (
    <>
      <BackLink to="/admin/partners">All applications</BackLink>
      <PageTitle actions={<Badge tone={STATUS_TONE[p.status]}>{PARTNER_STATUS_LABELS[p.status]}</Badge>}>
        {p.name || '(no name)'}
      </PageTitle>
      <ResultNotice result={result} />
      <Card>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Kind">{KIND_LABEL[p.kind]}</Field>
          <Field label="Applied">{formatDateTime(p.createdAt)}</Field>
          <Field label="E-mail">
            {p.email ?? '—'}
            {p.email && !p.emailVerified ? <span className="block text-sm text-slate-600">Not verified yet</span> : null}
          </Field>
          <Field label="Mobile">{p.mobile ?? '—'}</Field>
          {p.decidedAt ? (
            <Field label="Decided">{`${formatDateTime(p.decidedAt)} by ${p.decidedByName ?? 'a former staff member'}`}</Field>
          ) : null}
          {p.rejectionReason ? <Field label="Reason for rejection">{p.rejectionReason}</Field> : null}
          {p.referralCode ? (
            <Field label="Referral code">
              <span className="font-mono font-semibold">{p.referralCode}</span>
            </Field>
          ) : null}
        </dl>
      </Card>
      {p.status === 'pending' ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Card>
            <CardTitle as="h2">Approve</CardTitle>
            <ActionForm values={{ intent: 'approve' }} className="mt-4 space-y-4">
              {p.kind === 'reseller' ? (
                <TextInput
                  label="Referral discount (%)"
                  name="referralDiscountPercent"
                  inputMode="numeric"
                  defaultValue={String(REFERRAL_DEFAULT_PERCENT)}
                  hint="Customers who use the reseller's referral code get this discount."
                  error={error('referralDiscountPercent')}
                />
              ) : null}
              <Button type="submit" loading={submitting('intent', 'approve')} loadingText="Approving...">
                Approve application
              </Button>
            </ActionForm>
          </Card>
          <Card>
            <CardTitle as="h2">Reject</CardTitle>
            <ActionForm values={{ intent: 'reject' }} className="mt-4 space-y-4">
              <TextArea
                label="Reason"
                name="reason"
                required
                maxLength={500}
                hint="Sent to the applicant."
                error={error('reason')}
              />
              <Button type="submit" variant="danger" loading={submitting('intent', 'reject')} loadingText="Rejecting...">
                Reject application
              </Button>
            </ActionForm>
          </Card>
        </div>
      ) : null}
    </>
  );
}
