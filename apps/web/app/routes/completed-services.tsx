import { useLocation } from 'react-router';
import { LoginRedirect } from '../components/layout/login-redirect';
import { CompletedServices } from '../features/requests/components/completed-services';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/completed-services';

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Completed Services', 'Pay balances and download your completed documents.', '/completed-services');

export default function CompletedServicesRoute() {
  const user = useRequireUser();
  // Each visit (also a click on the same menu item) loads afresh.
  const { key } = useLocation();
  if (!user) return <LoginRedirect />;
  return <CompletedServices key={key} userId={user.id} />;
}
