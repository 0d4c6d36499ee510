import { redirect } from 'react-router';
import { formatInr, queryObject } from '@anupalan/shared';
import { Card } from '../../components/ui/card';
import { DataList, Field, PageTitle, Pager, formatDateTime } from '../../features/admin/components/admin-shell';
import { load } from '../../features/admin/lib/guard';
import { requirePartner } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/referrals';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requirePartner(context, url, 'reseller');
  if (!(await svc.partner.me(user)).emailVerified) throw redirect('/partner');
  const q = queryObject(url);
  const referrals = await load(() => svc.partner.referrals(user, q));
  const pageSize = Number(q.pageSize ?? 25) || 25;
  return { referrals, pageInfo: { page: Number(q.page ?? 1) || 1, pageSize, total: referrals.total } };
}

export const meta: Route.MetaFunction = () => [{ title: 'Referral orders' }];

/** `/partner/referrals`: the reseller's code and the paid orders that used it (first names only). */
export default function Referrals({ loaderData }: Route.ComponentProps) {
  const { referrals, pageInfo } = loaderData;
  return (
    <>
      <PageTitle>Referral orders</PageTitle>
      <Card className="mb-6">
        {referrals.code ? (
          <p>
            Your referral code is <strong className="font-mono">{referrals.code}</strong>: customers get{' '}
            {referrals.discountPercent}% off at checkout.
          </p>
        ) : (
          <p>You have no referral code yet.</p>
        )}
      </Card>
      <DataList empty="No orders have used your code yet.">
        {referrals.orders.map((o) => (
          <li key={o.orderRef} className="p-4">
            <dl className="grid gap-3 md:grid-cols-[2fr_2fr_1fr_1fr_1fr] md:items-center">
              <Field label="Date">{formatDateTime(o.paidAt)}</Field>
              <Field label="Service">{o.serviceName}</Field>
              <Field label="Customer">{o.customerFirstName}</Field>
              <Field label="Paid">{formatInr(o.amountPaise)}</Field>
              <Field label="Discount">{formatInr(o.discountPaise)}</Field>
            </dl>
          </li>
        ))}
      </DataList>
      <Pager pageInfo={pageInfo} label="Orders" />
    </>
  );
}
