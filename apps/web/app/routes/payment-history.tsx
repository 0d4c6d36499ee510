import { LoginRedirect } from '../components/layout/login-redirect';
import { PaymentHistory } from '../features/payments/components/payment-history';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/payment-history';

/** Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). */
export function loader({ context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Payment History', 'Your payments with their GST invoices and receipt vouchers.', '/payment-history');

export default function PaymentHistoryRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <PaymentHistory userId={user.id} />;
}
