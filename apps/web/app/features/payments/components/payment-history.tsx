import { useId, useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, CircleCheck, CircleDashed, CircleX, Download, ReceiptText } from 'lucide-react';
import { ListEmpty, ListError, ListLoading, SearchField } from '../../../components/lists/list-states';
import { formatIndianDate, formatInr } from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/form-field';

import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../components/ui/cn';
import { Pagination } from '../../../components/ui/pagination';
import { useRetry } from '../../../lib/use-retry';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  EMPTY_FILTER,
  HISTORY_MESSAGES,
  PAGE_SIZES,
  PAYMENT_STATUSES,
  filterRows,
  loadErrorMessage,
  nextSort,
  paginate,
  sortRows,
  type HistoryFilter,
  type HistoryRow,
  type SortKey,
  type SortState,
} from '../lib/history-table';

const COLUMNS: Array<{ key: SortKey; label: string; className?: string }> = [
  { key: 'request_id', label: 'Request ID' },
  { key: 'service_name', label: 'Service' },
  { key: 'amount', label: 'Amount', className: 'text-right' },
  { key: 'payment_status', label: 'Status' },
  { key: 'transaction_id', label: 'Transaction ID' },
  { key: 'payment_date', label: 'Date' },
];

const statusLook: Record<string, { tone: BadgeTone; Icon: typeof CircleCheck }> = {
  Paid: { tone: 'success', Icon: CircleCheck },
  Partial: { tone: 'warning', Icon: CircleDashed },
  Failed: { tone: 'danger', Icon: CircleX },
};

/** Colour, icon and the word (never colour alone). */
function PaymentStatusBadge({ status }: { status: string }) {
  const look = statusLook[status] ?? { tone: 'neutral' as const, Icon: CircleDashed };
  return (
    <Badge tone={look.tone}>
      <look.Icon aria-hidden="true" className="size-3.5" />
      {status}
    </Badge>
  );
}

function day(iso: string | null): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatIndianDate(d);
}

function documentLabel(r: HistoryRow): string {
  return r.invoice_kind === 'receipt_voucher' ? 'Receipt voucher' : 'Tax invoice';
}

/**
 * Payment History (portal §2, §8, §9). The route's loader reads the rows on the server (or says
 * why it could not, as the API's status and message); 'Try Again' runs it again.
 */
