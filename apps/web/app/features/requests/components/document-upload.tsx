import { useMemo, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { CircleCheck, ExternalLink, FileUp, ListChecks } from 'lucide-react';
import { ColumnHeads, ListEmpty } from '../../../components/lists/list-states';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES_DEFAULT,
  GENERIC_MESSAGES,
  REQUEST_MESSAGES,
  formatIndianDate,
  type SavedOffer,
  type StageEntry,
} from '@anupalan/shared';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { controlClasses } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { cn } from '../../../components/ui/cn';
import { messageOf, type ApiResult } from '../../../lib/api-client';
import { storeFile, storeText, type StoreTarget } from '../api/requests';
import {
  actionLabel,
  documentRows,
  formatBytes,
  percentOf,
  rowFromSaved,
  rowKey,
  rowStatus,
  type DocRow,
} from '../lib/document-rows';
import { StageTimeline } from './stage-timeline';
import { SavedOfferButton } from './saved-offer';
import { completedAt } from '../lib/stages';

interface Loaded {
  serviceName: string;
  /** How the period of a recurring service reads, or null. */
  periodLabel: string | null;
  requestId: number | null;
  requestStatus: string;
  rows: DocRow[];
  stages: StageEntry[];
  accept: string;
  maxBytes: number;
}

function loadedFrom(body: unknown): Loaded {
  const b = (body ?? {}) as Record<string, unknown>;
  return {
    serviceName: typeof b.service_name === 'string' ? b.service_name : '',
    periodLabel: typeof b.period_label === 'string' ? b.period_label : null,
    requestId: typeof b.request_id === 'number' ? b.request_id : null,
    requestStatus: typeof b.request_status === 'string' ? b.request_status : '',
    rows: documentRows(body),
    stages: Array.isArray(b.stages) ? (b.stages as StageEntry[]) : [],
    accept: typeof b.accept === 'string' && b.accept ? b.accept : DOCUMENT_ACCEPT,
    maxBytes: typeof b.max_file_bytes === 'number' && b.max_file_bytes > 0 ? b.max_file_bytes : DOCUMENT_MAX_BYTES_DEFAULT,
  };
}

const EMPTY: Loaded = {
  serviceName: '',
  periodLabel: null,
  requestId: null,
  requestStatus: '',
  rows: [],
  stages: [],
  accept: DOCUMENT_ACCEPT,
  maxBytes: DOCUMENT_MAX_BYTES_DEFAULT,
};

/**
 * Document upload (portal §2 Document upload, §4 Document row, §5 Document save, §8 Documents).
 * The route's loader reads the list on the server; after a save the row shows what the server kept
 * at once, and the loader runs again (the request's status and stages may have moved on).
 */
