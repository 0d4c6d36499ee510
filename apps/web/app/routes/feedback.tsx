import { LoginRedirect } from '../components/layout/login-redirect';
import { FeedbackPage } from '../features/feedback/components/feedback-page';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/feedback';

/** Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). */
export function loader({ context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Feedback', 'Rate our service and tell us how we did.', '/feedback');

export default function FeedbackRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <FeedbackPage userId={user.id} />;
}
