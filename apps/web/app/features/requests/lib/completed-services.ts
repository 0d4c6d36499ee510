import {
  COMPLETED_PAGE_SIZES,
  REQUEST_MESSAGES,
  matchesCompletedSearch,
  paymentStateOf,
  type CompletedServiceRow,
  type PaymentState,
} from '@anupalan/shared';

/**
 * Completed Services (portal §2, §4, §8, §9): rows, payment state, the messages for failed loads and
 * for the pay/download actions. Pure functions, unit-tested.
 */

export const PAGE_SIZES = COMPLETED_PAGE_SIZES;
export const DEFAULT_PAGE_SIZE = 10;

/** The rows of the answer (`payments`). */
export function completedRows(body: unknown): CompletedServiceRow[] {
  const list = (body as { payments?: unknown } | null)?.payments;
  if (!Array.isArray(list)) return [];
  return (list as CompletedServiceRow[]).filter((r) => r && typeof r === 'object' && typeof r.id === 'number');
}

/** The part-payment record of a row, if any. */
export function partialOf(row: Pick<CompletedServiceRow, 'customer_partial_payments'>) {
  const list = row.customer_partial_payments;
  return Array.isArray(list) && list.length > 0 ? list[0]! : null;
}

/** Paid when no partial record exists or nothing is unpaid; Partial with an amount due; Unpaid when nothing was paid. */
export function paymentState(row: Pick<CompletedServiceRow, 'customer_partial_payments'>): {
  state: PaymentState;
  duePaise: number;
} {
  const p = partialOf(row);
  const state = paymentStateOf(p ? { unpaidPaise: p.transaction_unpaid_amount, totalPaise: p.transaction_total_amount } : null);
  return { state, duePaise: state === 'Paid' || !p ? 0 : p.transaction_unpaid_amount };
}

export function searchRows(rows: readonly CompletedServiceRow[], query: string): CompletedServiceRow[] {
  return rows.filter((r) => matchesCompletedSearch(r, query.replace(/^#/, '')));
}

/** The message for a failed load (portal §8): by status, else the server's message. */
export function completedLoadError(status: number, serverMessage: string | null): string {
  if (status === 0) return REQUEST_MESSAGES.network;
  if (status === 401) return REQUEST_MESSAGES.unauthenticated;
  if (status === 404) return REQUEST_MESSAGES.noCompleted;
  if (status >= 500) return REQUEST_MESSAGES.serverError;
  return serverMessage ?? REQUEST_MESSAGES.serverError;
}

/**
 * What 'Pay balance' may do before asking the server: refuse without a part-payment record, refuse
 * when nothing is due, else go ahead with the record's id.
 */
export function balanceAction(
  row: Pick<CompletedServiceRow, 'customer_partial_payments'>,
): { kind: 'refuse'; message: string } | { kind: 'pay'; partialPaymentId: number } {
  const p = partialOf(row);
  if (!p) return { kind: 'refuse', message: REQUEST_MESSAGES.paymentInfoMissing };
  if (!(p.transaction_unpaid_amount > 0)) return { kind: 'refuse', message: REQUEST_MESSAGES.nothingDue };
  return { kind: 'pay', partialPaymentId: p.id };
}

/** The file name a download is saved under: the server's Content-Disposition, else the row's, else a generic one. */
export function downloadName(contentDisposition: string | null, fallback: string | null): string {
  if (contentDisposition) {
    const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
    if (star?.[1]) {
      try {
        return decodeURIComponent(star[1].trim());
      } catch {
        /* fall through */
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition);
    if (plain?.[1]) return plain[1].trim();
  }
  return fallback?.trim() || 'document';
}
