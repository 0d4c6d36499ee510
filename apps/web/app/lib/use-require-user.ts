import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@anupalan/shared';
import { useRootData } from '../root';
import { loginRequiredMessage } from './login-required';

/**
 * The signed-in user of an account page. Signed out, the page goes to '/' with the login dialog's
 * state (storefront §4 proceed flow): `{ login: true, message, redirectTo: <this path> }`, the
 * message saying what fits this page.
 */
export function useRequireUser(): SessionUser | null {
  const { user } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (user) return;
    const message = loginRequiredMessage(location.pathname);
    navigate('/', { replace: true, state: { login: true, message, redirectTo } });
  }, [user, navigate, redirectTo, location.pathname]);
  return user;
}
