import { Link } from 'react-router';
import { REQUEST_STAGES, REQUEST_STAGE_LABELS, formatInr, type QueueRow } from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { DataRows, Field, formatDateTime } from '../../../components/lists/data-list';

export const STAGE_TONE: Record<QueueRow['stage'], BadgeTone> = {
  paid: 'info',
  documents_received: 'brand',
  in_progress: 'warning',
  completed: 'success',
};
export const STAGE_OPTIONS = REQUEST_STAGES.map((s) => [s, REQUEST_STAGE_LABELS[s]] as const);
export const OVERDUE_OPTIONS = [
  ['true', 'Overdue only'],
  ['false', 'On time'],
] as const;

/** The request queue's rows (the staff queue and a service provider's own list). */
export function RequestList({ items, base }: { items: QueueRow[]; base: '/admin/requests' | '/partner/requests' }) {
  return (
    <DataRows
      items={items}
      empty="No requests match these filters."
      rowKey={(r) => r.id}
      columns="md:grid-cols-[1fr_2fr_2fr_2fr_auto] md:items-center"
      row={(r) => (
        <>
          <Field label="Request">
            <Link to={`${base}/${r.id}`} className="font-semibold text-brand-800 underline">
              #{r.id}
            </Link>
          </Field>
          <Field label="Service">{r.serviceName}</Field>
          <Field label="Customer">{r.customerName}</Field>
          <Field label="Stage">
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={STAGE_TONE[r.stage]}>{r.stageLabel}</Badge>
              {r.overdue ? <Badge tone="danger">Overdue</Badge> : null}
            </span>
            <span className="block text-sm text-slate-600">
              {r.dueAt ? `Due ${formatDateTime(r.dueAt)}` : `Since ${formatDateTime(r.stageReachedAt)}`}
            </span>
          </Field>
          <Field label={base === '/admin/requests' ? 'Assigned / paid' : 'Received'}>
            {base === '/admin/requests' ? (
              <>
                <span className="block">{r.assignee ? r.assignee.name : 'Unassigned'}</span>
                <span className="block text-sm text-slate-600">
                  {formatInr(r.paidPaise)} of {formatInr(r.totalPaise)}
                </span>
              </>
            ) : (
              formatDateTime(r.createdAt)
            )}
          </Field>
        </>
      )}
    />
  );
}
