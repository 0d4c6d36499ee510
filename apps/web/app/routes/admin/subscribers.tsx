import { Form, useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { queryObject } from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextInput } from '../../components/ui/form-field';
import { DataList, Field, PageTitle, Pager, formatDateTime } from '../../features/admin/components/admin-shell';
import { load, requireStaff } from '../../features/admin/lib/guard';
import { SelectFilter } from './partners';
import type { Route } from './+types/subscribers';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.subscribers.list(user, queryObject(url)));
}

export const meta: Route.MetaFunction = () => [{ title: 'Newsletter subscribers · Back office' }];

/** `/admin/subscribers`: newsletter subscribers and the CSV export (of the chosen status). */
export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const exportHref = `/api/v1/admin/subscribers/export.csv${status ? `?status=${encodeURIComponent(status)}` : ''}`;
  return (
    <>
      <PageTitle
        actions={
          <a href={exportHref} download className={buttonClasses({ variant: 'primary' })}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        }
      >
        Newsletter subscribers
      </PageTitle>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <SelectFilter
          label="Status"
          name="status"
          value={status}
          options={[
            ['subscribed', 'Subscribed'],
            ['unsubscribed', 'Unsubscribed'],
          ]}
        />
        <TextInput label="Search" name="q" defaultValue={params.get('q') ?? ''} placeholder="E-mail" fieldClassName="w-64" />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <DataList empty="No subscribers match these filters.">
        {loaderData.items.map((s) => (
          <li key={s.id} className="p-4">
            <dl className="grid gap-3 md:grid-cols-[3fr_1fr_2fr]">
              <Field label="E-mail">
                <span className="break-all">{s.email}</span>
              </Field>
              <Field label="Status">
                <Badge tone={s.subscribed ? 'success' : 'neutral'}>{s.subscribed ? 'Subscribed' : 'Unsubscribed'}</Badge>
              </Field>
              <Field label="Since">{formatDateTime(s.createdAt)}</Field>
            </dl>
          </li>
        ))}
      </DataList>
      <Pager pageInfo={loaderData.pageInfo} label="Subscribers" />
    </>
  );
}
