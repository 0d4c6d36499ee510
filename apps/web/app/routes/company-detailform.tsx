import { LoginRedirect } from '../components/layout/login-redirect';
import { CompanyForm } from '../features/companies/components/company-form';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/company-detailform';

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Company Form', 'Add a company or change its details.', '/company-detailform');

export default function CompanyDetailFormRoute() {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <CompanyForm userId={user.id} />;
}
