import { Form, redirect, useSearchParams } from 'react-router';
import { queryObject } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { PageTitle, Pager } from '../../features/admin/components/admin-shell';
import { RequestList, STAGE_OPTIONS } from '../../features/admin/components/request-list';
import { load } from '../../features/admin/lib/guard';
import { requirePartner } from '../../features/admin/lib/requests-guard';
import { SelectFilter } from '../admin/partners';
import type { Route } from './+types/requests';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requirePartner(context, url, 'service_provider');
  if (!(await svc.partner.me(user)).emailVerified) throw redirect('/partner');
  return load(() => svc.partner.queue(user, queryObject(url)));
}

export const meta: Route.MetaFunction = () => [{ title: 'My requests' }];

/** `/partner/requests`: the requests assigned to the signed-in service provider. */
export default function PartnerRequests({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>My requests</PageTitle>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <SelectFilter label="Stage" name="stage" value={params.get('stage') ?? ''} options={STAGE_OPTIONS} />
        <SelectFilter
          label="Overdue"
          name="overdue"
          value={params.get('overdue') ?? ''}
          options={[
            ['true', 'Overdue only'],
            ['false', 'On time'],
          ]}
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <RequestList items={loaderData.items} base="/partner/requests" />
      <Pager pageInfo={loaderData.pageInfo} label="Requests" />
    </>
  );
}
