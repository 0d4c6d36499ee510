import { LoginRedirect } from '../components/layout/login-redirect';
import { PaymentSuccess } from '../features/checkout/components/payment-success';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/payment-success';

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Payment Successful', 'Your payment was received.', '/payment-success');

export default function PaymentSuccessRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <PaymentSuccess />;
}
