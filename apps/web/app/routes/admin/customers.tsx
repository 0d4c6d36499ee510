import { Form, Link, useSearchParams } from 'react-router';
import { queryObject } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/form-field';
import { DataList, Field, PageTitle, Pager, formatDateTime } from '../../features/admin/components/admin-shell';
import { load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/customers';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.customers.list(user, queryObject(url)));
}

export const meta: Route.MetaFunction = () => [{ title: 'Customers · Back office' }];

/** `/admin/customers`: customer accounts, newest first, searchable; each links to their payments. */
export default function Customers({ loaderData: d }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>Customers</PageTitle>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <TextInput
          label="Search"
          name="q"
          defaultValue={params.get('q') ?? ''}
          placeholder="Name, e-mail or mobile"
          fieldClassName="w-64"
        />
        <TextInput label="Joined from" type="date" name="from" defaultValue={params.get('from') ?? ''} fieldClassName="w-44" />
        <TextInput label="Joined to" type="date" name="to" defaultValue={params.get('to') ?? ''} fieldClassName="w-44" />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <DataList empty="No customers match these filters.">
        {d.items.map((c) => (
          <li key={c.id} className="p-4">
            <dl className="grid gap-3 md:grid-cols-[2fr_2fr_1.2fr_1.2fr] md:items-center">
              <Field label="Name">
                {c.name || '(no name)'}
                {c.status !== 'active' ? <span className="block text-sm text-slate-700">{c.status}</span> : null}
              </Field>
              <Field label="Contact">
                <span className="block break-all">{c.email ?? '—'}</span>
                <span className="block">{c.mobile ?? '—'}</span>
              </Field>
              <Field label="Joined">{formatDateTime(c.createdAt)}</Field>
              <Field label="Payments">
                <Link
                  to={`/admin/payments?q=${encodeURIComponent(c.email ?? c.mobile ?? c.name)}`}
                  className="font-medium text-brand-800 underline"
                >
                  View payments
                </Link>
              </Field>
            </dl>
          </li>
        ))}
      </DataList>
      <Pager pageInfo={d.pageInfo} label="Customers" />
    </>
  );
}
