import { LoginRedirect } from '../components/layout/login-redirect';
import { PaymentSuccess } from '../features/checkout/components/payment-success';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/payment-success';
import { routeMessages } from '@anupalan/shared/i18n';
import { checkoutEn } from '@anupalan/shared/i18n/parts/checkout.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await routeMessages(checkoutEn, () => import('@anupalan/shared/i18n/parts/checkout.hi').then((m) => m.checkoutHi));

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(
    matches,
    (t) => t('checkout.success.metaTitle'),
    (t) => t('checkout.success.description'),
    '/payment-success',
  );

export default function PaymentSuccessRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <PaymentSuccess />;
}
