import { appServicesContext } from '@anupalan/shared/app-context';
import { LoginRedirect } from '../components/layout/login-redirect';
import { PaymentHistory } from '../features/payments/components/payment-history';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import { SERVICES_MISSING, loadFailure } from '../lib/load-failure.server';
import type { Route } from './+types/payment-history';

/**
 * Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). Signed
 * in: the user's payments, read in-process (the same call as POST /user/payment/history).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const account = context.get(appServicesContext).account;
  if (!account) return { rows: null, failed: SERVICES_MISSING };
  try {
    return { rows: await account.paymentHistory(user), failed: null };
  } catch (err) {
    return { rows: null, failed: loadFailure(err, 'payment history') };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Payment History', 'Your payments with their GST invoices and receipt vouchers.', '/payment-history');

export default function PaymentHistoryRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <PaymentHistory rows={loaderData.rows} failed={loaderData.failed} />;
}