export function DocumentUpload({
  userId,
  serviceId,
  requestId,
  documents,
  offers = [],
}: {
  userId: number;
  serviceId: number;
  requestId: number | null;
  /** The list as the route's loader read it; null when it could not (the spec: only logged, the page shows it empty). */
  documents: unknown;
  /** Issue 22: the saved documents (the vault) this order may use, as the loader read them. */
  offers?: SavedOffer[];
}) {
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<Record<string, DocRow>>({});
  const data = useMemo(() => {
    const loaded = documents ? loadedFrom(documents) : EMPTY;
    return { ...loaded, rows: loaded.rows.map((r) => saved[rowKey(r)] ?? r) };
  }, [documents, saved]);

  const target = (row: DocRow): StoreTarget => ({
    userId,
    serviceId,
    requestId: data.requestId ?? requestId,
    documentId: row.id,
    documentName: row.name,
    ...(row.askId ? { askId: row.askId } : {}),
  });
  const onSaved = (row: DocRow) => {
    setSaved((s) => ({ ...s, [rowKey(row)]: row }));
    // Once the loader's fresh list is in, it is the one source again.
    void revalidator.revalidate().then(() => setSaved({}));
  };

  const allIn = data.requestStatus === 'file_upload_done';
  const completed = completedAt(data.stages);

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="documents-title">
      <h1 id="documents-title" className="text-page-title font-semibold text-brand-900">
        Upload Documents
      </h1>
      {data.serviceName && (
        <p className="mt-1 text-slate-700">
          {data.serviceName}
          {data.periodLabel ? ` · ${data.periodLabel}` : ''}
          {data.requestId ? ` · Request #${data.requestId}` : ''}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">
        Only you and our assigned staff can see what you upload. Files: PDF, JPEG or PNG
        {`, up to ${formatBytes(data.maxBytes)}`}.
      </p>

      {data.stages.length > 0 && (
        <Card className="mt-6">
          <h2 className="text-lg font-semibold text-brand-900">Request status</h2>
          <div className="mt-3">
            <StageTimeline stages={data.stages} label={`Stages of request #${data.requestId ?? ''}`} />
          </div>
        </Card>
      )}

      {completed ? (
        <div
          role="status"
          className="mt-6 flex items-start gap-3 rounded-card border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            This request was completed on {formatIndianDate(completed)}. Your result is in{' '}
            <Link to="/myrequests" className="font-semibold underline">
              My Requests
            </Link>
            .
          </p>
        </div>
      ) : null}

      {allIn && !completed && (
        <div
          role="status"
          className="mt-6 flex items-start gap-3 rounded-card border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            All required documents are in. We will keep you posted here and by e-mail.{' '}
            <Link to="/myrequests" className="font-semibold underline">
              My Requests
            </Link>
          </p>
        </div>
      )}

      <>
        <h2 className="mt-8 text-lg font-semibold text-brand-900">Required Documents</h2>
        {data.rows.length === 0 ? (
          <ListEmpty className="mt-3" icon={ListChecks}>
            <p className="font-medium text-slate-800">{REQUEST_MESSAGES.noDocuments}</p>
          </ListEmpty>
        ) : (
          <div className="mt-3 rounded-card border border-slate-200 md:overflow-x-auto">
            <table className="w-full text-left max-md:block">
              <caption className="sr-only">Required Documents</caption>
              <ColumnHeads className="max-md:hidden" columns={['Document Name', 'Upload / Input', 'Status', 'Action']} />
              <tbody className="divide-y divide-slate-200 max-md:block">
                {data.rows.map((row) => (
                  <DocumentRow
                    key={rowKey(row)}
                    row={row}
                    target={target(row)}
                    maxBytes={data.maxBytes}
                    accept={data.accept}
                    onSaved={onSaved}
                    offer={saved[row.id] ? undefined : offers.find((o) => o.document_id === row.id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-6">
          <Link to="/myrequests" className={buttonClasses({ variant: 'outline' })}>
            My Requests
          </Link>
        </div>
      </>
    </section>
  );
}

function failureText(res: ApiResult<unknown>): string | undefined {
  return res.status === 0 ? undefined : (messageOf(res) ?? undefined);
}

function DocumentRow({
  row,
  target,
  maxBytes,
  accept,
  onSaved,
  offer,
}: {
  row: DocRow;
  target: StoreTarget;
  maxBytes: number;
  accept: string;
  onSaved: (row: DocRow) => void;
  offer?: SavedOffer | undefined;
}) {
  const t = useT();
  const toast = useToast();
  const [text, setText] = useState(row.isFile ? '' : (row.data ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = `doc-${rowKey(row)}`;
  const errorId = `doc-${rowKey(row)}-error`;
  const status = rowStatus(row);

  const save = async () => {
    setError(null);
    if (row.isFile ? !file : !text.trim()) {
      setError(REQUEST_MESSAGES.textOrFile);
      return;
    }
    if (row.isFile && file) {
      if (file.size === 0) {
        setError(REQUEST_MESSAGES.fileEmpty);
        return;
      }
      if (file.size > maxBytes) {
        setError(REQUEST_MESSAGES.fileTooLarge(Math.round(maxBytes / (1024 * 1024))));
        return;
      }
    }
    setSaving(true);
    try {
      const res =
        row.isFile && file
          ? (setProgress(0),
            await storeFile(
              target,
              file,
              (loaded, total) => {
                setWaiting(false);
                setProgress(percentOf(loaded, total));
              },
              // Too many uploads in progress (429): the file is sent again after the server's wait.
              () => {
                setWaiting(true);
                setProgress(0);
              },
            ))
          : await storeText(target, text.trim());
      if (res.ok) {
        onSaved(rowFromSaved(res.body.document));
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        toast({ tone: 'success', title: REQUEST_MESSAGES.saved(row.name) });
        return;
      }
      if (res.status === 0) {
        setError(REQUEST_MESSAGES.uploadWentWrong);
        toast({ tone: 'error', title: REQUEST_MESSAGES.uploadWentWrong });
        return;
      }
      const why = failureText(res);
      setError(why ?? REQUEST_MESSAGES.uploadFailed(row.name));
      toast({ tone: 'error', title: REQUEST_MESSAGES.uploadFailed(row.name), description: why });
    } catch (err) {
      console.error('document save failed', err);
      setError(REQUEST_MESSAGES.uploadWentWrong);
      toast({ tone: 'error', title: REQUEST_MESSAGES.uploadWentWrong });
    } finally {
      setSaving(false);
      setProgress(null);
      setWaiting(false);
    }
  };

  const cell = 'px-4 py-3 max-md:block max-md:px-4 max-md:py-1.5';
  return (
    <tr data-document={row.name} className="align-top max-md:block max-md:py-3">
      <th scope="row" className={cn(cell, 'font-medium text-slate-900 max-md:pt-2')}>
        <span className="break-words">{row.name}</span>
        {row.mandatory && (
          <Badge tone="brand" className="ml-2 align-middle text-xs">
            Required
          </Badge>
        )}
        {row.askReason ? (
          <span className="mt-1 block text-sm font-normal break-words text-slate-700">
            {t('documentAsks.reason', { reason: row.askReason })}
          </span>
        ) : null}
      </th>
      <td className={cn(cell, 'min-w-0 md:min-w-64')}>
        {row.isFile ? (
          <div className="space-y-2">
            {offer ? (
              <SavedOfferButton
                offer={offer}
                target={{ serviceId: target.serviceId, requestId: target.requestId }}
                onUsed={(document, message) => {
                  setError(null);
                  onSaved(rowFromSaved(document));
                  toast({ tone: 'success', title: message });
                }}
                onError={(message) => setError(message)}
              />
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={fileInput}
                id={inputId}
                type="file"
                accept={accept}
                disabled={saving}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error ? true : undefined}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setError(null);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className={cn(
                  buttonClasses({ variant: 'outline', size: 'sm' }),
                  'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  saving && 'pointer-events-none opacity-60',
                )}
              >
                <FileUp aria-hidden="true" className="size-4" />
                <span>
                  Choose file<span className="sr-only"> for {row.name}</span>
                </span>
              </label>
              <span className="min-w-0 text-sm break-all text-slate-700">
                {file ? file.name : row.fileName ? `Saved: ${row.fileName}` : 'No file chosen'}
              </span>
            </div>
            {progress !== null && (
              <div className="space-y-1">
                <div
                  role="progressbar"
                  aria-label={`Uploading ${row.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress}
                  className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
                </div>
                <p className="text-sm text-slate-700 tabular-nums" aria-hidden="true">
                  {progress}%
                </p>
                <p role="status" className="text-sm text-slate-700">
                  {waiting ? GENERIC_MESSAGES.UPLOADS_RETRYING : ''}
                </p>
              </div>
            )}
          </div>
        ) : (
          <>
            <label htmlFor={inputId} className="sr-only">
              {row.name}
            </label>
            <input
              id={inputId}
              type="text"
              value={text}
              disabled={saving}
              maxLength={2000}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              placeholder={`Enter ${row.name}`}
              className={cn(controlClasses, error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-400')}
            />
          </>
        )}
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </td>
      <td className={cell}>
        <Badge tone={status === 'Ready' ? 'success' : 'warning'}>
          {status === 'Ready' ? <CircleCheck aria-hidden="true" className="size-3.5" /> : null}
          {status}
        </Badge>
        {row.review ? (
          <span className="mt-1 block text-sm">
            <Badge tone={row.review === 'accepted' ? 'success' : 'danger'}>{t(`conversations.review.${row.review}`)}</Badge>
            {row.review === 'needs_reupload' && row.reviewReason ? (
              <span className="mt-1 block break-words text-red-800">
                {t('conversations.reviewReason', { reason: row.reviewReason })}
              </span>
            ) : null}
          </span>
        ) : null}
      </td>
      <td className={cn(cell, 'max-md:pb-2')}>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="primary"
            size="sm"
            onClick={() => void save()}
            disabled={saving}
            aria-busy={saving || undefined}
            aria-label={`${actionLabel(row, text, saving)} ${row.name}`}
          >
            {actionLabel(row, text, saving)}
          </Button>
          {row.isFile && row.data && (
            <a
              href={row.data}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              aria-label={`View ${row.name}`}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              View
            </a>
          )}
        </div>
      </td>
    </tr>
  );
}
