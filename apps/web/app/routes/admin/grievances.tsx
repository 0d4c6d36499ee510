import { Link } from 'react-router';
import { isoDateInIndia, queryObject } from '@anupalan/shared';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUSES,
  GRIEVANCE_STATUS_LABELS,
} from '@anupalan/shared/contracts/grievances-texts';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterSelect } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { GrievanceFlags } from '../../features/admin/components/grievance-parts';
import { load } from '../../features/admin/lib/guard';
import { requireGrievanceAdmin } from '../../features/admin/lib/grievances-guard';
import type { Route } from './+types/grievances';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requireGrievanceAdmin(context, url);
  const query = queryObject(url);
  const month = query.month ?? isoDateInIndia(new Date()).slice(0, 7);
  const [list, report] = await Promise.all([
    load(() => svc.list(user, { ...query, month: undefined })),
    load(() => svc.report(user, { month })),
  ]);
  return { ...list, report };
}

export const meta: Route.MetaFunction = () => [{ title: 'Grievances · Back office' }];

/**
 * `/admin/grievances`: the queue (open tickets first by their clocks, overdue ones flagged) and the
 * month's count for the compliance report.
 */
export default function Grievances({ loaderData: d }: Route.ComponentProps) {
  const r = d.report;
  return (
    <ListPage
      title="Grievances"
      filters={
        <>
          <FilterSelect
            label="Status"
            name="status"
            options={GRIEVANCE_STATUSES.map((s) => [s, GRIEVANCE_STATUS_LABELS[s]] as const)}
          />
          <FilterSelect label="Clocks" name="overdue" options={[['1', 'Overdue only']] as const} />
        </>
      }
      pageInfo={d.pageInfo}
      pagerLabel="Grievances"
    >
      <section aria-labelledby="report-heading" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="report-heading" className="text-lg font-semibold text-brand-900">
          Compliance report: {r.month}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label="Received">{r.received}</Field>
          <Field label="Acknowledged within 48 hours">{r.acknowledgedInTime}</Field>
          <Field label="Acknowledged late or overdue">{r.acknowledgedLate}</Field>
          <Field label="Resolved within a month">{r.resolvedInTime}</Field>
          <Field label="Resolved late or overdue">{r.resolvedLate}</Field>
          <Field label="Still open">{r.open}</Field>
          {GRIEVANCE_CATEGORIES.map((c) => (
            <Field key={c} label={GRIEVANCE_CATEGORY_LABELS[c]}>
              {r.byCategory[c] ?? 0}
            </Field>
          ))}
        </dl>
      </section>
      <DataRows
        items={d.items}
        empty="No complaints match these filters."
        rowKey={(g) => g.id}
        columns="md:grid-cols-[1.3fr_1.5fr_1fr_1.5fr_1.5fr] md:items-start"
        row={(g) => (
          <>
            <Field label="Ticket">
              <Link to={`/admin/grievances/${g.id}`} className="font-medium text-brand-800 underline">
                {g.ticketNo}
              </Link>
            </Field>
            <Field label="Customer">
              {g.customer.name}
              <span className="block text-sm break-all text-slate-700">{g.customer.email ?? g.customer.mobile ?? ''}</span>
            </Field>
            <Field label="Category">{GRIEVANCE_CATEGORY_LABELS[g.category]}</Field>
            <Field label="Status">
              <GrievanceFlags g={g} />
              {g.assignee ? <span className="block text-sm text-slate-700">Assigned to {g.assignee.name}</span> : null}
            </Field>
            <Field label="Clocks">
              <span className="block text-sm">Filed {formatDateTime(g.createdAt)}</span>
              <span className="block text-sm">
                {g.acknowledgedAt
                  ? `Acknowledged ${formatDateTime(g.acknowledgedAt)}`
                  : `Acknowledge by ${formatDateTime(g.ackDueAt)}`}
              </span>
              <span className="block text-sm">
                {g.resolvedAt ? `Resolved ${formatDateTime(g.resolvedAt)}` : `Resolve by ${formatDateTime(g.resolveDueAt)}`}
              </span>
            </Field>
          </>
        )}
      />
    </ListPage>
  );
}
