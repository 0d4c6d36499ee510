import { useEffect, useRef } from 'react';
import { Link, data } from 'react-router';
import {
  ADMIN_MONEY_MESSAGES,
  PAYMENT_LIST_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  formatInr,
  refundConfirmText,
  type RefundReview,
} from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { TextArea, TextInput } from '../../components/ui/form-field';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { BackLink, PageTitle } from '../../components/lists/list-page';
import { ActionForm, ResultNotice, useActionForm, type ActionResult } from '../../components/forms/action-form';
import { formObject, idParam, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import { PAYMENT_STATUS_TONE } from './payments';
import type { Route } from './+types/payment';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  const detail = await load(() => admin.payments.get(user, idParam(params.id)));
  // One key per form shown: pressing the button twice (or retrying) is the same refund.
  return { ...detail, refundKey: crypto.randomUUID() };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, admin } = requireStaff(context, url);
  const id = idParam(params.id);
  const form = formObject(await request.formData());
  const body = { amount: form.amount ?? '', reason: form.reason ?? '', idempotencyKey: form.idempotencyKey ?? '' };
  if (form.intent !== 'confirm') {
    // Nothing goes to the gateway on the first press: the form is checked and staff confirm what it does.
    let review: RefundReview | undefined;
    const refused = await runAction(async () => {
      review = await admin.payments.reviewRefund(user, id, body);
      return '';
    });
    return review ? { ok: true as const, message: '', review } : refused;
  }
  try {
    return await runAction(async () => {
      const r = await admin.payments.refund(user, id, body);
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
  const { result, error, submitting } = useActionForm<ActionResult & { review?: RefundReview }>();
  const review = result?.ok && result.review ? result.review : null;
  const p = d.payment;
  return (
    <>
      <BackLink to="/admin/payments">All payments</BackLink>
      <PageTitle actions={<Badge tone={PAYMENT_STATUS_TONE[p.status]}>{PAYMENT_LIST_STATUS_LABELS[p.status]}</Badge>}>
        <span className="font-mono break-all">{p.gatewayOrderId}</span>
      </PageTitle>
      <ResultNotice result={review ? null : result} />
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
      <DataRows
        items={d.refunds}
        empty="No refunds yet."
        rowKey={(r) => r.id}
        columns="md:grid-cols-[1fr_1fr_2fr_1.2fr] md:items-center"
        row={(r) => (
          <>
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
          </>
        )}
      />

      {p.refundablePaise > 0 ? (
        <Card className="mt-6 max-w-xl">
          <CardTitle as="h2">Refund this payment</CardTitle>
          <p className="mt-1 text-slate-700">
            Up to {formatInr(p.refundablePaise)} through the payment gateway.
            {p.invoiceId ? ' A GST credit note is issued with the refund.' : ''}
          </p>
          <ActionForm values={{ intent: 'review', idempotencyKey: d.refundKey }} className="mt-4 space-y-4" key={d.refundKey}>
            <TextInput
              label="Amount (₹)"
              name="amount"
              inputMode="decimal"
              required
              defaultValue={(p.refundablePaise / 100).toFixed(2)}
              error={error('amount')}
            />
            <TextArea
              label="Reason"
              name="reason"
              required
              maxLength={500}
              error={error('reason')}
              hint="Printed on the credit note."
            />
            <Button type="submit" variant="danger" loading={submitting('intent', 'review')} loadingText="Checking...">
              Refund
            </Button>
          </ActionForm>
          {review ? <RefundConfirm review={review} refundKey={d.refundKey} busy={submitting('intent', 'confirm')} /> : null}
        </Card>
      ) : null}
    </>
  );
}

/** The refund's confirmation: what it does, then 'Confirm refund' (to the gateway) or Cancel. */
function RefundConfirm({ review, refundKey, busy }: { review: RefundReview; refundKey: string; busy: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [review]);
  const text = refundConfirmText(review);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="refund-confirm-title"
      className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 focus:outline-none"
    >
      <h3 id="refund-confirm-title" className="font-semibold">
        {text.title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {text.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <ActionForm
          values={{
            intent: 'confirm',
            amount: (review.amountPaise / 100).toFixed(2),
            reason: review.reason,
            idempotencyKey: refundKey,
          }}
        >
          <Button type="submit" variant="danger" loading={busy} loadingText="Refunding...">
            Confirm refund of {formatInr(review.amountPaise)}
          </Button>
        </ActionForm>
        <Link to="." className={buttonClasses({ variant: 'outline' })}>
          Cancel
        </Link>
      </div>
    </div>
  );
}
