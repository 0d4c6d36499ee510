import type { Key, ReactNode } from 'react';
import { cn } from '../ui/cn';

/**
 * A server-paged list's rows (the back office and the partner pages): a table-like grid of
 * labelled fields at 768 px and up, stacked cards on phones; a dashed box when nothing matches.
 */
export function DataList({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (!children.length) {
    return <p className="rounded-card border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{empty}</p>;
  }
  return <ul className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">{children}</ul>;
}

/**
 * One `DataList` row per item: the item's fields (`row`, a set of `Field`s) laid out in the
 * `columns` grid, and anything shown under them (`after`: an inline edit form).
 */
export function DataRows<T>({
  items,
  empty,
  rowKey,
  columns,
  row,
  after,
}: {
  items: readonly T[];
  empty: string;
  rowKey: (item: T) => Key;
  /** The grid's column template at md and up, e.g. `md:grid-cols-[2fr_1fr] md:items-center`. */
  columns: string;
  row: (item: T) => ReactNode;
  after?: (item: T) => ReactNode;
}) {
  return (
    <DataList empty={empty}>
      {items.map((item) => (
        <li key={rowKey(item)} className="p-4">
          <dl className={cn('grid gap-3', columns)}>{row(item)}</dl>
          {after?.(item)}
        </li>
      ))}
    </DataList>
  );
}

/** A labelled value in a row or a details card. */
export function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A moment as the back office shows it (Indian time, long date), or '—'. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
}
