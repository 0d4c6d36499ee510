import { appServicesContext } from '@anupalan/shared/app-context';
import { LoginRedirect } from '../components/layout/login-redirect';
import { MyDocuments } from '../features/vault/components/my-documents';
import { accountMeta } from '../lib/account-meta';
import { langOfPath } from '@anupalan/shared/i18n';
import { translator } from '../lib/i18n';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import { SERVICES_MISSING, loadFailure } from '../lib/load-failure.server';
import type { Route } from './+types/my-documents';
import { routeMessages } from '@anupalan/shared/i18n';
import { vaultEn } from '@anupalan/shared/i18n/parts/vault.en';

await routeMessages(vaultEn, () => import('@anupalan/shared/i18n/parts/vault.hi').then((m) => m.vaultHi));

/** The signed-in customer's document vault, read in-process (the same call as GET /api/v1/user/vault). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const vault = context.get(appServicesContext).vault;
  if (!vault) return { data: null, failed: SERVICES_MISSING };
  try {
    return { data: await vault.mine(user), failed: null };
  } catch (err) {
    return { data: null, failed: loadFailure(err, 'vault') };
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(langOfPath(location.pathname));
  return accountMeta(matches, t('vault.title'), t('vault.intro'), '/my-documents');
};

export default function MyDocumentsRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <MyDocuments data={loaderData.data} failed={loaderData.failed ? (loaderData.failed.message ?? null) : null} />;
}