export function PaymentHistory({
  rows,
  failed,
}: {
  rows: readonly HistoryRow[] | null;
  failed: { status: number; message: string | null } | null;
}) {
  const toast = useToast();
  const { retry, retrying } = useRetry();
  const [filter, setFilter] = useState<HistoryFilter>(EMPTY_FILTER);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const all = useMemo(() => rows ?? [], [rows]);
  const shown = useMemo(() => sortRows(filterRows(all, filter), sort), [all, filter, sort]);
  const current = paginate(shown, page, pageSize);

  const updateFilter = (patch: Partial<HistoryFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const filtered = filter.query !== '' || filter.status !== 'all' || filter.from !== '' || filter.to !== '';

  const download = (r: HistoryRow, url: string | null = r.invoice_url) => {
    if (!url) {
      toast({ tone: 'error', title: HISTORY_MESSAGES.noInvoice });
      return;
    }
    const w = window.open(url, '_blank');
    if (!w) {
      toast({ tone: 'error', title: HISTORY_MESSAGES.previewFailed });
      return;
    }
    w.opener = null;
  };

  const ids = { status: useId(), from: useId(), to: useId(), size: useId(), sortBy: useId() };

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="history-title">
      <h1 id="history-title" className="text-page-title font-semibold text-brand-900">
        Payment History
      </h1>
      <p className="mt-1 text-slate-700">Your payments and their GST invoices or receipt vouchers.</p>

      {!rows && retrying && <ListLoading label="Loading payment history..." rows={4} />}

      {!rows && !retrying && (
        <ListError message={loadErrorMessage(failed?.status ?? 500, failed?.message ?? null)} onRetry={retry} />
      )}

      {rows && all.length === 0 && (
        <ListEmpty icon={ReceiptText}>
          <p className="font-medium text-slate-800">No payment history data found</p>
        </ListEmpty>
      )}

      {rows && all.length > 0 && (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr]">
            <SearchField
              id="history-search"
              value={filter.query}
              onChange={(query) => updateFilter({ query })}
              placeholder="Request ID, service or transaction ID"
            />
            <NativeSelect
              id={ids.status}
              label="Status"
              options={[{ value: 'all', label: 'All statuses' }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: s }))]}
              value={filter.status}
              onChange={(e) => updateFilter({ status: e.target.value as HistoryFilter['status'] })}
            />
            <TextInput
              id={ids.from}
              label="From date"
              type="date"
              value={filter.from}
              max={filter.to || undefined}
              onChange={(e) => updateFilter({ from: e.target.value })}
            />
            <TextInput
              id={ids.to}
              label="To date"
              type="date"
              value={filter.to}
              min={filter.from || undefined}
              onChange={(e) => updateFilter({ to: e.target.value })}
            />
          </div>

          <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm text-slate-700" aria-live="polite">
              {current.total === 0 ? 'No records' : `Showing ${current.first}–${current.last} of ${current.total}`}
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <NativeSelect
                id={ids.sortBy}
                fieldClassName="md:hidden"
                label="Sort by"
                options={COLUMNS.flatMap((c) => [
                  { value: `${c.key}:asc`, label: `${c.label} (${c.key === 'payment_date' ? 'oldest first' : 'ascending'})` },
                  { value: `${c.key}:desc`, label: `${c.label} (${c.key === 'payment_date' ? 'newest first' : 'descending'})` },
                ])}
                value={`${sort.key}:${sort.dir}`}
                onChange={(e) => {
                  const [key, dir] = e.target.value.split(':') as [SortKey, 'asc' | 'desc'];
                  setSort({ key, dir });
                }}
              />
              <NativeSelect
                id={ids.size}
                label="Rows per page"
                options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
                value={String(pageSize)}
                onChange={(e) => {
                  setPageSize(Number(e.target.value));
                  setPage(1);
                }}
              />
            </div>
          </div>

          {current.total === 0 ? (
            <Card className="mt-4 py-8 text-center">
              <p className="font-medium text-slate-800">No payment records found!</p>
              {filtered && (
                <Button variant="ghost" className="mt-3" onClick={() => updateFilter(EMPTY_FILTER)}>
                  Clear filters
                </Button>
              )}
            </Card>
          ) : (
            <>
              <div className="mt-4 hidden overflow-x-auto rounded-card border border-slate-200 md:block">
                <table className="w-full text-left">
                  <caption className="sr-only">
                    Payment history, sorted by {COLUMNS.find((c) => c.key === sort.key)?.label}
                  </caption>
                  <thead className="bg-slate-50 text-sm text-slate-700">
                    <tr>
                      {COLUMNS.map((c) => {
                        const active = sort.key === c.key;
                        const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
                        return (
                          <th
                            key={c.key}
                            scope="col"
                            aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                            className={cn('px-2 py-1 font-semibold', c.className)}
                          >
                            <button
                              type="button"
                              onClick={() => setSort((s) => nextSort(s, c.key))}
                              className={cn(
                                'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 hover:bg-slate-100 hover:text-brand-900',
                                active && 'text-brand-900',
                              )}
                            >
                              {c.label}
                              <Icon aria-hidden="true" className="size-4" />
                            </button>
                          </th>
                        );
                      })}
                      <th scope="col" className="px-4 py-3 font-semibold">
                        Invoice
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {current.rows.map((r) => (
                      <tr key={r.id} data-row-id={r.id}>
                        <td className="px-4 py-3 text-slate-900">{r.request_id ?? 'N/A'}</td>
                        <td className="px-4 py-3 font-medium text-slate-900">{r.service_name}</td>
                        <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatInr(r.amount)}</td>
                        <td className="px-4 py-3">
                          <PaymentStatusBadge status={r.payment_status} />
                          {r.failure_reason && <p className="mt-1 max-w-48 text-sm text-slate-600">{r.failure_reason}</p>}
                        </td>
                        <td className="px-4 py-3 text-sm break-all text-slate-700">{r.transaction_id ?? 'N/A'}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-slate-700">{day(r.payment_date)}</td>
                        <td className="px-4 py-2">
                          <InvoiceCell row={r} onDownload={download} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="mt-4 space-y-3 md:hidden" aria-label="Payments">
                {current.rows.map((r) => (
                  <li key={r.id} data-row-id={r.id}>
                    <Card className="p-4">
                      <div className="flex items-start justify-between gap-3">
                        <p className="min-w-0 font-semibold break-words text-brand-900">{r.service_name}</p>
                        <PaymentStatusBadge status={r.payment_status} />
                      </div>
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <dt className="text-slate-600">Request ID</dt>
                        <dd className="text-slate-900">{r.request_id ?? 'N/A'}</dd>
                        <dt className="text-slate-600">Amount</dt>
                        <dd className="font-medium text-slate-900 tabular-nums">{formatInr(r.amount)}</dd>
                        <dt className="text-slate-600">Transaction ID</dt>
                        <dd className="break-all text-slate-900">{r.transaction_id ?? 'N/A'}</dd>
                        <dt className="text-slate-600">Date</dt>
                        <dd className="text-slate-900">{day(r.payment_date)}</dd>
                      </dl>
                      {r.failure_reason && <p className="mt-2 text-sm text-slate-600">{r.failure_reason}</p>}
                      <div className="mt-3 border-t border-slate-200 pt-3">
                        <InvoiceCell row={r} onDownload={download} />
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
              <Pagination page={current.page} pageCount={current.pageCount} onPage={setPage} />
            </>
          )}
        </>
      )}
    </section>
  );
}

type OnDownload = (r: HistoryRow, url?: string | null) => void;

/** "Refunded ₹500.00 on 24 November 2026" and its credit note, under the payment's invoice. */
function RefundLines({ row, onDownload }: { row: HistoryRow; onDownload: OnDownload }) {
  if (!row.refunds.length) return null;
  return (
    <ul className="mt-2 space-y-1">
      {row.refunds.map((f) => (
        <li key={f.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>
            Refunded <span className="font-medium text-slate-900 tabular-nums">{formatInr(f.amount)}</span>
            {f.refund_date ? ` on ${formatIndianDate(new Date(f.refund_date))}` : ''}
          </span>
          {f.credit_note_url ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onDownload(row, f.credit_note_url)}
              aria-label={`Download credit note ${f.credit_note_number ?? ''}`.trim()}
            >
              <Download aria-hidden="true" className="size-4" />
              Credit note {f.credit_note_number}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function InvoiceCell({ row, onDownload }: { row: HistoryRow; onDownload: OnDownload }) {
  // A failed (or still pending) payment has no invoice: no button that would only toast an error.
  if (!row.invoice_url) {
    return (
      <span className="text-sm text-slate-600">
        {row.payment_status === 'Failed' ? 'No invoice (payment failed)' : 'No invoice yet'}
      </span>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <DownloadButton row={row} onDownload={onDownload} />
      {row.invoice_number && (
        <span className="text-sm text-slate-600">
          {documentLabel(row)} {row.invoice_number}
        </span>
      )}
      <RefundLines row={row} onDownload={onDownload} />
    </div>
  );
}

function DownloadButton({ row, onDownload }: { row: HistoryRow; onDownload: OnDownload }) {
  const what = row.invoice_number ? `${documentLabel(row)} ${row.invoice_number}` : `invoice for ${row.service_name}`;
  return (
    <Button variant="outline" size="sm" onClick={() => onDownload(row)} aria-label={`Download ${what}`}>
      <Download aria-hidden="true" className="size-4" />
      Download
    </Button>
  );
}
