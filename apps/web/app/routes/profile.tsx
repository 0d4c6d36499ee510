import { pageMeta } from '../lib/seo';
import { ProfilePage } from '../features/profile/components/profile-page';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/profile';

/** Signed out: the server sends the visitor to sign in first (lib/require-user.server.ts). */
export function loader({ context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  return null;
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

export default function Profile() {
  return <ProfilePage />;
}
