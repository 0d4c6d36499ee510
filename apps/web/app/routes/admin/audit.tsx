import { queryObject } from '@anupalan/shared';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterDates, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
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
  return (
    <ListPage
      title="Audit log"
      filters={
        <>
          <FilterText label="Action" name="action" placeholder="e.g. partner.approve" width="lg" />
          <FilterText label="Entity" name="entityType" placeholder="user, coupon, lead" width="md" />
          <FilterText label="Entity id" name="entityId" width="sm" />
          <FilterDates />
        </>
      }
      pageInfo={loaderData.pageInfo}
      pagerLabel="Audit log"
    >
      <DataRows
        items={loaderData.items}
        empty="No entries match these filters."
        rowKey={(e) => e.id}
        columns="md:grid-cols-[1.2fr_1fr_1fr_2fr_2fr]"
        row={(e) => (
          <>
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
          </>
        )}
      />
    </ListPage>
  );
}
