import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Form, Link } from 'react-router';
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  REQUEST_STAGES,
  REQUEST_STAGE_LABELS,
  formatIndianDate,
  formatInr,
  queryObject,
} from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextInput } from '../../components/ui/form-field';
import { PageTitle } from '../../components/lists/list-page';
import { load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/dashboard';

// recharts is loaded by this page only, in the browser, after the numbers are on screen.
const RevenueChart = lazy(() =>
  import('../../features/admin/components/dashboard-charts').then((m) => ({ default: m.RevenueChart })),
);
const CountChart = lazy(() =>
  import('../../features/admin/components/dashboard-charts').then((m) => ({ default: m.CountChart })),
);

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  const query = queryObject(url);
  const [summary, charts] = await Promise.all([load(() => admin.dashboard(user, query)), load(() => admin.charts(user, query))]);
  return { ...summary, charts };
}

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard · Back office' }];

function Stat({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-brand-900">{value}</p>
    </>
  );
  return (
    <Card className="p-4 sm:p-5">
      {to ? (
        <Link to={to} className="block hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}

const subscribeNothing = () => () => {};
/** False on the server and while hydrating, true in the browser after (the charts draw only there). */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** A chart (drawn in the browser) with its numbers as a table, the text alternative. */
function ChartFigure({
  title,
  summary,
  chart,
  rows,
  columns,
}: {
  title: string;
  summary: string;
  chart: React.ReactNode;
  rows: [string, string][];
  columns: [string, string];
}) {
  const hydrated = useHydrated();
  return (
    <Card className="p-4 sm:p-5">
      <figure>
        <figcaption className="font-semibold text-brand-900">{title}</figcaption>
        <div role="img" aria-label={summary} className="mt-3 min-h-[220px]">
          {hydrated ? <Suspense fallback={<p className="text-slate-600">Loading chart…</p>}>{chart}</Suspense> : null}
        </div>
      </figure>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">Show the numbers</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-4 font-medium">
                {columns[0]}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {k}
                </th>
                <td className="py-1 text-right">{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

/**
 * `/admin`: revenue (net of refunds) today, this month and in a chosen range, by day; requests by
 * stage and overdue; leads by status and how many became paying customers; pending partners.
 */
export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const c = d.charts;
  const rangeLabel = `${formatIndianDate(`${c.range.from}T12:00:00+05:30`)} to ${formatIndianDate(`${c.range.to}T12:00:00+05:30`)}`;
  const stages = REQUEST_STAGES.map((s) => ({ label: REQUEST_STAGE_LABELS[s], value: c.requestsByStage[s] }));
  const leadRows = LEAD_STATUSES.map((s) => ({ label: LEAD_STATUS_LABELS[s], value: d.leadsByStatus[s] }));
  const best = c.revenueByDay.reduce((a, b) => (b.paise > a.paise ? b : a), { day: c.range.from, paise: 0 });
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <section aria-labelledby="revenue" className="space-y-3">
        <h2 id="revenue" className="text-lg font-semibold text-brand-900">
          Revenue (net of refunds)
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Stat label="Today" value={formatInr(c.revenue.todayPaise)} />
          <Stat label="This month" value={formatInr(c.revenue.monthPaise)} />
          <Stat
            label={`${rangeLabel} (${d.payments.rangeCount} ${d.payments.rangeCount === 1 ? 'payment' : 'payments'}, ${formatInr(c.revenue.rangeRefundsPaise)} refunded)`}
            value={formatInr(c.revenue.rangePaise)}
            to={`/admin/payments?from=${c.range.from}&to=${c.range.to}`}
          />
        </div>
      </section>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <TextInput label="From" type="date" name="from" defaultValue={c.range.from} fieldClassName="w-44" />
        <TextInput label="To" type="date" name="to" defaultValue={c.range.to} fieldClassName="w-44" />
        <Button type="submit" variant="outline">
          Show range
        </Button>
      </Form>
      <div className="mt-6 grid gap-4 xl:grid-cols-2">
        <ChartFigure
          title={`Net revenue by day, ${rangeLabel}`}
          summary={`Net revenue by day from ${rangeLabel}: ${formatInr(c.revenue.rangePaise)} in all; the best day was ${best.day} with ${formatInr(best.paise)}.`}
          chart={<RevenueChart data={c.revenueByDay} />}
          rows={c.revenueByDay.map((r) => [r.day, formatInr(r.paise)])}
          columns={['Day', 'Net revenue']}
        />
        <ChartFigure
          title="Requests by stage (now)"
          summary={`Requests by stage: ${stages.map((s) => `${s.label} ${s.value}`).join(', ')}.`}
          chart={<CountChart data={stages} />}
          rows={stages.map((s) => [s.label, String(s.value)])}
          columns={['Stage', 'Requests']}
        />
      </div>
      <section aria-labelledby="work" className="mt-8 space-y-3">
        <h2 id="work" className="text-lg font-semibold text-brand-900">
          Work
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Stat label="Overdue requests" value={String(c.overdueRequests)} />
          <Stat label="Partner applications waiting" value={String(d.pendingPartners)} to="/admin/partners?status=pending" />
        </div>
      </section>
      <section aria-labelledby="leads" className="mt-8 space-y-3">
        <h2 id="leads" className="text-lg font-semibold text-brand-900">
          Leads in the range
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {LEAD_STATUSES.map((s) => (
            <Stat key={s} label={LEAD_STATUS_LABELS[s]} value={String(d.leadsByStatus[s])} to={`/admin/leads?status=${s}`} />
          ))}
        </div>
        <div className="grid gap-4 xl:grid-cols-2">
          <ChartFigure
            title="Leads by status"
            summary={`Leads by status in the range: ${leadRows.map((s) => `${s.label} ${s.value}`).join(', ')}.`}
            chart={<CountChart data={leadRows} />}
            rows={leadRows.map((s) => [s.label, String(s.value)])}
            columns={['Status', 'Leads']}
          />
          <Stat
            label={`Lead to paid: ${c.conversion.paid} of ${c.conversion.leads} leads in the range paid for a service`}
            value={`${c.conversion.percent}%`}
          />
        </div>
      </section>
    </>
  );
}
