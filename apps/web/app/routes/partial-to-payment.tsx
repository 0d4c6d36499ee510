import { LoginRedirect } from '../components/layout/login-redirect';
import { PartialToPayment } from '../features/checkout/components/payment-redirect';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/partial-to-payment';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(
    matches,
    'Balance payment',
    'Pay the remaining balance securely.',
    `/service/${params.service_name}/partial-to-payment`,
  );

export default function PartialToPaymentRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <PartialToPayment userId={user.id} />;
}
