import { redirect } from 'react-router';
import { sessionUserContext } from '@anupalan/shared/app-context';
import { pageMeta } from '../lib/seo';
import { safeRedirectPath } from '../lib/session-store';
import Home, { loader as homeLoader } from './home';
import type { Route as HomeRoute } from './+types/home';
import type { Route } from './+types/login';

/**
 * Signed in already: straight on to `?redirectTo` (a path on this site) or '/'. Otherwise the home
 * page's data, for the content behind the dialog.
 */
export async function loader(args: Route.LoaderArgs) {
  if (args.context.get(sessionUserContext)) {
    throw redirect(safeRedirectPath(args.url.searchParams.get('redirectTo')) ?? '/');
  }
  return homeLoader(args as unknown as HomeRoute.LoaderArgs);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'User Login' }];
  const { site } = loaderData;
  return pageMeta({
    site,
    title: 'User Login',
    description: `Sign in to ${site.brandName} with your mobile number or e-mail address, by password or one-time code.`,
    path: '/login',
    noindex: true,
  });
};

/**
 * '/login' (storefront §2): the home page with the login dialog open (the header's account area
 * opens it on this path and honours `?redirectTo=/path`).
 */
export default function Login(props: Route.ComponentProps) {
  return <Home {...(props as unknown as HomeRoute.ComponentProps)} />;
}
