import { data } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { REQUEST_STAGE_LABELS, formatInr, queryObject, type AdminRefundRequest } from '@anupalan/shared';
import { REFUND_REQUEST_MESSAGES as M } from '@anupalan/shared/contracts/refund-requests-texts';
import { ActionForm, ResultNotice, useActionForm } from '../../components/forms/action-form';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterSelect } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextArea, TextInput } from '../../components/ui/form-field';
import { formObject, idParam, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import type { Route } from './+types/refund-requests';

/** The staff check and the in-process refund-request service (the payments module's back office). */
function requireRefundAdmin(context: Route.LoaderArgs['context'], url: URL) {
  const { user } = requireStaff(context, url);
  const svc = context.get(appServicesContext).refundRequests;
  if (!svc) throw data({ message: 'The back office is not available.' }, { status: 503 });
  return { user, svc };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requireRefundAdmin(context, url);
  return load(() => svc.list(user, queryObject(url)));
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, svc } = requireRefundAdmin(context, url);
  const form = formObject(await request.formData());
  const id = idParam(form.id);
  return runAction(async () => {
    if (form.intent === 'refuse') return (await svc.refuse(user, id, { reason: form.reason ?? '' }), M.refused);
    if (form.intent === 'approve') {
      try {
        await svc.approve(user, id, { amount: form.amount ?? '', note: form.note ?? '' });
      } catch (err) {
        // The gateway failing (503): the approval is kept and the page says so; approving again retries.
        const e = err as { status?: number; message?: string };
        if (e.status === 503) throw Object.assign(new Error(e.message ?? 'Gateway failed'), { status: 409 });
        throw err;
      }
      return M.approved;
    }
    throw Object.assign(new Error('Unknown action.'), { status: 400 });
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Refund requests · Back office' }];

const STATUS_TONE: Record<AdminRefundRequest['status'], BadgeTone> = {
  requested: 'warning',
  approved: 'success',
  refused: 'danger',
};
const STATUS_LABEL: Record<AdminRefundRequest['status'], string> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
};

/**
 * `/admin/refund-requests`: customers' cancellations, newest first. Approve for the refund table's
 * amount (or more, with a note; audited), or refuse with the reason the customer reads. An
 * approval whose refund the gateway has not confirmed is approved again to retry it.
 */
export default function RefundRequests({ loaderData: d }: Route.ComponentProps) {
  const { result, submitting } = useActionForm();
  return (
    <ListPage
      title="Refund requests"
      filters={
        <FilterSelect
          label="Status"
          name="status"
          options={(['requested', 'approved', 'refused'] as const).map((s) => [s, STATUS_LABEL[s]] as const)}
        />
      }
      pageInfo={d.pageInfo}
      pagerLabel="Refund requests"
    >
      <ResultNotice result={result} />
      <DataRows
        items={d.items}
        empty="No refund requests match these filters."
        rowKey={(r) => r.id}
        columns="md:grid-cols-[1fr_1.4fr_1.4fr_2fr] md:items-start"
        row={(r) => (
          <>
            <Field label="Request">
              <span className="font-semibold">#{r.requestId}</span>
              <span className="block text-sm text-slate-700">{formatDateTime(r.requestedAt)}</span>
              <Badge tone={STATUS_TONE[r.status]}>{STATUS_LABEL[r.status]}</Badge>
            </Field>
            <Field label="Customer and service">
              <span className="block">{r.customerName}</span>
              <span className="block text-sm text-slate-700">
                {r.serviceName} · {REQUEST_STAGE_LABELS[r.stage]}
              </span>
              <span className="block text-sm text-slate-800">“{r.reason}”</span>
            </Field>
            <Field label="Refund">
              <span className="block">Table: {formatInr(r.entitledPaise)}</span>
              {r.approvedPaise !== null && <span className="block">Approved: {formatInr(r.approvedPaise)}</span>}
              <span className="block text-sm text-slate-700">Refunded: {formatInr(r.refundedPaise)}</span>
              {r.creditNotes.map((n) => (
                <span key={n.id} className="block text-sm">
                  Credit note {n.number}
                </span>
              ))}
              {r.refusedReason && <span className="block text-sm text-red-800">Refused: {r.refusedReason}</span>}
              {r.decidedByName && <span className="block text-sm text-slate-700">By {r.decidedByName}</span>}
            </Field>
            <Field label="Decision">
              {r.status === 'requested' && (
                <div className="space-y-3">
                  <ActionForm values={{ intent: 'approve', id: r.id }} className="space-y-2">
                    <TextInput
                      label={`Amount in rupees (empty: ${formatInr(r.entitledPaise)}; at most ${formatInr(r.refundablePaise)})`}
                      name="amount"
                      inputMode="decimal"
                    />
                    <TextArea label="Note (needed to refund more than the table)" name="note" rows={2} maxLength={1000} />
                    <Button
                      type="submit"
                      loading={submitting('intent', 'approve')}
                      aria-label={`Approve the refund of request #${r.requestId}`}
                    >
                      Approve and refund
                    </Button>
                  </ActionForm>
                  <ActionForm values={{ intent: 'refuse', id: r.id }} className="space-y-2">
                    <TextArea label="Reason for refusing (the customer reads it)" name="reason" rows={2} maxLength={1000} />
                    <Button
                      type="submit"
                      variant="danger"
                      loading={submitting('intent', 'refuse')}
                      aria-label={`Refuse the refund of request #${r.requestId}`}
                    >
                      Refuse
                    </Button>
                  </ActionForm>
                </div>
              )}
              {r.awaitingGateway && (
                <ActionForm values={{ intent: 'approve', id: r.id }} className="space-y-2">
                  <p className="text-sm text-amber-900">The payment gateway has not confirmed this refund yet.</p>
                  <Button type="submit" variant="outline" loading={submitting('intent', 'approve')}>
                    Retry the refund
                  </Button>
                </ActionForm>
              )}
            </Field>
          </>
        )}
      />
    </ListPage>
  );
}
