import { PROFILE_MESSAGES } from '@anupalan/shared';
import { appServicesContext } from '@anupalan/shared/app-context';
import { pageMeta } from '../lib/seo';
import { ProfilePage } from '../features/profile/components/profile-page';
import { PrivacySection } from '../features/privacy/privacy-section';
import { DataRights } from '../features/data-rights/data-rights';
import { requireUser } from '../lib/require-user.server';
import { SERVICES_MISSING, loadFailure } from '../lib/load-failure.server';
import type { Route } from './+types/profile';
import { routeMessages } from '@anupalan/shared/i18n';
import { privacyEn } from '@anupalan/shared/i18n/parts/privacy.en';
import { dataRightsEn } from '@anupalan/shared/i18n/parts/dataRights.en';

await Promise.all([
  routeMessages(privacyEn, () => import('@anupalan/shared/i18n/parts/privacy.hi').then((m) => m.privacyHi)),
  routeMessages(dataRightsEn, () => import('@anupalan/shared/i18n/parts/dataRights.hi').then((m) => m.dataRightsHi)),
]);

/**
 * Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). Signed
 * in: the profile, read in-process through the same service and presenter as POST
 * /web/user/profile; a failure becomes the page's own text (portal §8).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const account = context.get(appServicesContext).account;
  const failed = (f: { message: string | null }) => ({ profile: null, error: f.message ?? PROFILE_MESSAGES.loadFailed });
  if (!account) return failed(SERVICES_MISSING);
  try {
    return { profile: await account.profile(user), error: null };
  } catch (err) {
    return failed(loadFailure(err, 'profile'));
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0]?.loaderData?.site;
  if (!site) return [{ title: 'My Profile' }];
  return pageMeta({
    site,
    title: 'My Profile',
    description: 'Your contact details, address, identity numbers and password.',
    path: '/profile',
    noindex: true,
  });
};

export default function Profile({ loaderData }: Route.ComponentProps) {
  return (
    <ProfilePage profile={loaderData.profile} error={loaderData.error}>
      <PrivacySection />
      <DataRights />
    </ProfilePage>
  );
}
