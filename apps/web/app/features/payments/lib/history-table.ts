import { isoDateInIndia } from '@anupalan/shared';
/**
 * Payment history table logic (portal §2 Payment History, §9): search, status and date-range
 * filters, sorting, page sizes 5/10/25/50 and pagination showing at most 5 page numbers with
 * ellipses. Pure functions, unit-tested.
 */

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const PAYMENT_STATUSES = ['Paid', 'Partial', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface HistoryRow {
  id: number;
  request_id: number | string | null;
  order_id: string | null;
  service_name: string;
  /** Paise. */
  amount: number;
  payment_status: PaymentStatus | string;
  /** Why a failed payment failed, when the gateway said. */
  failure_reason: string | null;
  transaction_id: string | null;
  /** ISO timestamp. */
  payment_date: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
  invoice_kind: 'tax_invoice' | 'receipt_voucher' | string | null;
  invoice_url: string | null;
  /** Refunds of this payment (back office), each with its GST credit note when one was issued. */
  refunds: HistoryRefund[];
}

export interface HistoryRefund {
  id: number;
  /** Paise. */
  amount: number;
  refund_date: string | null;
  credit_note_number: string | null;
  credit_note_url: string | null;
}

/** The payment day in India (YYYY-MM-DD), for the date-range filter. */
export function indianDay(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return isoDateInIndia(d);
}

export interface HistoryFilter {
  query: string;
  status: PaymentStatus | 'all';
  /** YYYY-MM-DD, inclusive; '' for open. */
  from: string;
  to: string;
}

export const EMPTY_FILTER: HistoryFilter = { query: '', status: 'all', from: '', to: '' };

/** Search by request id, service or transaction id (portal §9); status; date range in Indian days. */
export function filterRows(rows: readonly HistoryRow[], f: HistoryFilter): HistoryRow[] {
  const q = f.query.trim().toLowerCase().replace(/^#/, '');
  return rows.filter((r) => {
    if (f.status !== 'all' && r.payment_status !== f.status) return false;
    if (f.from || f.to) {
      const day = indianDay(r.payment_date);
      if (!day) return false;
      if (f.from && day < f.from) return false;
      if (f.to && day > f.to) return false;
    }
    if (!q) return true;
    return [r.request_id, r.service_name, r.transaction_id].some((v) => v !== null && String(v).toLowerCase().includes(q));
  });
}

export const SORT_KEYS = ['request_id', 'service_name', 'amount', 'payment_status', 'transaction_id', 'payment_date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDir;
}
export const DEFAULT_SORT: SortState = { key: 'payment_date', dir: 'desc' };

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-IN', { numeric: true, sensitivity: 'base' });
}

function sortValue(r: HistoryRow, key: SortKey): unknown {
  if (key === 'payment_date') {
    const t = r.payment_date ? new Date(r.payment_date).getTime() : NaN;
    return Number.isNaN(t) ? null : t;
  }
  return r[key];
}

/** Stable sort; empty values always last. */
export function sortRows(rows: readonly HistoryRow[], s: SortState): HistoryRow[] {
  const sign = s.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = sortValue(x.row, s.key);
      const b = sortValue(y.row, s.key);
      const aEmpty = a === null || a === undefined || a === '';
      const bEmpty = b === null || b === undefined || b === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? x.index - y.index : aEmpty ? 1 : -1;
      return compareValues(a, b) * sign || x.index - y.index;
    })
    .map((x) => x.row);
}

/** Clicking a column: a new column sorts ascending (dates newest first); the same column flips. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'payment_date' ? 'desc' : 'asc' };
}

export { MAX_PAGE_NUMBERS, pageItems, paginate, type Page, type PageItem } from '../../../lib/pagination';

/** Messages (portal §8 Payment history). */
export const HISTORY_MESSAGES = {
  unauthenticated: 'Authentication failed. Please login again.',
  notFound: 'No completed services found for this user.',
  server: 'Server error. Please try again later.',
  network: 'Network error. Please check your internet connection.',
  noData: 'No payment history data found',
  noMatches: 'No payment records found!',
  noInvoice: 'Invoice PDF not available!',
  previewFailed: 'Failed to preview invoice PDF.',
} as const;

/** The message for a failed history load: by status, else the server's message. */
export function loadErrorMessage(status: number, serverMessage: string | null): string {
  if (status === 0) return HISTORY_MESSAGES.network;
  if (status === 401) return HISTORY_MESSAGES.unauthenticated;
  if (status === 404) return HISTORY_MESSAGES.notFound;
  if (status >= 500) return HISTORY_MESSAGES.server;
  return serverMessage ?? HISTORY_MESSAGES.server;
}
