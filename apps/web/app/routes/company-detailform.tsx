import { useLocation } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { LoginRedirect } from '../components/layout/login-redirect';
import { CompanyForm } from '../features/companies/components/company-form';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import { loadFailure } from '../lib/load-failure.server';
import type { Route } from './+types/company-detailform';

/**
 * Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). When the
 * address names a company (`?id=`, the list's Edit), the company as the server keeps it, found
 * among the signed-in user's own (the same call as GET /user/all_companies/{user}): another
 * account's id, or one that no longer exists, is `failed`.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const named = url.searchParams.get('id');
  if (named === null) return { company: null, failed: false };
  const id = Number(named);
  const account = context.get(appServicesContext).account;
  if (!account || !Number.isSafeInteger(id) || id <= 0) return { company: null, failed: true };
  try {
    const company = (await account.companies(user)).find((c) => c.id === id) ?? null;
    return { company, failed: company === null };
  } catch (err) {
    loadFailure(err, 'company form');
    return { company: null, failed: true };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Company Form', 'Add a company or change its details.', '/company-detailform');

export default function CompanyDetailFormRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  const { search } = useLocation();
  if (!user) return <LoginRedirect />;
  // A new address (another company's Edit) starts a new form.
  return <CompanyForm key={search} userId={user.id} loaded={loaderData} />;
}
