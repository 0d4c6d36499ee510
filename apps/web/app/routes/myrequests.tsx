import { useLocation } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { LoginRedirect } from '../components/layout/login-redirect';
import { MyRequests } from '../features/requests/components/my-requests';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/myrequests';

/** The signed-in customer's requests, read in-process on the server (the page then renders with them). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const requests = context.get(appServicesContext).accountRequests;
  const conversation = context.get(appServicesContext).conversationPages;
  const refundRequests = context.get(appServicesContext).refundRequests;
  if (!requests) return { rows: null, unread: {}, refunds: {} };
  try {
    const [rows, unread, refunds] = await Promise.all([
      requests.mine(user),
      conversation ? conversation.unread(user) : null,
      refundRequests ? refundRequests.mine(user) : {},
    ]);
    return { rows, unread: unread?.requests ?? {}, refunds };
  } catch (err) {
    // The page shows the spec's message, with 'Try Again' (the loader once more).
    console.error('my requests load failed', err);
    return { rows: null, unread: {}, refunds: {} };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'My Payment Requests', 'Your service requests, their documents and stages.', '/myrequests');

export default function MyRequestsRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  // Each visit (also a click on the same menu item) loads afresh.
  const { key } = useLocation();
  if (!user) return <LoginRedirect />;
  return <MyRequests key={key} requests={loaderData.rows} unread={loaderData.unread} refunds={loaderData.refunds} />;
}
