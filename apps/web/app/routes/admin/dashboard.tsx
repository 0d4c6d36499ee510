import { Form, Link } from 'react-router';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, formatIndianDate, formatInr, queryObject } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextInput } from '../../components/ui/form-field';
import { PageTitle } from '../../features/admin/components/admin-shell';
import { load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/dashboard';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.dashboard(user, queryObject(url)));
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

/** `/admin`: revenue today, this month and in a chosen range; leads by status; pending partner applications. */
export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <section aria-labelledby="revenue" className="space-y-3">
        <h2 id="revenue" className="text-lg font-semibold text-brand-900">
          Revenue
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Stat label="Today" value={formatInr(d.revenue.todayPaise)} />
          <Stat label="This month" value={formatInr(d.revenue.monthPaise)} />
          <Stat
            label={`${formatIndianDate(`${d.range.from}T12:00:00+05:30`)} to ${formatIndianDate(`${d.range.to}T12:00:00+05:30`)} (${d.payments.rangeCount} ${d.payments.rangeCount === 1 ? 'payment' : 'payments'})`}
            value={formatInr(d.revenue.rangePaise)}
          />
        </div>
      </section>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <TextInput label="From" type="date" name="from" defaultValue={d.range.from} fieldClassName="w-44" />
        <TextInput label="To" type="date" name="to" defaultValue={d.range.to} fieldClassName="w-44" />
        <Button type="submit" variant="outline">
          Show range
        </Button>
      </Form>
      <section aria-labelledby="leads" className="mt-8 space-y-3">
        <h2 id="leads" className="text-lg font-semibold text-brand-900">
          Leads in the range
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {LEAD_STATUSES.map((s) => (
            <Stat key={s} label={LEAD_STATUS_LABELS[s]} value={String(d.leadsByStatus[s])} to={`/admin/leads?status=${s}`} />
          ))}
        </div>
      </section>
      <section aria-labelledby="partners" className="mt-8 space-y-3">
        <h2 id="partners" className="text-lg font-semibold text-brand-900">
          Partners
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Stat label="Applications waiting" value={String(d.pendingPartners)} to="/admin/partners?status=pending" />
        </div>
      </section>
    </>
  );
}
