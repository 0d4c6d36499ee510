import { useId, useMemo, useState } from 'react';
import { CreditCard, Download, FolderCheck } from 'lucide-react';
import { ColumnHeads, ListEmpty, ListError, ListLoading, SearchField } from '../../../components/lists/list-states';
import { REQUEST_MESSAGES, formatIndianDate, formatInr, type CompletedServiceRow } from '@anupalan/shared';
import { StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/select';

import { useRetry } from '../../../lib/use-retry';
import { paginate } from '../../../lib/pagination';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  completedLoadError,
  completedRows,
  paymentState,
  searchRows,
} from '../lib/completed-services';
import { Pagination } from '../../../components/ui/pagination';
import { useFileDownload } from './use-file-download';
import { usePayBalance } from './use-pay-balance';

function day(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatIndianDate(d);
}

/**
 * Completed Services (portal §2, §4, §8, §9). The route's loader reads the rows on the server (or
 * says why it could not, as the API's status and message); 'Try Again' runs it again.
 */
export function CompletedServices({
  rows,
  failed,
}: {
  rows: CompletedServiceRow[] | null;
  failed: { status: number; message: string | null } | null;
}) {
  const { retry, retrying } = useRetry();
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const { pay: payBalance, paying } = usePayBalance();
  const { download, busyKey } = useFileDownload();
  const sizeId = useId();

  const all = useMemo(() => (rows ? completedRows({ payments: rows }) : []), [rows]);
  const shown = useMemo(() => searchRows(all, query), [all, query]);
  const current = paginate(shown, page, pageSize);

  const actions = (r: CompletedServiceRow) => {
    const { duePaise } = paymentState(r);
    const payButton = (label: string) => (
      <Button
        variant="accent"
        size="sm"
        loading={paying === r.id}
        disabled={paying !== null && paying !== r.id}
        onClick={() => void payBalance(r)}
        aria-label={`${label} of request #${r.id}`}
      >
        <CreditCard aria-hidden="true" className="size-4" />
        {label}
      </Button>
    );
    // While a balance is due the result is withheld (the server refuses it too): say it is ready and pay here.
    if (duePaise > 0 && r.file_path)
      return (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-green-800">{REQUEST_MESSAGES.resultReady}</span>
          {payButton(REQUEST_MESSAGES.payBalanceToDownload)}
        </div>
      );
    return (
      <div className="flex flex-wrap items-center gap-2">
        {duePaise > 0 && payButton('Pay balance')}
        {r.file_path ? (
          <Button
            variant="primary"
            size="sm"
            loading={busyKey === `cs-${r.id}`}
            onClick={() => void download(`cs-${r.id}`, r.file_path, r.file_name)}
            aria-label={`Download ${r.file_name ?? `the result of request #${r.id}`}`}
          >
            <Download aria-hidden="true" className="size-4" />
            Download
          </Button>
        ) : (
          duePaise === 0 && <span className="text-sm text-slate-600">Result not ready yet</span>
        )}
      </div>
    );
  };

  const badge = (r: CompletedServiceRow) => {
    const { state: s, duePaise } = paymentState(r);
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <StatusBadge status={s} />
        {s !== 'Paid' && <span className="text-sm text-slate-700 tabular-nums">{formatInr(duePaise)} due</span>}
      </span>
    );
  };

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="completed-title">
      <h1 id="completed-title" className="text-page-title font-semibold text-brand-900">
        Completed Services
      </h1>
      <p className="mt-1 text-slate-700">Pay what is still due and download the finished work.</p>

      {!rows && retrying && <ListLoading label="Loading completed services..." />}

      {!rows && !retrying && (
        <ListError message={completedLoadError(failed?.status ?? 500, failed?.message ?? null)} onRetry={retry} />
      )}

      {rows && all.length === 0 && (
        <ListEmpty icon={FolderCheck}>
          <p className="font-medium text-slate-800">{REQUEST_MESSAGES.noCompleted}</p>
        </ListEmpty>
      )}

      {rows && all.length > 0 && (
        <>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
            <SearchField
              id="completed-search"
              className="w-full sm:max-w-sm"
              value={query}
              onChange={(q) => {
                setQuery(q);
                setPage(1);
              }}
              placeholder="Request ID or service"
            />
            <NativeSelect
              id={sizeId}
              label="Rows per page"
              options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
              value={String(pageSize)}
              onChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(1);
              }}
            />
          </div>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {current.total === 0 ? 'No records' : `Showing ${current.first}–${current.last} of ${current.total}`}
          </p>

          {current.total === 0 ? (
            <Card className="mt-4 py-8 text-center">
              <p className="font-medium text-slate-800">{REQUEST_MESSAGES.noCompleted}</p>
            </Card>
          ) : (
            <>
              <div className="mt-3 hidden overflow-x-auto rounded-card border border-slate-200 md:block">
                <table className="w-full text-left">
                  <caption className="sr-only">Completed services</caption>
                  <ColumnHeads columns={['Request ID', 'Service', 'Date', 'Stage', 'Payment', 'Action']} />
                  <tbody className="divide-y divide-slate-200">
                    {current.rows.map((r) => (
                      <tr key={r.id} data-request-id={r.id}>
                        <td className="px-4 py-3 text-slate-900">#{r.id}</td>
                        <td className="px-4 py-3 font-medium text-slate-900">
                          {r.service_name}
                          {r.period_label && <span className="block text-sm font-normal text-slate-700">{r.period_label}</span>}
                        </td>
                        <td className="px-4 py-3 whitespace-nowrap text-slate-700">{day(r.payment_date)}</td>
                        <td className="px-4 py-3 text-slate-800">{r.stage_label}</td>
                        <td className="px-4 py-3">{badge(r)}</td>
                        <td className="px-4 py-2">{actions(r)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="mt-3 space-y-3 md:hidden" aria-label="Completed services">
                {current.rows.map((r) => (
                  <li key={r.id} data-request-id={r.id}>
                    <Card className="p-4">
                      <div className="flex items-start justify-between gap-3">
                        <p className="min-w-0 font-semibold break-words text-brand-900">
                          {r.service_name}
                          {r.period_label && <span className="block text-sm font-normal text-slate-700">{r.period_label}</span>}
                        </p>
                        {badge(r)}
                      </div>
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <dt className="text-slate-600">Request ID</dt>
                        <dd className="text-slate-900">#{r.id}</dd>
                        <dt className="text-slate-600">Date</dt>
                        <dd className="text-slate-900">{day(r.payment_date)}</dd>
                        <dt className="text-slate-600">Stage</dt>
                        <dd className="text-slate-900">{r.stage_label}</dd>
                      </dl>
                      <div className="mt-3 border-t border-slate-200 pt-3">{actions(r)}</div>
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
