import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Download, ExternalLink } from 'lucide-react';
import {
  MILESTONE_LIMITS,
  REQUEST_ADMIN_MESSAGES,
  REQUEST_STAGES,
  WAITS_ON_LABELS,
  shortDay,
  REQUEST_STAGE_LABELS,
  formatInr,
  type Delivery,
  type RequestAssignee,
  type RequestDetail,
  type StaffRequestResponse,
} from '@anupalan/shared';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextArea } from '../../../components/ui/form-field';
import { ActionForm, ResultNotice, useActionForm, type ActionResult } from '../../../components/forms/action-form';
import { SelectField } from '../../../components/forms/select-field';
import { apiRequest, messageOf } from '../../../lib/api-client';
import { Field, formatDateTime } from '../../../components/lists/data-list';
import { STAGE_TONE } from './request-list';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { DeliveryTable } from './delivery-log';
import { DocumentReviewControls, ReviewBadge } from './document-review';
import { DocumentAskForm } from './document-ask';
import { useT } from '../../../lib/i18n';

/** Uploads the deliverable through the API (multipart), then reloads the page's data. */
function DeliverableUpload({ uploadUrl }: { uploadUrl: string }) {
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  async function upload(e: React.FormEvent) {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setResult({ ok: false, message: 'Please choose the file to upload.' });
      input.current?.focus();
      return;
    }
    setBusy(true);
    setResult(null);
    const form = new FormData();
    form.append('file', file);
    const res = await apiRequest<StaffRequestResponse>(uploadUrl, { form });
    setBusy(false);
    setResult({
      ok: res.ok,
      message: res.ok ? res.body.message : (messageOf(res) ?? 'The upload failed. Please try again.'),
    });
    if (res.ok) {
      if (input.current) input.current.value = '';
      await revalidator.revalidate();
    }
  }
  return (
    <form method="post" encType="multipart/form-data" noValidate onSubmit={upload} className="mt-4 space-y-3">
      <div className="space-y-1.5">
        <label htmlFor="deliverable-file" className="block font-medium text-slate-900">
          Deliverable (PDF, JPEG or PNG)
        </label>
        <input
          ref={input}
          id="deliverable-file"
          name="file"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          className="block w-full text-slate-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-900"
        />
      </div>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'font-medium text-green-800' : 'font-medium text-red-800'}
        >
          {result.message}
        </p>
      ) : null}
      <Button type="submit" loading={busy} loadingText="Uploading..." disabled={!hydrated}>
        Upload deliverable
      </Button>
    </form>
  );
}

/** Completing with a balance due: the amount and what it means, then 'Complete anyway' or Cancel. */
function ConfirmComplete({ message, requestId }: { message: string; requestId: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 focus:outline-none"
    >
      <p className="font-medium">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ActionForm values={{ intent: 'stage', stage: 'completed', confirmBalanceDue: 'yes' }}>
          <Button type="submit" variant="accent">
            {REQUEST_ADMIN_MESSAGES.completeAnyway}
          </Button>
        </ActionForm>
        <Link to={`/admin/requests/${requestId}`} className={buttonClasses({ variant: 'outline' })}>
          Cancel
        </Link>
      </div>
    </div>
  );
}

/**
 * A request's page: the staff view (customer, company, payments, documents, timeline, notes,
 * assignment, stage, deliverable) or a service provider's (documents, timeline, stage, deliverable).
 */
