import { redirect, type RouterContextProvider } from 'react-router';
import type { SessionUser } from '@anupalan/shared';
import { sessionUserContext } from '@anupalan/shared/app-context';

/** The query that asks the home page for the login dialog (storefront §4: sign in on '/', then come back). */
export const LOGIN_QUERY = 'login';

/**
 * The signed-in user of an account page's loader or action. Signed out, the server answers 303 to
 * '/?login=required&redirectTo=<this page>': the home page with the login dialog, which says what
 * the page needs and comes back to it after signing in (before any of the page is rendered).
 */
export function requireUser(context: Readonly<RouterContextProvider>, url: URL): SessionUser {
  const user = context.get(sessionUserContext);
  if (user) return user;
  const back = new URLSearchParams({ [LOGIN_QUERY]: 'required', redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`/?${back}`, 303);
}
