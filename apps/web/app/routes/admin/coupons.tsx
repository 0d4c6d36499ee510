import { Form, Link, useSearchParams } from 'react-router';
import {
  ADMIN_MESSAGES,
  COUPON_STATES,
  COUPON_STATE_LABELS,
  adminIdParamsSchema,
  queryObject,
  type AdminCoupon,
  type CouponState,
} from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { TextInput } from '../../components/ui/form-field';
import { ActionButton, HiddenFields, ResultNotice, useActionForm } from '../../components/forms/action-form';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterSelect, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { formObject, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import type { Route } from './+types/coupons';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  const list = await load(() => admin.coupons.list(user, queryObject(url)));
  const editId = adminIdParamsSchema.safeParse({ id: url.searchParams.get('edit') });
  const editing = editId.success ? await load(() => admin.coupons.get(user, editId.data.id)) : null;
  return { ...list, editing };
}

/** Form fields → the contract's shape (empty use limit = no limit; dates as the day in India). */
function couponInput(form: Record<string, string>) {
  return {
    code: form.code,
    discountPercent: form.discountPercent,
    validFrom: form.validFrom,
    validUntil: form.validUntil,
    maxUses: form.maxUses ? form.maxUses : null,
    perUserLimit: form.perUserLimit || 1,
    active: form.active === 'on',
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, admin } = requireStaff(context, url);
  const form = formObject(await request.formData());
  return runAction(async () => {
    if (form.intent === 'create') {
      await admin.coupons.create(user, couponInput(form));
      return ADMIN_MESSAGES.couponSaved;
    }
    const { id } = adminIdParamsSchema.parse({ id: form.id });
    if (form.intent === 'expire') {
      await admin.coupons.expire(user, id);
      return ADMIN_MESSAGES.couponExpired;
    }
    await admin.coupons.update(user, id, couponInput(form));
    return ADMIN_MESSAGES.couponSaved;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Coupons · Back office' }];

const TONE: Record<CouponState, BadgeTone> = { current: 'success', scheduled: 'info', expired: 'neutral', inactive: 'warning' };
const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

function CouponForm({ coupon }: { coupon: AdminCoupon | null }) {
  const { error, submitting, submittingValue } = useActionForm();
  const busy = submitting() && submittingValue('intent') !== 'expire';
  const today = day(new Date().toISOString());
  return (
    <Card className="mt-8 max-w-2xl">
      <CardTitle as="h2">{coupon ? `Edit ${coupon.code}` : 'New coupon'}</CardTitle>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" key={coupon ? `edit-${coupon.id}` : 'create'}>
        <HiddenFields values={{ intent: coupon ? 'update' : 'create', id: coupon?.id }} />
        <TextInput
          label="Code"
          name="code"
          required
          defaultValue={coupon?.code}
          error={error('code')}
          hint="3 to 40 letters, digits, - or _"
        />
        <TextInput
          label="Discount (%)"
          name="discountPercent"
          inputMode="numeric"
          required
          defaultValue={coupon ? String(coupon.discountPercent) : ''}
          error={error('discountPercent')}
        />
        <TextInput
          label="Valid from"
          type="date"
          name="validFrom"
          required
          defaultValue={coupon ? day(coupon.validFrom) : today}
          error={error('validFrom')}
        />
        <TextInput
          label="Valid until"
          type="date"
          name="validUntil"
          required
          defaultValue={coupon ? day(coupon.validUntil) : ''}
          error={error('validUntil')}
        />
        <TextInput
          label="Total uses allowed"
          name="maxUses"
          inputMode="numeric"
          defaultValue={coupon?.maxUses ? String(coupon.maxUses) : ''}
          hint="Empty for no limit"
          error={error('maxUses')}
        />
        <TextInput
          label="Uses per customer"
          name="perUserLimit"
          inputMode="numeric"
          defaultValue={String(coupon?.perUserLimit ?? 1)}
          error={error('perUserLimit')}
        />
        <label className="flex min-h-11 items-center gap-2 font-medium text-slate-900">
          <input type="checkbox" name="active" defaultChecked={coupon ? coupon.active : true} className="size-5" />
          Active
        </label>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" loading={busy} loadingText="Saving...">
            {coupon ? 'Save changes' : 'Create coupon'}
          </Button>
          {coupon ? (
            <Link to="/admin/coupons" className={buttonClasses({ variant: 'ghost' })}>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </Card>
  );
}

/** `/admin/coupons`: coupons with usage counts; create, edit, expire. */
export default function Coupons({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { result } = useActionForm();
  return (
    <ListPage
      title="Coupons"
      filters={
        <>
          <FilterSelect label="State" name="state" options={COUPON_STATES.map((s) => [s, COUPON_STATE_LABELS[s]] as const)} />
          <FilterText label="Code" name="q" width="lg" />
        </>
      }
      pageInfo={loaderData.pageInfo}
      pagerLabel="Coupons"
      footer={<CouponForm coupon={loaderData.editing} />}
    >
      <ResultNotice result={result} />
      <DataRows
        items={loaderData.items}
        empty="No coupons match these filters."
        rowKey={(c) => c.id}
        columns="md:grid-cols-[1.5fr_1fr_2fr_1fr_1fr_auto] md:items-center"
        row={(c) => (
          <>
            <Field label="Code">
              <span className="font-mono font-semibold">{c.code}</span>
              {c.resellerName ? <span className="block text-sm text-slate-700">Referral: {c.resellerName}</span> : null}
            </Field>
            <Field label="Discount">{c.discountPercent}%</Field>
            <Field label="Valid">
              {formatDateTime(c.validFrom)} – {formatDateTime(c.validUntil)}
            </Field>
            <Field label="Used">
              {c.usageCount}
              {c.maxUses ? ` of ${c.maxUses}` : ''}
            </Field>
            <Field label="State">
              <Badge tone={TONE[c.state]}>{COUPON_STATE_LABELS[c.state]}</Badge>
            </Field>
            <div className="flex flex-wrap gap-2">
              <Link
                to={`?${new URLSearchParams({ ...Object.fromEntries(params), edit: String(c.id) })}`}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                Edit<span className="sr-only"> {c.code}</span>
              </Link>
              {c.state === 'current' || c.state === 'scheduled' ? (
                <ActionButton values={{ intent: 'expire', id: c.id }} size="sm" variant="danger">
                  Expire<span className="sr-only"> {c.code}</span>
                </ActionButton>
              ) : null}
            </div>
          </>
        )}
      />
    </ListPage>
  );
}
