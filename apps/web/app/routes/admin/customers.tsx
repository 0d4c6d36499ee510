import { Link } from 'react-router';
import { queryObject } from '@anupalan/shared';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterDates, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/customers';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.customers.list(user, queryObject(url)));
}

export const meta: Route.MetaFunction = () => [{ title: 'Customers · Back office' }];

/** `/admin/customers`: customer accounts, newest first, searchable; each links to their payments. */
export default function Customers({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Customers"
      filters={
        <>
          <FilterText label="Search" name="q" placeholder="Name, e-mail or mobile" />
          <FilterDates from="Joined from" to="Joined to" />
        </>
      }
      pageInfo={d.pageInfo}
      pagerLabel="Customers"
    >
      <DataRows
        items={d.items}
        empty="No customers match these filters."
        rowKey={(c) => c.id}
        columns="md:grid-cols-[2fr_2fr_1.2fr_1.2fr] md:items-center"
        row={(c) => (
          <>
            <Field label="Name">
              {c.name || '(no name)'}
              {c.status !== 'active' ? <span className="block text-sm text-slate-700">{c.status}</span> : null}
            </Field>
            <Field label="Contact">
              <span className="block break-all">{c.email ?? '—'}</span>
              <span className="block">{c.mobile ?? '—'}</span>
            </Field>
            <Field label="Joined">{formatDateTime(c.createdAt)}</Field>
            <Field label="Payments and messages">
              <Link
                to={`/admin/payments?q=${encodeURIComponent(c.email ?? c.mobile ?? c.name)}`}
                className="font-medium text-brand-800 underline"
              >
                View payments
              </Link>
              <Link to={`/admin/messages?userId=${c.id}`} className="block font-medium text-brand-800 underline">
                View messages<span className="sr-only"> to {c.name || c.email || c.mobile}</span>
              </Link>
              <Link to={`/admin/customers/${c.id}/documents`} className="block font-medium text-brand-800 underline">
                View documents<span className="sr-only"> of {c.name || c.email || c.mobile}</span>
              </Link>
            </Field>
          </>
        )}
      />
    </ListPage>
  );
}
