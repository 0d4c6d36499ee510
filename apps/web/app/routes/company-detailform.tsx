import { LoginRedirect } from '../components/layout/login-redirect';
import { CompanyForm } from '../features/companies/components/company-form';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/company-detailform';

/** Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). */
export function loader({ context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Company Form', 'Add a company or change its details.', '/company-detailform');

export default function CompanyDetailFormRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <CompanyForm userId={user.id} />;
}
