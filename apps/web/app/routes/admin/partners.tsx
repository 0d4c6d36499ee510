import { Link } from 'react-router';
import { PARTNER_STATUSES, PARTNER_STATUS_LABELS, queryObject, type PartnerApplication } from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterSelect, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/partners';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.partners.list(user, queryObject(url)));
}

export const meta: Route.MetaFunction = () => [{ title: 'Partners · Back office' }];

export const STATUS_TONE: Record<PartnerApplication['status'], BadgeTone> = {
  pending: 'warning',
  active: 'success',
  rejected: 'danger',
  suspended: 'neutral',
};
export const KIND_LABEL: Record<PartnerApplication['kind'], string> = {
  reseller: 'Reseller',
  service_provider: 'Service provider',
};

/** `/admin/partners`: reseller and service-provider applications, filtered in the query string. */
export default function Partners({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      title="Partner applications"
      filters={
        <>
          <FilterSelect
            label="Status"
            name="status"
            options={PARTNER_STATUSES.map((s) => [s, PARTNER_STATUS_LABELS[s]] as const)}
          />
          <FilterSelect label="Kind" name="kind" options={Object.entries(KIND_LABEL)} />
          <FilterText label="Search" name="q" placeholder="Name, e-mail or mobile" />
        </>
      }
      pageInfo={loaderData.pageInfo}
      pagerLabel="Applications"
    >
      <DataRows
        items={loaderData.items}
        empty="No applications match these filters."
        rowKey={(p) => p.id}
        columns="md:grid-cols-[2fr_1fr_2fr_1fr_auto] md:items-center"
        row={(p) => (
          <>
            <Field label="Applicant">
              <Link to={`/admin/partners/${p.id}`} className="font-semibold text-brand-800 underline">
                {p.name || '(no name)'}
              </Link>
            </Field>
            <Field label="Kind">{KIND_LABEL[p.kind]}</Field>
            <Field label="Contact">
              <span className="block break-all">{p.email ?? '—'}</span>
              <span className="block">{p.mobile ?? '—'}</span>
            </Field>
            <Field label="Applied">{formatDateTime(p.createdAt)}</Field>
            <Field label="Status">
              <Badge tone={STATUS_TONE[p.status]}>{PARTNER_STATUS_LABELS[p.status]}</Badge>
            </Field>
          </>
        )}
      />
    </ListPage>
  );
}
