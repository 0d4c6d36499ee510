import { Form, Link, useSearchParams } from 'react-router';
import { Timer } from 'lucide-react';
import { queryObject } from '@anupalan/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextInput } from '../../components/ui/form-field';
import { PageTitle, Pager } from '../../features/admin/components/admin-shell';
import { RequestList, STAGE_OPTIONS } from '../../features/admin/components/request-list';
import { load } from '../../features/admin/lib/guard';
import { requireRequestAdmin } from '../../features/admin/lib/requests-guard';
import { SelectFilter } from './partners';
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
  const [params] = useSearchParams();
  const { page, services, assignees } = loaderData;
  return (
    <>
      <PageTitle
        actions={
          <Link to="/admin/requests/targets" className={buttonClasses({ variant: 'outline' })}>
            <Timer aria-hidden="true" className="size-4" />
            Target times
          </Link>
        }
      >
        Requests
      </PageTitle>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <SelectFilter label="Stage" name="stage" value={params.get('stage') ?? ''} options={STAGE_OPTIONS} />
        <SelectFilter
          label="Service"
          name="serviceId"
          value={params.get('serviceId') ?? ''}
          options={services.map((s) => [String(s.id), s.name] as const)}
        />
        <SelectFilter
          label="Assignee"
          name="assignee"
          value={params.get('assignee') ?? ''}
          options={[['none', 'Unassigned'] as const, ...assignees.map((a) => [String(a.id), a.name] as const)]}
        />
        <SelectFilter
          label="Overdue"
          name="overdue"
          value={params.get('overdue') ?? ''}
          options={[
            ['true', 'Overdue only'],
            ['false', 'On time'],
          ]}
        />
        <TextInput label="From" name="from" type="date" defaultValue={params.get('from') ?? ''} fieldClassName="w-44" />
        <TextInput label="To" name="to" type="date" defaultValue={params.get('to') ?? ''} fieldClassName="w-44" />
        <TextInput
          label="Search"
          name="q"
          defaultValue={params.get('q') ?? ''}
          placeholder="Name, mobile, e-mail or order id"
          fieldClassName="w-72"
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <RequestList items={page.items} base="/admin/requests" />
      <Pager pageInfo={page.pageInfo} label="Requests" />
    </>
  );
}
