import { LoginRedirect } from '../components/layout/login-redirect';
import { CompanyList } from '../features/companies/components/company-list';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/company-details';

/** Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). */
export function loader({ context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Company Details', 'Your companies: add, view, edit or delete them.', '/company-details');

export default function CompanyDetailsRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <CompanyList userId={user.id} />;
}
