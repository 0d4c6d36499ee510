import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { CONVERSATION_TEXTS as T, type UploadDocument } from '@anupalan/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/form-field';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { apiRequest, messageOf } from '../../../lib/api-client';

/** The review state of an uploaded document (issue 21): beside the spec's Pending / Ready. */
export function ReviewBadge({ doc }: { doc: UploadDocument }) {
  if (!doc.review) return null;
  return (
    <span className="block text-sm">
      <Badge tone={doc.review === 'accepted' ? 'success' : 'danger'}>{T.reviewLabel[doc.review]}</Badge>
      {doc.review_reason ? <span className="ml-2 break-words text-slate-700">{T.reviewReason(doc.review_reason)}</span> : null}
    </span>
  );
}

/**
 * Staff accept or reject (with a reason) the version of an uploaded document they see (issue 21).
 * A version the customer has replaced meanwhile is refused (409) and the page reloads to the new one.
 */
export function DocumentReviewControls({ requestId, doc }: { requestId: number; doc: UploadDocument }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string; field?: boolean } | null>(null);
  if (!doc.saved_id || !doc.version || doc.review) return <ReviewBadge doc={doc} />;
  const url = `/api/v1/admin/requests/${requestId}/documents/${doc.saved_id}/review`;

  async function decide(decision: 'accept' | 'reject') {
    if (decision === 'reject' && !reason.trim()) {
      setResult({ ok: false, message: T.reasonRequired, field: true });
      return;
    }
    setBusy(true);
    setResult(null);
    const res = await apiRequest<{ success: true; message: string }>(url, {
      json: decision === 'reject' ? { decision, version: doc.version, reason } : { decision, version: doc.version },
    });
    setBusy(false);
    setResult({ ok: res.ok, message: res.ok ? res.body.message : (messageOf(res) ?? 'The review failed. Please try again.') });
    if (res.ok || res.status === 409) await revalidator.revalidate();
  }

  const id = `reject-reason-${doc.saved_id}`;
  return (
    <div className="w-full space-y-2">
      {rejecting ? (
        <>
          <TextArea
            id={id}
            label={`${T.rejectReasonLabel} (${doc.document_name})`}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={result?.field ? result.message : undefined}
          />
          <Button size="sm" variant="outline" disabled={!hydrated} loading={busy} onClick={() => void decide('reject')}>
            {T.reject}
            <span className="sr-only"> {doc.document_name}</span>
          </Button>
        </>
      ) : (
        <span className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={!hydrated} loading={busy} onClick={() => void decide('accept')}>
            {T.accept}
            <span className="sr-only"> {doc.document_name}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={!hydrated} onClick={() => setRejecting(true)}>
            {T.reject}…<span className="sr-only"> {doc.document_name}</span>
          </Button>
        </span>
      )}
      {result && !result.field ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
