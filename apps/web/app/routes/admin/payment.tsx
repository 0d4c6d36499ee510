import { Form, Link, data, useActionData, useNavigation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  ADMIN_MONEY_MESSAGES,
  PAYMENT_LIST_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  adminIdParamsSchema,
  formatInr,
} from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { TextArea, TextInput } from '../../components/ui/form-field';
import { DataList, Field, PageTitle, formatDateTime } from '../../features/admin/components/admin-shell';
import { formObject, load, requireStaff, runAction, type ActionResult } from '../../features/admin/lib/guard';
import { PAYMENT_STATUS_TONE } from './payments';
import type { Route } from './+types/payment';

function idOf(params: { id?: string }): number {
  const r = adminIdParamsSchema.safeParse(params);
  if (!r.success) throw new Response(null, { status: 404 });
  return r.data.id;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  const detail = await load(() => admin.payments.get(user, idOf(params)));
  // One key per form shown: pressing the button twice (or retrying) is the same refund.
  return { ...detail, refundKey: crypto.randomUUID() };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, admin } = requireStaff(context, url);
  const id = idOf(params);
  const form = formObject(await request.formData());
  try {
    return await runAction(async () => {
      const r = await admin.payments.refund(user, id, {
        amount: form.amount ?? '',
        reason: form.reason ?? '',
        idempotencyKey: form.idempotencyKey ?? '',
      });
      return r.refund.creditNoteNumber
        ? `${ADMIN_MONEY_MESSAGES.refundDone} (${r.refund.creditNoteNumber})`
        : ADMIN_MONEY_MESSAGES.refundDoneNoNote;
    });
  } catch (err) {
    // The gateway refusing (503) is said on the form, which keeps its values and key for the retry.
    if ((err as { status?: number }).status === 503) {
      return data<ActionResult>({ ok: false, message: (err as Error).message }, { status: 503 });
    }
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.payment.gatewayOrderId ?? 'Payment'} · Back office` },
];

/** `/admin/payments/:id`: one payment with its refunds and credit notes; a full or part refund. */
export default function Payment({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  const p = d.payment;
  return (
    <>
      <Link to="/admin/payments" className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All payments
      </Link>
      <PageTitle actions={<Badge tone={PAYMENT_STATUS_TONE[p.status]}>{PAYMENT_LIST_STATUS_LABELS[p.status]}</Badge>}>
        <span className="font-mono break-all">{p.gatewayOrderId}</span>
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
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Customer">
            {p.customerName}
            <span className="block text-sm break-all text-slate-700">
              {[p.customerEmail, p.customerMobile].filter(Boolean).join(' · ')}
            </span>
          </Field>
          <Field label="Service">{p.serviceName}</Field>
          <Field label="Payment type">{PAYMENT_TYPE_LABELS[p.paymentType] ?? p.paymentType}</Field>
          <Field label="Amount">{formatInr(p.amountPaise)}</Field>
          <Field label="Refunded">{formatInr(p.refundedPaise)}</Field>
          <Field label="Left to refund">{formatInr(p.refundablePaise)}</Field>
          <Field label="Gateway payment id">
            <span className="font-mono break-all">{p.gatewayPaymentId ?? '—'}</span>
          </Field>
          <Field label="Method">{p.method ?? '—'}</Field>
          <Field label="Paid">{formatDateTime(p.paidAt)}</Field>
          <Field label="Invoice">
            {p.invoiceId ? (
              <a href={`/api/v1/invoices/${p.invoiceId}/pdf`} className="font-medium text-brand-800 underline">
                {p.invoiceNumber}
              </a>
            ) : (
              '—'
            )}
          </Field>
          {p.requestId ? <Field label="Request">#{p.requestId}</Field> : null}
          {p.reviewReason ? <Field label="Needs attention">{p.reviewReason}</Field> : null}
          {p.failureReason ? <Field label="Failure">{p.failureReason}</Field> : null}
        </dl>
      </Card>

      <h2 className="mt-8 mb-3 text-lg font-semibold text-brand-900">Refunds</h2>
      <DataList empty="No refunds yet.">
        {d.refunds.map((r) => (
          <li key={r.id} className="p-4">
            <dl className="grid gap-3 md:grid-cols-[1fr_1fr_2fr_1.2fr] md:items-center">
              <Field label="Amount">{formatInr(r.amountPaise)}</Field>
              <Field label="When">
                {formatDateTime(r.processedAt)}
                <span className="block text-sm text-slate-700">by {r.createdByName ?? 'a former staff member'}</span>
              </Field>
              <Field label="Reason">{r.reason}</Field>
              <Field label="Credit note">
                {r.creditNoteId ? (
                  <a href={`/api/v1/credit-notes/${r.creditNoteId}/pdf`} className="font-medium text-brand-800 underline">
                    {r.creditNoteNumber}
                  </a>
                ) : (
                  'None (never invoiced)'
                )}
              </Field>
            </dl>
          </li>
        ))}
      </DataList>

      {p.refundablePaise > 0 ? (
        <Card className="mt-6 max-w-xl">
          <CardTitle as="h2">Refund this payment</CardTitle>
          <p className="mt-1 text-slate-700">
            Up to {formatInr(p.refundablePaise)} through the payment gateway.
            {p.invoiceId ? ' A GST credit note is issued with the refund.' : ''}
          </p>
          <Form method="post" noValidate className="mt-4 space-y-4" key={d.refundKey}>
            <input type="hidden" name="idempotencyKey" value={d.refundKey} />
            <TextInput
              label="Amount (₹)"
              name="amount"
              inputMode="decimal"
              required
              defaultValue={(p.refundablePaise / 100).toFixed(2)}
              error={errors?.amount?.[0]}
            />
            <TextArea
              label="Reason"
              name="reason"
              required
              maxLength={500}
              error={errors?.reason?.[0]}
              hint="Printed on the credit note."
            />
            <Button type="submit" variant="danger" loading={busy} loadingText="Refunding...">
              Refund
            </Button>
          </Form>
        </Card>
      ) : null}
    </>
  );
}
