import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  EMPTY_FILTER,
  HISTORY_MESSAGES,
  filterRows,
  indianDay,
  loadErrorMessage,
  nextSort,
  pageItems,
  paginate,
  sortRows,
  type HistoryRow,
} from './history-table';

function row(id: number, over: Partial<HistoryRow> = {}): HistoryRow {
  return {
    id,
    request_id: id * 10,
    order_id: `order_${id}`,
    service_name: `Service ${id}`,
    amount: id * 1000,
    payment_status: 'Paid',
    failure_reason: null,
    transaction_id: `pay_${id}`,
    payment_date: `2026-11-${String(id).padStart(2, '0')}T06:00:00.000Z`,
    invoice_id: id,
    invoice_number: `AN/26-27/${id}`,
    invoice_kind: 'tax_invoice',
    invoice_url: `/api/v1/invoices/${id}/pdf`,
    refunds: [],
    ...over,
  };
}

describe('filterRows', () => {
  const rows = [
    row(1, { service_name: 'GST Registration', payment_status: 'Paid' }),
    row(2, { service_name: 'Trademark Filing', payment_status: 'Partial', transaction_id: 'pay_XYZ' }),
    row(3, { service_name: 'ITR-1 Filing', payment_status: 'Failed' }),
  ];
  it('searches request id, service and transaction id, case-insensitively', () => {
    expect(filterRows(rows, { ...EMPTY_FILTER, query: 'gst' }).map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, { ...EMPTY_FILTER, query: '#20' }).map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, { ...EMPTY_FILTER, query: 'xyz' }).map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, { ...EMPTY_FILTER, query: 'nothing' })).toEqual([]);
  });
  it('filters by status', () => {
    expect(filterRows(rows, { ...EMPTY_FILTER, status: 'Partial' }).map((r) => r.id)).toEqual([2]);
  });
  it('filters by an inclusive date range in Indian days', () => {
    expect(filterRows(rows, { ...EMPTY_FILTER, from: '2026-11-02', to: '2026-11-03' }).map((r) => r.id)).toEqual([2, 3]);
    expect(filterRows(rows, { ...EMPTY_FILTER, to: '2026-11-01' }).map((r) => r.id)).toEqual([1]);
  });
  it('counts a payment at 20:00 UTC on the next Indian day', () => {
    expect(indianDay('2026-11-01T20:00:00.000Z')).toBe('2026-11-02');
  });
});

describe('sortRows', () => {
  const rows = [row(2, { amount: 500 }), row(1, { amount: 900 }), row(3, { amount: 100, transaction_id: null })];
  it('sorts by date newest first by default', () => {
    expect(sortRows(rows, DEFAULT_SORT).map((r) => r.id)).toEqual([3, 2, 1]);
  });
  it('sorts numbers as numbers, both ways', () => {
    expect(sortRows(rows, { key: 'amount', dir: 'asc' }).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(sortRows(rows, { key: 'amount', dir: 'desc' }).map((r) => r.id)).toEqual([1, 2, 3]);
  });
  it('puts empty values last whatever the direction', () => {
    expect(sortRows(rows, { key: 'transaction_id', dir: 'asc' }).at(-1)?.id).toBe(3);
    expect(sortRows(rows, { key: 'transaction_id', dir: 'desc' }).at(-1)?.id).toBe(3);
  });
  it('flips on the same column and starts ascending on a new one', () => {
    expect(nextSort({ key: 'amount', dir: 'asc' }, 'amount')).toEqual({ key: 'amount', dir: 'desc' });
    expect(nextSort({ key: 'amount', dir: 'desc' }, 'service_name')).toEqual({ key: 'service_name', dir: 'asc' });
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);
  it('slices pages and reports the range', () => {
    expect(paginate(rows, 3, 10)).toMatchObject({ rows: [21, 22, 23], page: 3, pageCount: 3, first: 21, last: 23, total: 23 });
  });
  it('clamps a page out of range', () => {
    expect(paginate(rows, 9, 10).page).toBe(3);
    expect(paginate(rows, 0, 10).page).toBe(1);
    expect(paginate([], 1, 10)).toMatchObject({ rows: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});

describe('pageItems', () => {
  const numbers = (items: ReturnType<typeof pageItems>) => items.filter((i) => typeof i === 'number');
  it('shows every page when there are 5 or fewer', () => {
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
  it('uses ellipses and never more than 5 page numbers', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        expect(numbers(items).length).toBeLessThanOrEqual(5);
        expect(items).toContain(current);
      }
    }
  });
});

describe('loadErrorMessage', () => {
  it('maps the statuses of the spec', () => {
    expect(loadErrorMessage(401, 'x')).toBe(HISTORY_MESSAGES.unauthenticated);
    expect(loadErrorMessage(404, 'x')).toBe(HISTORY_MESSAGES.notFound);
    expect(loadErrorMessage(500, 'x')).toBe(HISTORY_MESSAGES.server);
    expect(loadErrorMessage(0, null)).toBe(HISTORY_MESSAGES.network);
    expect(loadErrorMessage(403, 'You can only access your own account.')).toBe('You can only access your own account.');
  });
});
