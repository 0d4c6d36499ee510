import { useLocation } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { LoginRedirect } from '../components/layout/login-redirect';
import { CompletedServices } from '../features/requests/components/completed-services';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import { SERVICES_MISSING, loadFailure } from '../lib/load-failure.server';
import type { Route } from './+types/completed-services';

/** The signed-in customer's completed services, read in-process on the server. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const requests = context.get(appServicesContext).accountRequests;
  if (!requests) return { rows: null, failed: SERVICES_MISSING };
  try {
    return { rows: (await requests.completed(user, {})).payments, failed: null };
  } catch (err) {
    // The page shows the spec's message for the status the API would have answered.
    return { rows: null, failed: loadFailure(err, 'completed services') };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Completed Services', 'Pay balances and download your completed documents.', '/completed-services');

export default function CompletedServicesRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  // Each visit (also a click on the same menu item) loads afresh.
  const { key } = useLocation();
  if (!user) return <LoginRedirect />;
  return <CompletedServices key={key} rows={loaderData.rows} failed={loaderData.failed} />;
}
