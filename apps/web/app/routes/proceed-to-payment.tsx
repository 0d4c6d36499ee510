import { LoginRedirect } from '../components/layout/login-redirect';
import { ProceedToPayment } from '../features/checkout/components/payment-redirect';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/proceed-to-payment';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, 'Payment', 'Secure payment.', `/service/${params.serviceName}/proceed-to-payment`);

export default function ProceedToPaymentRoute({ params }: Route.ComponentProps) {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <ProceedToPayment userId={user.id} serviceName={params.serviceName} />;
}
