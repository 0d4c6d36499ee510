import { Fragment, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, CreditCard, Download, Eye, FileStack, MessageSquare, Upload } from 'lucide-react';
import { ColumnHeads, ListEmpty, ListError, ListLoading } from '../../../components/lists/list-states';
import {
  formatIndianDate,
  formatInr,
  requestProgressLabel,
  requestStatusLabel,
  type RefundRequestView,
  type RequestRow,
} from '@anupalan/shared';
import { formatDate, formatRupees, type Lang, type MessageKey } from '@anupalan/shared/i18n';
import { StatusBadge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { useRetry } from '../../../lib/use-retry';
import { balanceDue, documentsReady, requestCounts, requestRows } from '../lib/my-requests';
import { documentLink } from '../../../lib/links';
import { StageTimeline } from './stage-timeline';
import { MilestonePlan, PlanSummary } from './milestone-plan';
import { useFileDownload } from './use-file-download';
import { usePayBalance } from './use-pay-balance';
import { useT, type Translator } from '../../../lib/i18n';
import { CancelAndRefund, RefundStatus } from './refund-request';

function day(lang: Lang, iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return lang === 'en' ? formatIndianDate(d) : formatDate(lang, d);
}

function rupees(lang: Lang, paise: number): string {
  return lang === 'en' ? formatInr(paise) : formatRupees(lang, paise);
}

/** The catalogue key of a status or progress label (the shared rules name them in English). */
const STATUS_KEYS: Record<ReturnType<typeof requestStatusLabel>, MessageKey> = {
  Completed: 'requests.stage.completed',
  'In Progress': 'requests.count.inProgress',
  'File Uploaded': 'requests.status.fileUploaded',
  Pending: 'requests.count.pending',
  Cancelled: 'requests.status.cancelled',
};
const statusText = (t: Translator, label: ReturnType<typeof requestStatusLabel>) => t(STATUS_KEYS[label]);

/**
 * My Payment Requests (portal §2, §4, §8). The route's loader reads the rows on the server (null:
 * it could not); 'Try Again' runs it again.
 */
export function MyRequests({
  requests,
  unread = {},
  refunds = {},
}: {
  requests: RequestRow[] | null;
  /** Issue 21: unread messages per request id. */
  unread?: Record<string, number>;
  /** Issue 24: the customer's cancellation and refund request per request id. */
  refunds?: Record<string, RefundRequestView>;
}) {
  const t = useT();
  const { retry, retrying } = useRetry();
  const [open, setOpen] = useState<number | null>(null);
  const { download, busyKey } = useFileDownload();
  const { pay, paying } = usePayBalance();
  const rows = useMemo(() => (requests ? requestRows({ payments: requests }) : []), [requests]);
  const counts = requestCounts(rows);
  const toggle = (id: number) => setOpen((o) => (o === id ? null : id));

  const actions = (r: RequestRow) => (
    <RowActions
      row={r}
      busy={busyKey === `req-${r.id}`}
      onDownload={() => void download(`req-${r.id}`, r.deliverable?.url, r.deliverable?.file_name)}
      paying={paying === r.id}
      onPay={() => void pay(r)}
      unread={unread[String(r.id)] ?? 0}
      refund={refunds[String(r.id)]}
    />
  );

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="requests-title">
      <h1 id="requests-title" className="text-page-title font-semibold text-brand-900">
        {t('requests.title')}
      </h1>
      <p className="mt-1 text-slate-700">{t('requests.intro')}</p>

      {!requests && retrying && (
        <ListLoading label={t('requests.loading')}>
          <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        </ListLoading>
      )}

      {!requests && !retrying && <ListError message={t('requests.fetchFailed')} onRetry={retry} />}

      {requests && (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('requests.summary')}>
            <Count label={t('requests.count.total')} value={counts.total} />
            <Count label={t('requests.count.completed')} value={counts.completed} />
            <Count label={t('requests.count.inProgress')} value={counts.inProgress} />
            <Count label={t('requests.count.pending')} value={counts.pending} />
          </dl>

          {rows.length === 0 ? (
            <ListEmpty icon={FileStack}>
              <p className="font-medium text-slate-800">{t('requests.empty')}</p>
              <Link to={t.path('/')} className={buttonClasses({ variant: 'outline' })}>
                {t('requests.browse')}
              </Link>
            </ListEmpty>
          ) : (
            <>
              <h2 className="mt-8 text-lg font-semibold text-brand-900">{t('requests.history')}</h2>
              <div className="mt-3 hidden overflow-x-auto rounded-card border border-slate-200 md:block">
                <table className="w-full text-left">
                  <caption className="sr-only">{t('requests.caption')}</caption>
                  <ColumnHeads
                    columns={[
                      t('requests.col.id'),
                      t('requests.col.service'),
                      t('requests.col.paymentDate'),
                      t('requests.col.status'),
                      t('requests.col.stage'),
                      t('requests.col.paymentDocuments'),
                      t('requests.col.action'),
                    ]}
                  />
                  <tbody className="divide-y divide-slate-200">
                    {rows.map((r) => (
                      <Fragment key={r.id}>
                        <tr data-request-id={r.id}>
                          <td className="px-4 py-3 text-slate-900">#{r.id}</td>
                          <td className="px-4 py-3 font-medium text-slate-900">
                            {r.service_name}
                            {r.period_label && <span className="block text-sm font-normal text-slate-700">{r.period_label}</span>}
                            <PlanSummary plan={r.plan} id={r.id} />
                          </td>
                          <td className="px-4 py-3 whitespace-nowrap text-slate-700">{day(t.lang, r.payment_date)}</td>
                          <td className="px-4 py-3">
                            <StatusBadge status={requestProgressLabel(r)} label={statusText(t, requestProgressLabel(r))} />
                          </td>
                          <td className="px-4 py-3">
                            <StageToggle row={r} open={open === r.id} onToggle={() => toggle(r.id)} />
                          </td>
                          <td className="px-4 py-3 text-slate-800">{statusText(t, requestStatusLabel(r.status))}</td>
                          <td className="px-4 py-2">{actions(r)}</td>
                        </tr>
                        {open === r.id && (
                          <tr>
                            <td colSpan={7} id={`timeline-${r.id}`} className="space-y-4 bg-slate-50 px-4 py-4">
                              <MilestonePlan plan={r.plan} label={t('requests.milestonesOf', { id: r.id })} />
                              <StageTimeline stages={r.stages} label={t('requests.stagesOf', { id: r.id })} />
                            </td>
                          </tr>
                        )}
                      </Fragment>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="mt-3 space-y-3 md:hidden" aria-label={t('requests.list')}>
                {rows.map((r) => (
                  <li key={r.id} data-request-id={r.id}>
                    <Card className="p-4">
                      <div className="flex items-start justify-between gap-3">
                        <p className="min-w-0 font-semibold break-words text-brand-900">
                          {r.service_name}
                          {r.period_label && <span className="block text-sm font-normal text-slate-700">{r.period_label}</span>}
                        </p>
                        <StatusBadge status={requestProgressLabel(r)} label={statusText(t, requestProgressLabel(r))} />
                      </div>
                      <PlanSummary plan={r.plan} id={r.id} />
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <dt className="text-slate-600">{t('requests.col.id')}</dt>
                        <dd className="text-slate-900">#{r.id}</dd>
                        <dt className="text-slate-600">{t('requests.col.paymentDate')}</dt>
                        <dd className="text-slate-900">{day(t.lang, r.payment_date)}</dd>
                        <dt className="text-slate-600">{t('requests.paid')}</dt>
                        <dd className="text-slate-900 tabular-nums">
                          {t('requests.paidOf', { paid: rupees(t.lang, r.paid_amount), total: rupees(t.lang, r.total_amount) })}
                        </dd>
                        <dt className="text-slate-600">{t('requests.col.paymentDocuments')}</dt>
                        <dd className="text-slate-900">{statusText(t, requestStatusLabel(r.status))}</dd>
                      </dl>
                      <div className="mt-3">
                        <StageToggle row={r} open={open === r.id} onToggle={() => toggle(r.id)} />
                      </div>
                      {open === r.id && (
                        <div id={`timeline-${r.id}`} className="mt-3 space-y-4">
                          <MilestonePlan plan={r.plan} label={t('requests.milestonesOf', { id: r.id })} />
                          <StageTimeline stages={r.stages} label={t('requests.stagesOf', { id: r.id })} />
                        </div>
                      )}
                      <div className="mt-3 border-t border-slate-200 pt-3">{actions(r)}</div>
                    </Card>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-brand-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The current stage, opening the timeline beneath. */
function StageToggle({ row, open, onToggle }: { row: RequestRow; open: boolean; onToggle: () => void }) {
  const t = useT();
  const stage = t(`requests.stage.${row.stage}`);
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? `timeline-${row.id}` : undefined}
      aria-label={t('requests.stageToggle', { stage, open: open ? 'yes' : 'no', id: row.id })}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-medium text-brand-800 hover:bg-brand-50"
    >
      {stage}
      <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
    </button>
  );
}

/**
 * Upload Documents until the documents are in; then View; Download once the deliverable is ready
 * and nothing is due (while a balance is due: the result is ready, pay it here to download).
 */
function RowActions({
  row,
  busy,
  onDownload,
  paying,
  onPay,
  unread,
  refund,
}: {
  row: RequestRow;
  busy: boolean;
  onDownload: () => void;
  paying: boolean;
  onPay: () => void;
  unread: number;
  refund: RefundRequestView | undefined;
}) {
  const t = useT();
  const link = documentLink(row.service.id, row.id);
  // A cancelled request (its refund approved) asks for no documents and no balance.
  const cancelled = row.status === 'cancelled';
  const due = cancelled ? 0 : balanceDue(row);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* Issue 21: the thread on the request, with its unread count. */}
      <Link
        to={`/myrequests/${row.id}/messages`}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        aria-label={
          unread
            ? `${t('conversations.threadOf', { id: row.id })}: ${t('account.unread', { count: unread })}`
            : t('conversations.threadOf', { id: row.id })
        }
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t('conversations.threadTitle')}
        {unread ? (
          <span className="rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white" data-testid="unread-count">
            {unread}
          </span>
        ) : null}
      </Link>
      {cancelled ? null : documentsReady(row.status) ? (
        <Link
          to={link}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={t('requests.viewDocumentsOf', { id: row.id })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('requests.view')}
        </Link>
      ) : (
        <Link
          to={link}
          className={buttonClasses({ variant: 'accent', size: 'sm' })}
          aria-label={t('requests.uploadFor', { id: row.id })}
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('requests.upload')}
        </Link>
      )}
      {row.deliverable && due > 0 && (
        <>
          <span className="text-sm font-medium text-green-800">
            {t('requests.resultReady')} · {t('requests.due', { amount: rupees(t.lang, due) })}
          </span>
          <Button
            variant="accent"
            size="sm"
            loading={paying}
            onClick={onPay}
            aria-label={t('requests.payBalanceOf', { id: row.id })}
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {t('requests.payBalance')}
          </Button>
        </>
      )}
      {row.deliverable && due === 0 && (
        <Button
          variant="primary"
          size="sm"
          loading={busy}
          onClick={onDownload}
          aria-label={t('requests.downloadFile', { name: row.deliverable.file_name })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('requests.download')}
        </Button>
      )}
      {/* Issue 24: cancel for the refund table's amount, or where that request stands. */}
      {refund ? (
        <div className="basis-full">
          <RefundStatus view={refund} />
        </div>
      ) : (
        row.stage !== 'completed' && !cancelled && <CancelAndRefund row={row} />
      )}
    </div>
  );
}
