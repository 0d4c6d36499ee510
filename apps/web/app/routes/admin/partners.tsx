import { Form, Link, useSearchParams } from 'react-router';
import { PARTNER_STATUSES, PARTNER_STATUS_LABELS, queryObject, type PartnerApplication } from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextInput, controlBorder, controlClasses } from '../../components/ui/form-field';
import { cn } from '../../components/ui/cn';
import { DataList, Field, PageTitle, Pager, formatDateTime } from '../../features/admin/components/admin-shell';
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

export function SelectFilter({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  const id = `filter-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={cn(controlClasses, controlBorder(false), 'w-48')}>
        <option value="">All</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

/** `/admin/partners`: reseller and service-provider applications, filtered in the query string. */
export default function Partners({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>Partner applications</PageTitle>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <SelectFilter
          label="Status"
          name="status"
          value={params.get('status') ?? ''}
          options={PARTNER_STATUSES.map((s) => [s, PARTNER_STATUS_LABELS[s]] as const)}
        />
        <SelectFilter label="Kind" name="kind" value={params.get('kind') ?? ''} options={Object.entries(KIND_LABEL)} />
        <TextInput
          label="Search"
          name="q"
          defaultValue={params.get('q') ?? ''}
          placeholder="Name, e-mail or mobile"
          fieldClassName="w-64"
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <DataList empty="No applications match these filters.">
        {loaderData.items.map((p) => (
          <li key={p.id} className="p-4">
            <dl className="grid gap-3 md:grid-cols-[2fr_1fr_2fr_1fr_auto] md:items-center">
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
            </dl>
          </li>
        ))}
      </DataList>
      <Pager pageInfo={loaderData.pageInfo} label="Applications" />
    </>
  );
}