export function RequestDetailView({
  r,
  mode,
  assignees = [],
  deliveries = [],
  uploadUrl,
}: {
  r: RequestDetail;
  mode: 'staff' | 'provider';
  assignees?: RequestAssignee[];
  /** The request's delivery log, newest first (staff only). */
  deliveries?: readonly Delivery[];
  uploadUrl: string;
}) {
  const { result, error, submitting } = useActionForm<ActionResult & { confirm?: { duePaise: number } }>();
  // The route asked first (completing with a balance due): say so in the stage card, not as a failure.
  const confirming = result && !result.ok && result.confirm ? result : null;
  const duePaise = Math.max(0, r.totalPaise - r.paidPaise);
  const next = REQUEST_STAGES[Math.min(REQUEST_STAGES.indexOf(r.stage) + 1, REQUEST_STAGES.length - 1)]!;
  const current = r.plan.milestones.find((m) => m.state === 'current');
  const t = useT();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-brand-900">Request #{r.id}</h1>
        <Badge tone={STAGE_TONE[r.stage]}>{r.stageLabel}</Badge>
        {r.overdue ? <Badge tone="danger">Overdue</Badge> : null}
      </div>
      <ResultNotice result={confirming ? null : result} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle as="h2">Order</CardTitle>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label="Service">{r.serviceName}</Field>
            <Field label="Order id">{r.orderId || '—'}</Field>
            <Field label="Customer">{r.customer.name || `Customer #${r.customer.id}`}</Field>
            {mode === 'staff' ? (
              <>
                <Field label="E-mail">{r.customer.email ?? '—'}</Field>
                <Field label="Mobile">{r.customer.mobile ?? '—'}</Field>
                <Field label="Paid">
                  {formatInr(r.paidPaise - r.refundedPaise)} of {formatInr(r.totalPaise)}
                  {r.refundedPaise > 0 ? (
                    <span className="block text-sm text-slate-600">
                      {formatInr(r.paidPaise)} paid, {formatInr(r.refundedPaise)} refunded
                    </span>
                  ) : null}
                </Field>
                {duePaise > 0 ? <Field label="Balance due">{formatInr(duePaise)}</Field> : null}
              </>
            ) : null}
            <Field label="For">{r.registrationType === 'business' ? 'A business' : 'An individual'}</Field>
            {r.periodLabel ? <Field label="Period">{r.periodLabel}</Field> : null}
            {r.company ? (
              <Field label="Company">
                {r.company.name}
                {r.company.gstNo ? <span className="block text-sm text-slate-600">GSTIN {r.company.gstNo}</span> : null}
              </Field>
            ) : null}
            <Field label="Received">{formatDateTime(r.createdAt)}</Field>
            <Field label="Due">{r.dueAt ? formatDateTime(r.dueAt) : '—'}</Field>
          </dl>
        </Card>
        <Card>
          <CardTitle as="h2">Stage</CardTitle>
          <ol className="mt-4 space-y-2">
            {r.stages.map((s) => (
              <li key={s.stage} className="flex flex-wrap items-baseline justify-between gap-2">
                <span className={s.current ? 'font-semibold text-brand-900' : 'text-slate-800'}>
                  {s.label}
                  {s.current ? ' (current)' : ''}
                </span>
                <span className="text-sm text-slate-600">
                  {s.reached_at ? `${formatDateTime(s.reached_at)} · ${s.changed_by ?? ''}` : 'Not reached'}
                </span>
              </li>
            ))}
          </ol>
          <ActionForm values={{ intent: 'stage' }} className="mt-4 space-y-3">
            <SelectField
              label="Move to stage"
              name="stage"
              id="field-stage"
              className="w-full"
              defaultValue={next}
              options={REQUEST_STAGES.map((s) => [s, REQUEST_STAGE_LABELS[s]] as const)}
            />
            <Button type="submit" loading={submitting('intent', 'stage')} loadingText="Saving...">
              Change stage
            </Button>
          </ActionForm>
          {confirming ? <ConfirmComplete message={confirming.message} requestId={r.id} /> : null}
        </Card>
        <Card>
          <CardTitle as="h2">Milestones</CardTitle>
          <ol className="mt-4 space-y-2" aria-label="Milestones">
            {r.plan.milestones.map((m, i) => (
              <li key={`${i}-${m.name}`} className="flex flex-wrap items-baseline justify-between gap-2">
                <span className={m.state === 'current' ? 'font-semibold text-brand-900' : 'text-slate-800'}>
                  {m.name}
                  {m.state === 'current' ? ' (current)' : ''}
                  <span className="block text-sm font-normal text-slate-600">{WAITS_ON_LABELS[m.waits_on]}</span>
                </span>
                <span className="text-sm text-slate-600">
                  {m.reached_on ? `Reached ${shortDay(m.reached_on)}` : `Expected ${shortDay(m.expected_on)}`}
                  {m.late ? (
                    <Badge tone="warning" className="ml-2">
                      Late
                    </Badge>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
          {mode === 'staff' && current ? (
            <ActionForm values={{ intent: 'advance', version: r.plan.version }} className="mt-4">
              <Button type="submit" loading={submitting('intent', 'advance')} loadingText="Saving...">
                Mark “{current.name}” reached
              </Button>
            </ActionForm>
          ) : null}
        </Card>
        <Card>
          <CardTitle as="h2">Documents</CardTitle>
          {r.documents.length ? (
            <ul className="mt-4 divide-y divide-slate-200">
              {r.documents.map((d) => (
                <li key={d.ask_id ? `ask-${d.ask_id}` : d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    {d.document_name}
                    {d.mandatory ? <span className="text-sm text-slate-600"> (required)</span> : null}
                    {/* Issue 21: a document asked for on this request, and why. */}
                    {d.ask_reason ? (
                      <span className="block text-sm text-slate-700">{t('documentAsks.reason', { reason: d.ask_reason })}</span>
                    ) : null}
                  </span>
                  {d.document_type === 'Text' ? (
                    <span className="break-all">{d.data ?? <Badge tone="warning">Pending</Badge>}</span>
                  ) : d.data ? (
                    <span className="flex gap-2">
                      <a
                        href={d.data}
                        target="_blank"
                        rel="noopener"
                        className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      >
                        <ExternalLink aria-hidden="true" className="size-4" />
                        View<span className="sr-only"> {d.document_name}</span>
                      </a>
                      <a
                        href={d.data}
                        download={d.file_name ?? undefined}
                        className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      >
                        <Download aria-hidden="true" className="size-4" />
                        Download<span className="sr-only"> {d.document_name}</span>
                      </a>
                    </span>
                  ) : (
                    <Badge tone="warning">Pending</Badge>
                  )}
                  {/* Issue 21: staff's review of the uploaded version. */}
                  {d.document_type === 'Document' && d.data ? (
                    mode === 'staff' ? (
                      <DocumentReviewControls requestId={r.id} doc={d} />
                    ) : (
                      <ReviewBadge doc={d} />
                    )
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-700">This service needs no documents.</p>
          )}
          {r.stage !== 'completed' ? <DocumentAskForm requestId={r.id} mode={mode} /> : null}
        </Card>
        <Card>
          <CardTitle as="h2">Deliverable</CardTitle>
          {r.deliverable ? (
            <p className="mt-4">
              <a href={r.deliverable.url} className="font-medium text-brand-800 underline">
                {r.deliverable.fileName}
              </a>
              <span className="block text-sm text-slate-600">Uploaded {formatDateTime(r.deliverable.uploadedAt)}</span>
            </p>
          ) : (
            <p className="mt-4 text-slate-700">No deliverable yet.</p>
          )}
          <DeliverableUpload uploadUrl={uploadUrl} />
        </Card>
        {mode === 'staff' ? (
          <>
            <Card>
              <CardTitle as="h2">Assignment</CardTitle>
              <p className="mt-2 text-slate-700">{r.assignee ? `Assigned to ${r.assignee.name}` : 'Not assigned'}</p>
              <ActionForm values={{ intent: 'assign' }} className="mt-4 space-y-3">
                <SelectField
                  label="Assign to"
                  name="assigneeId"
                  id="field-assigneeId"
                  className="w-full"
                  defaultValue={r.assignee ? String(r.assignee.id) : ''}
                  options={[
                    ['', 'Nobody'] as const,
                    ...assignees.map(
                      (a) => [String(a.id), a.role === 'service_provider' ? `${a.name} (service provider)` : a.name] as const,
                    ),
                  ]}
                />
                <TextArea
                  label="Hand-over note for the next owner (optional)"
                  name="note"
                  maxLength={MILESTONE_LIMITS.noteMax}
                  error={error('note')}
                />
                <Button type="submit" variant="outline" loading={submitting('intent', 'assign')} loadingText="Saving...">
                  Assign
                </Button>
              </ActionForm>
            </Card>
            <Card>
              <CardTitle as="h2">Payments</CardTitle>
              {r.payments.length ? (
                <ul className="mt-4 divide-y divide-slate-200">
                  {r.payments.map((p) => (
                    <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                      <span>
                        {formatInr(p.amountPaise)}
                        {p.refundedPaise > 0 ? (
                          <span className="text-sm text-slate-600"> ({formatInr(p.refundedPaise)} refunded)</span>
                        ) : null}
                      </span>
                      <span className="text-sm text-slate-600">
                        {formatDateTime(p.createdAt)} · {p.gatewayPaymentId}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-slate-700">No payments recorded.</p>
              )}
            </Card>
            {/* min-w-0: the table scrolls inside the card instead of widening the page's grid. */}
            <Card className="min-w-0 lg:col-span-2">
              <CardTitle as="h2">Messages</CardTitle>
              <p className="mt-1 text-sm text-slate-600">
                What was sent to the customer about this request, newest first.{' '}
                <Link to="/admin/messages?status=failed" className="font-medium text-brand-800 underline">
                  Failed deliveries
                </Link>
              </p>
              <DeliveryTable items={deliveries} caption={`Messages about request #${r.id}`} />
            </Card>
            <Card className="lg:col-span-2">
              <CardTitle as="h2">Internal notes</CardTitle>
              <p className="mt-1 text-sm text-slate-600">Seen by staff only, never by the customer.</p>
              {r.notes.length ? (
                <ul className="mt-4 space-y-3">
                  {r.notes.map((n) => (
                    <li key={n.id} className="rounded-lg bg-slate-50 p-3">
                      <p className="whitespace-pre-wrap break-words">{n.body}</p>
                      <p className="mt-1 text-sm text-slate-600">
                        {n.authorName} · {formatDateTime(n.createdAt)}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : null}
              <ActionForm values={{ intent: 'note' }} className="mt-4 space-y-3">
                <TextArea label="New note" name="body" maxLength={5000} error={error('body')} />
                <Button type="submit" variant="outline" loading={submitting('intent', 'note')} loadingText="Saving...">
                  Add note
                </Button>
              </ActionForm>
            </Card>
          </>
        ) : null}
      </div>
    </>
  );
}
