import { Link, useSearchParams } from 'react-router';
import { pageQuerySchema, type PageInfo } from '@anupalan/shared';
import { buttonClasses } from '../ui/button';

/** Previous / next links that keep the page's filters (all in the query string). */
export function Pager({ pageInfo, label }: { pageInfo: PageInfo; label: string }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(pageInfo.total / pageInfo.pageSize));
  const href = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {pageInfo.total} {pageInfo.total === 1 ? 'entry' : 'entries'} · page {Math.min(pageInfo.page, pages)} of {pages}
      </p>
      <div className="flex gap-2">
        {pageInfo.page > 1 ? (
          <Link to={href(pageInfo.page - 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Previous
          </Link>
        ) : null}
        {pageInfo.page < pages ? (
          <Link to={href(pageInfo.page + 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * A loader's paging for an answer that carries only its total: the page and page size the query
 * asked for, read with the shared page rule (the service has already refused a bad one).
 */
export function pageInfoFor(query: Record<string, unknown>, total: number): PageInfo {
  const parsed = pageQuerySchema.safeParse({ page: query.page, pageSize: query.pageSize });
  const { page, pageSize } = parsed.success ? parsed.data : { page: 1, pageSize: 25 };
  return { page, pageSize, total };
}
