import { redirect } from 'react-router';
import { queryObject } from '@anupalan/shared';
import { FilterSelect } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { OVERDUE_OPTIONS, RequestList, STAGE_OPTIONS } from '../../features/admin/components/request-list';
import { load } from '../../features/admin/lib/guard';
import { requirePartner } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/requests';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requirePartner(context, url, 'service_provider');
  if (!(await svc.partner.me(user)).emailVerified) throw redirect('/partner');
  return load(() => svc.partner.queue(user, queryObject(url)));
}

export const meta: Route.MetaFunction = () => [{ title: 'My requests' }];

/** `/partner/requests`: the requests assigned to the signed-in service provider. */
export default function PartnerRequests({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      title="My requests"
      filters={
        <>
          <FilterSelect label="Stage" name="stage" options={STAGE_OPTIONS} />
          <FilterSelect label="Overdue" name="overdue" options={OVERDUE_OPTIONS} />
        </>
      }
      pageInfo={loaderData.pageInfo}
      pagerLabel="Requests"
    >
      <RequestList items={loaderData.items} base="/partner/requests" />
    </ListPage>
  );
}
