import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { PageInfo } from '@anupalan/shared';
import { FilterForm } from './list-filters';
import { Pager } from './pager';

/** A page's heading, with its actions (a button, a status badge) on the right. */
export function PageTitle({ children, actions }: { children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-brand-900">{children}</h1>
      {actions}
    </div>
  );
}

/**
 * A server-paged list page (the back office's and the partner's): the title, the filters bound
 * to the query string, what the page shows above its rows, the rows, the pager, and what follows it.
 */
export function ListPage({
  title,
  actions,
  filters,
  pageInfo,
  pagerLabel,
  children,
  footer,
}: {
  title: React.ReactNode;
  actions?: React.ReactNode;
  /** `FilterSelect` / `FilterText` / `FilterDates`; the Filter button is added. */
  filters?: React.ReactNode;
  pageInfo: PageInfo;
  /** Names the pager's navigation (`<label> pages`). */
  pagerLabel: string;
  children: React.ReactNode;
  /** What follows the pager (a create form). */
  footer?: React.ReactNode;
}) {
  return (
    <>
      <PageTitle actions={actions}>{title}</PageTitle>
      {filters ? <FilterForm>{filters}</FilterForm> : null}
      {children}
      <Pager pageInfo={pageInfo} label={pagerLabel} />
      {footer}
    </>
  );
}

/** The way back from a record to its list ('All applications', 'My requests'). */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
