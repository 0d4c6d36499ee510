import { Link } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import {
  PAYMENT_LIST_STATUSES,
  PAYMENT_LIST_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  formatInr,
  queryObject,
  type PaymentListStatus,
} from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterDates, FilterSelect, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/payments';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  const [list, menus] = await Promise.all([
    load(() => admin.payments.list(user, queryObject(url))),
    context.get(appServicesContext).publicCatalog.listMenus(),
  ]);
  const services = menus
    .flatMap((m) => m.services.map((s) => [String(s.id), s.service_name] as const))
    .sort((a, b) => a[1].localeCompare(b[1]));
  return { ...list, services };
}

export const meta: Route.MetaFunction = () => [{ title: 'Payments · Back office' }];

export const PAYMENT_STATUS_TONE: Record<PaymentListStatus, BadgeTone> = {
  paid: 'success',
  refunded: 'info',
  refund_due: 'warning',
  failed: 'danger',
  created: 'neutral',
};
const METHODS = [
  ['card', 'Card'],
  ['upi', 'UPI'],
  ['netbanking', 'Net banking'],
  ['wallet', 'Wallet'],
  ['emi', 'EMI'],
] as const;

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-semibold text-brand-900">{value}</p>
    </Card>
  );
}

/** `/admin/payments`: every payment order, filtered in the query string, with totals of the filtered set. */
export default function Payments({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Payments"
      filters={
        <>
          <FilterSelect
            label="Status"
            name="status"
            options={PAYMENT_LIST_STATUSES.map((s) => [s, PAYMENT_LIST_STATUS_LABELS[s]] as const)}
          />
          <FilterSelect label="Service" name="serviceId" options={d.services} />
          <FilterSelect label="Method" name="method" options={METHODS} />
          <FilterDates />
          <FilterText label="Search" name="q" placeholder="Customer, order or payment id" />
        </>
      }
      pageInfo={d.pageInfo}
      pagerLabel="Payments"
    >
      <section aria-label="Totals of these payments" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total label="Payments" value={String(d.totals.count)} />
        <Total label="Captured" value={formatInr(d.totals.capturedPaise)} />
        <Total label="Refunded" value={formatInr(d.totals.refundedPaise)} />
        <Total label="Net" value={formatInr(d.totals.netPaise)} />
      </section>
      <DataRows
        items={d.items}
        empty="No payments match these filters."
        rowKey={(p) => p.id}
        columns="md:grid-cols-[1.4fr_1.6fr_1.4fr_1fr_1fr] md:items-center"
        row={(p) => (
          <>
            <Field label="Order">
              <Link to={`/admin/payments/${p.id}`} className="font-mono font-semibold break-all text-brand-800 underline">
                {p.gatewayOrderId}
              </Link>
              <span className="block text-sm text-slate-700">{formatDateTime(p.paidAt ?? p.createdAt)}</span>
            </Field>
            <Field label="Customer">
              <span className="block">{p.customerName}</span>
              <span className="block text-sm break-all text-slate-700">{p.customerEmail ?? p.customerMobile ?? ''}</span>
            </Field>
            <Field label="Service">
              {p.serviceName}
              <span className="block text-sm text-slate-700">
                {PAYMENT_TYPE_LABELS[p.paymentType] ?? p.paymentType}
                {p.method ? ` · ${p.method}` : ''}
              </span>
            </Field>
            <Field label="Amount">
              {formatInr(p.amountPaise)}
              {p.refundedPaise > 0 ? (
                <span className="block text-sm text-slate-700">Refunded {formatInr(p.refundedPaise)}</span>
              ) : null}
            </Field>
            <Field label="Status">
              <Badge tone={PAYMENT_STATUS_TONE[p.status]}>{PAYMENT_LIST_STATUS_LABELS[p.status]}</Badge>
            </Field>
          </>
        )}
      />
    </ListPage>
  );
}
