import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from '../../lib/pagination';
import { cn } from './cn';

/** The pager of client-paged lists: page numbers with ellipses, previous and next; 44 px targets. */
export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (p: number) => void }) {
  if (pageCount <= 1) return null;
  const btn =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 font-medium disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label="Pagination" className="mt-5 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={cn(btn, 'border-slate-300 bg-white')}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      {pageItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={cn(
              btn,
              item === page
                ? 'border-brand-800 bg-brand-800 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-slate-600">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={cn(btn, 'border-slate-300 bg-white')}
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        aria-label="Next page"
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}
