import { requestProgressLabel, type RequestRow } from '@anupalan/shared';

/**
 * My Payment Requests (portal §2, §4): the summary counts and what each row offers. Pure functions,
 * unit-tested.
 */

export interface RequestCounts {
  total: number;
  /** Requests staff have completed (the stage, not the stored status: issue 28). */
  completed: number;
  /** Documents under way or received, or staff at work (portal §4: started plus done uploads count here). */
  inProgress: number;
  /** Waiting for the customer's documents. */
  pending: number;
}

/** The summary counts, by where the work stands (`requestProgressLabel`), as the rows' main badge says. */
export function requestCounts(rows: ReadonlyArray<{ stage: string; status: string }>): RequestCounts {
  const counts: RequestCounts = { total: rows.length, completed: 0, inProgress: 0, pending: 0 };
  for (const r of rows) {
    const label = requestProgressLabel(r);
    if (label === 'Completed') counts.completed++;
    else if (label === 'In Progress') counts.inProgress++;
    else if (label === 'Pending') counts.pending++;
  }
  return counts;
}

/** The balance still due on a request (paise): what withholds its result. */
export function balanceDue(row: Pick<RequestRow, 'customer_partial_payments'>): number {
  const p = row.customer_partial_payments[0];
  return p && p.transaction_unpaid_amount > 0 ? p.transaction_unpaid_amount : 0;
}

/** Documents are ready only when the status is file_upload_done; otherwise the customer is prompted to upload. */
export function documentsReady(status: string): boolean {
  return status === 'file_upload_done';
}

/** The stored status of a row: the row's own, else the one inside request_data (JSON text or an object). */
export function statusOf(row: { status?: unknown; request_data?: unknown }): string {
  if (typeof row.status === 'string' && row.status) return row.status;
  let data = row.request_data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return '';
    }
  }
  const s = (data as { status?: unknown } | null)?.status;
  return typeof s === 'string' ? s : '';
}

/** The rows of the answer (`payments`), newest first. */
export function requestRows(body: unknown): RequestRow[] {
  const list = (body as { payments?: unknown } | null)?.payments;
  if (!Array.isArray(list)) return [];
  return (list as RequestRow[])
    .filter((r) => r && typeof r === 'object' && typeof r.id === 'number')
    .map((r) => ({ ...r, status: statusOf(r) }))
    .sort((a, b) => Date.parse(b.payment_date) - Date.parse(a.payment_date) || b.id - a.id);
}
