import { Form, useSearchParams } from 'react-router';
import { queryObject } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/form-field';
import { DataList, Field, PageTitle, Pager, formatDateTime } from '../../features/admin/components/admin-shell';
import { load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/audit';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.audit.list(user, queryObject(url)));
}

export const meta: Route.MetaFunction = () => [{ title: 'Audit log · Back office' }];

/** Before/after as indented JSON text (React escapes it; nothing is interpreted as markup). */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-600">—</span>;
  return (
    <pre className="overflow-x-auto rounded-md bg-slate-50 p-2 text-sm whitespace-pre-wrap break-all">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** `/admin/audit`: every staff action, newest first; read only. */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <TextInput
          label="Action"
          name="action"
          defaultValue={params.get('action') ?? ''}
          placeholder="e.g. partner.approve"
          fieldClassName="w-56"
        />
        <TextInput
          label="Entity"
          name="entityType"
          defaultValue={params.get('entityType') ?? ''}
          placeholder="user, coupon, lead"
          fieldClassName="w-44"
        />
        <TextInput label="Entity id" name="entityId" defaultValue={params.get('entityId') ?? ''} fieldClassName="w-32" />
        <TextInput label="From" type="date" name="from" defaultValue={params.get('from') ?? ''} fieldClassName="w-44" />
        <TextInput label="To" type="date" name="to" defaultValue={params.get('to') ?? ''} fieldClassName="w-44" />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <DataList empty="No entries match these filters.">
        {loaderData.items.map((e) => (
          <li key={e.id} className="p-4">
            <dl className="grid gap-3 md:grid-cols-[1.2fr_1fr_1fr_2fr_2fr]">
              <Field label="When">{formatDateTime(e.createdAt)}</Field>
              <Field label="Who">
                {e.actorName} <span className="text-slate-600">({e.actorRole})</span>
              </Field>
              <Field label="What">
                <span className="font-mono">{e.action}</span>
                <span className="block text-sm text-slate-700">
                  {e.entityType} {e.entityId ? `#${e.entityId}` : ''}
                </span>
              </Field>
              <Field label="Before">
                <Json value={e.before} />
              </Field>
              <Field label="After">
                <Json value={e.after} />
              </Field>
            </dl>
          </li>
        ))}
      </DataList>
      <Pager pageInfo={loaderData.pageInfo} label="Audit log" />
    </>
  );
}
