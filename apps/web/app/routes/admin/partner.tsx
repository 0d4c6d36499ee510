import { Form, Link, useActionData, useNavigation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ADMIN_MESSAGES, PARTNER_STATUS_LABELS, REFERRAL_DEFAULT_PERCENT, adminIdParamsSchema } from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { TextArea, TextInput } from '../../components/ui/form-field';
import { Field, PageTitle, formatDateTime } from '../../features/admin/components/admin-shell';
import { formObject, load, requireStaff, runAction, type ActionResult } from '../../features/admin/lib/guard';
import { KIND_LABEL, STATUS_TONE } from './partners';
import type { Route } from './+types/partner';

function idOf(params: { id?: string }): number {
  const r = adminIdParamsSchema.safeParse(params);
  if (!r.success) throw new Response(null, { status: 404 });
  return r.data.id;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.partners.get(user, idOf(params)));
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, admin } = requireStaff(context, url);
  const id = idOf(params);
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
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <>
      <Link to="/admin/partners" className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All applications
      </Link>
      <PageTitle actions={<Badge tone={STATUS_TONE[p.status]}>{PARTNER_STATUS_LABELS[p.status]}</Badge>}>
        {p.name || '(no name)'}
      </PageTitle>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={
            result.ok
              ? 'mb-4 rounded-lg bg-green-50 px-3 py-2 font-medium text-green-800'
              : 'mb-4 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800'
          }
        >
          {result.message}
        </p>
      ) : null}
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
            <Form method="post" noValidate className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="approve" />
              {p.kind === 'reseller' ? (
                <TextInput
                  label="Referral discount (%)"
                  name="referralDiscountPercent"
                  inputMode="numeric"
                  defaultValue={String(REFERRAL_DEFAULT_PERCENT)}
                  hint="Customers who use the reseller's referral code get this discount."
                  error={errors?.referralDiscountPercent?.[0]}
                />
              ) : null}
              <Button type="submit" loading={busy === 'approve'} loadingText="Approving...">
                Approve application
              </Button>
            </Form>
          </Card>
          <Card>
            <CardTitle as="h2">Reject</CardTitle>
            <Form method="post" noValidate className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="reject" />
              <TextArea
                label="Reason"
                name="reason"
                required
                maxLength={500}
                hint="Sent to the applicant."
                error={errors?.reason?.[0]}
              />
              <Button type="submit" variant="danger" loading={busy === 'reject'} loadingText="Rejecting...">
                Reject application
              </Button>
            </Form>
          </Card>
        </div>
      ) : null}
    </>
  );
}
