import { Link } from 'react-router';
import { Timer } from 'lucide-react';
import { queryObject } from '@anupalan/shared';
import { buttonClasses } from '../../components/ui/button';
import { FilterDates, FilterSelect, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { OVERDUE_OPTIONS, RequestList, STAGE_OPTIONS } from '../../features/admin/components/request-list';
import { load } from '../../features/admin/lib/guard';
import { requireRequestAdmin } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/requests';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requireRequestAdmin(context, url);
  const [page, services, assignees] = await Promise.all([
    load(() => svc.queue(user, queryObject(url))),
    svc.services(user),
    svc.assignees(user),
  ]);
  return { page, services, assignees };
}

export const meta: Route.MetaFunction = () => [{ title: 'Requests · Back office' }];

/** `/admin/requests`: the request queue, paged on the server, filters and search in the query string. */
export default function Requests({ loaderData }: Route.ComponentProps) {
  const { page, services, assignees } = loaderData;
  return (
    <ListPage
      title="Requests"
      actions={
        <Link to="/admin/requests/targets" className={buttonClasses({ variant: 'outline' })}>
          <Timer aria-hidden="true" className="size-4" />
          Target times
        </Link>
      }
      filters={
        <>
          <FilterSelect label="Stage" name="stage" options={STAGE_OPTIONS} />
          <FilterSelect label="Service" name="serviceId" options={services.map((s) => [String(s.id), s.name] as const)} />
          <FilterSelect
            label="Assignee"
            name="assignee"
            options={[['none', 'Unassigned'] as const, ...assignees.map((a) => [String(a.id), a.name] as const)]}
          />
          <FilterSelect label="Overdue" name="overdue" options={OVERDUE_OPTIONS} />
          <FilterDates />
          <FilterText label="Search" name="q" placeholder="Name, mobile, e-mail or order id" width="2xl" />
        </>
      }
      pageInfo={page.pageInfo}
      pagerLabel="Requests"
    >
      <RequestList items={page.items} base="/admin/requests" />
    </ListPage>
  );
}
