import { useLocation } from 'react-router';
import { LoginRedirect } from '../components/layout/login-redirect';
import { MyRequests } from '../features/requests/components/my-requests';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/myrequests';

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'My Payment Requests', 'Your service requests, their documents and stages.', '/myrequests');

export default function MyRequestsRoute() {
  const user = useRequireUser();
  // Each visit (also a click on the same menu item) loads afresh.
  const { key } = useLocation();
  if (!user) return <LoginRedirect />;
  return <MyRequests key={key} userId={user.id} />;
}
