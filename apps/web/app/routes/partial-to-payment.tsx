import { LoginRedirect } from '../components/layout/login-redirect';
import { PartialToPayment } from '../features/checkout/components/payment-redirect';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/partial-to-payment';
import { routeMessages } from '@anupalan/shared/i18n';
import { checkoutEn } from '@anupalan/shared/i18n/parts/checkout.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await routeMessages(checkoutEn, () => import('@anupalan/shared/i18n/parts/checkout.hi').then((m) => m.checkoutHi));

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(
    matches,
    (t) => t('checkout.balance.title'),
    (t) => t('checkout.balance.description'),
    `/service/${params.service_name}/partial-to-payment`,
  );

export default function PartialToPaymentRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <PartialToPayment userId={user.id} />;
}
