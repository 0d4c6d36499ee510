import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { queryObject } from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterSelect, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { load, requireStaff } from '../../features/admin/lib/guard';
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
    <ListPage
      title="Newsletter subscribers"
      actions={
        <a href={exportHref} download className={buttonClasses({ variant: 'primary' })}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      }
      filters={
        <>
          <FilterSelect
            label="Status"
            name="status"
            options={[
              ['subscribed', 'Subscribed'],
              ['unsubscribed', 'Unsubscribed'],
            ]}
          />
          <FilterText label="Search" name="q" placeholder="E-mail" />
        </>
      }
      pageInfo={loaderData.pageInfo}
      pagerLabel="Subscribers"
    >
      <DataRows
        items={loaderData.items}
        empty="No subscribers match these filters."
        rowKey={(s) => s.id}
        columns="md:grid-cols-[3fr_1fr_2fr]"
        row={(s) => (
          <>
            <Field label="E-mail">
              <span className="break-all">{s.email}</span>
            </Field>
            <Field label="Status">
              <Badge tone={s.subscribed ? 'success' : 'neutral'}>{s.subscribed ? 'Subscribed' : 'Unsubscribed'}</Badge>
            </Field>
            <Field label="Since">{formatDateTime(s.createdAt)}</Field>
          </>
        )}
      />
    </ListPage>
  );
}
