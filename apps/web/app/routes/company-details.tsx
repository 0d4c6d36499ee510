import { appServicesContext } from '@anupalan/shared/app-context';
import { LoginRedirect } from '../components/layout/login-redirect';
import { CompanyList } from '../features/companies/components/company-list';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import { SERVICES_MISSING, loadFailure } from '../lib/load-failure.server';
import type { Route } from './+types/company-details';

/**
 * Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). Signed
 * in: the user's companies, read in-process (the same call as GET /user/all_companies/{user}).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const account = context.get(appServicesContext).account;
  if (!account) return { companies: null, failed: SERVICES_MISSING };
  try {
    return { companies: await account.companies(user), failed: null };
  } catch (err) {
    return { companies: null, failed: loadFailure(err, 'companies') };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Company Details', 'Your companies: add, view, edit or delete them.', '/company-details');

export default function CompanyDetailsRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <CompanyList userId={user.id} companies={loaderData.companies} />;
}
