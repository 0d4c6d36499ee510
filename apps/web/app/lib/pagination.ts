/** Client-side paging of a loaded list, and the page numbers a pager shows. Pure, unit-tested. */

export const MAX_PAGE_NUMBERS = 5;

export interface Page<T> {
  rows: T[];
  page: number;
  pageCount: number;
  /** 1-based index of the first and last row shown (0 when empty). */
  first: number;
  last: number;
  total: number;
}

export function paginate<T>(rows: readonly T[], page: number, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (p - 1) * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, page: p, pageCount, first: slice.length ? start + 1 : 0, last: start + slice.length, total: rows.length };
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: at most 5, the first and the last always, the current one with its
 * neighbours, and an ellipsis where pages are skipped. 1 … 4 5 6 … 10
 */
export function pageItems(current: number, pageCount: number, max = MAX_PAGE_NUMBERS): PageItem[] {
  if (pageCount <= max) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const inner = max - 2; // numbers besides the first and the last
  let start = Math.max(2, current - Math.floor((inner - 1) / 2));
  let end = start + inner - 1;
  if (end > pageCount - 1) {
    end = pageCount - 1;
    start = end - inner + 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}
