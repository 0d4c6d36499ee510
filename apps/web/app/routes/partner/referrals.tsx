import { redirect } from 'react-router';
import { formatInr, queryObject } from '@anupalan/shared';
import { Card } from '../../components/ui/card';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { ListPage } from '../../components/lists/list-page';
import { pageInfoFor } from '../../components/lists/pager';
import { load } from '../../features/admin/lib/guard';
import { requirePartner } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/referrals';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requirePartner(context, url, 'reseller');
  if (!(await svc.partner.me(user)).emailVerified) throw redirect('/partner');
  const q = queryObject(url);
  const referrals = await load(() => svc.partner.referrals(user, q));
  return { referrals, pageInfo: pageInfoFor(q, referrals.total) };
}

export const meta: Route.MetaFunction = () => [{ title: 'Referral orders' }];

/** `/partner/referrals`: the reseller's code and the paid orders that used it (first names only). */
export default function Referrals({ loaderData }: Route.ComponentProps) {
  const { referrals, pageInfo } = loaderData;
  return (
    <ListPage title="Referral orders" pageInfo={pageInfo} pagerLabel="Orders">
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
      <DataRows
        items={referrals.orders}
        empty="No orders have used your code yet."
        rowKey={(o) => o.orderRef}
        columns="md:grid-cols-[2fr_2fr_1fr_1fr_1fr] md:items-center"
        row={(o) => (
          <>
            <Field label="Date">{formatDateTime(o.paidAt)}</Field>
            <Field label="Service">{o.serviceName}</Field>
            <Field label="Customer">{o.customerFirstName}</Field>
            <Field label="Paid">{formatInr(o.amountPaise)}</Field>
            <Field label="Discount">{formatInr(o.discountPaise)}</Field>
          </>
        )}
      />
    </ListPage>
  );
}
