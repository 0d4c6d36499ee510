import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FileText, Undo2 } from 'lucide-react';
import {
  REFUND_REQUEST_MESSAGES,
  REFUND_TABLE,
  REQUEST_STAGE_LABELS,
  formatIndianDate,
  formatInr,
  refundRequestBody,
  type RefundQuote,
  type RefundRequestView,
  type RequestRow,
} from '@anupalan/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/form-field';
import { useHydrated } from '../../../components/forms/use-hydrated';
import type { MessageKey } from '@anupalan/shared/i18n';
import { serverMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { refundQuote, requestRefund } from '../api/refund';

/**
 * Where a cancellation stands on My Requests (issue 24): requested, approved (until the payment
 * gateway confirms the refund), refunded with its credit notes, or refused with the reason.
 */
export function RefundStatus({ view }: { view: RefundRequestView }) {
  const t = useT();
  const amount = formatInr(view.approved_amount ?? view.entitled_amount);
  const text =
    view.status === 'refused'
      ? t('refunds.status.refused', { reason: view.refused_reason ?? '' })
      : view.status === 'requested'
        ? t('refunds.status.requested', { amount, date: formatIndianDate(new Date(view.requested_at)) })
        : view.refunded_at
          ? t('refunds.status.refunded', {
              amount: formatInr(view.refunded_amount),
              date: formatIndianDate(new Date(view.refunded_at)),
            })
          : t('refunds.status.approved', { amount });
  return (
    <div className="text-sm" data-testid={`refund-status-${view.request_id}`}>
      <p className="font-medium text-slate-900">{t('refunds.statusTitle')}</p>
      <p role="status" className={view.status === 'refused' ? 'text-red-800' : 'text-slate-800'}>
        {text}
      </p>
      {view.credit_notes.map((n) => (
        <a
          key={n.id}
          href={`/api/v1/credit-notes/${n.id}/pdf`}
          className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('refunds.creditNote', { number: n.number })}
        </a>
      ))}
    </div>
  );
}

/** "Cancel and request refund": the table's refund at the request's stage (the server's), a reason, the request. */
export function CancelAndRefund({ row }: { row: RequestRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t('refunds.cancelOf', { id: row.id })}>
        <Undo2 aria-hidden="true" className="size-4" />
        {t('refunds.cancel')}
      </Button>
      {open && (
        <DialogContent title={t('refunds.dialogTitle', { id: row.id })} description={t('refunds.dialogIntro')}>
          <RefundForm row={row} onDone={() => setOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RefundForm({ row, onDone }: { row: RequestRow; onDone: () => void }) {
  const t = useT();
  const revalidator = useRevalidator();
  // The dialog opens on a click, after hydration; the rule of every script-only form still holds.
  const hydrated = useHydrated();
  const [quote, setQuote] = useState<RefundQuote | null | 'failed'>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Asked when the dialog opens (the amount is the server's, at the stage the request has now).
  useEffect(() => {
    let live = true;
    void refundQuote(row.id).then((res) => live && setQuote(res.ok ? res.body.data : 'failed'));
    return () => {
      live = false;
    };
  }, [row.id]);
  if (quote === null) return <p role="status">{t('refunds.loading')}</p>;
  if (quote === 'failed') return <p role="alert">{t('refunds.loadFailed')}</p>;
  const tableRow = REFUND_TABLE.find((r) => r.key === quote.row);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = refundRequestBody.safeParse({ reason });
    if (!parsed.success) {
      setError(t.text(parsed.error.issues[0]?.message ?? REFUND_REQUEST_MESSAGES.reasonRequired));
      return;
    }
    setSending(true);
    const res = await requestRefund(row.id, parsed.data.reason);
    setSending(false);
    if (!res.ok) {
      setError(serverMessage(res) ?? t('refunds.loadFailed'));
      return;
    }
    onDone();
    await revalidator.revalidate();
  };

  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('refunds.table.stage')}</dt>
        <dd className="text-slate-900">{t.text(REQUEST_STAGE_LABELS[quote.stage])}</dd>
        {tableRow && (
          <>
            <dt className="text-slate-600">{t('refunds.table.title')}</dt>
            <dd className="text-slate-900">
              {t(tableRow.stageKey as MessageKey)}: {t(tableRow.refundKey as MessageKey)}
            </dd>
          </>
        )}
        <dt className="text-slate-600">{t('refunds.amountLabel')}</dt>
        <dd className="font-semibold text-brand-900 tabular-nums" data-testid="refund-amount">
          {t('refunds.amountOf', { amount: formatInr(quote.amount), paid: formatInr(quote.paid_amount) })}
        </dd>
      </dl>
      {quote.refusal ? (
        <p role="alert" className="font-medium text-red-800">
          {t.text(quote.refusal)}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('refunds.afterNote')}</p>
          <TextArea
            label={t('refunds.reasonLabel')}
            required
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            maxLength={1000}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" loading={sending} disabled={!hydrated}>
              {t('refunds.submit')}
            </Button>
            <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={onDone}>
              {t('refunds.keep')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
