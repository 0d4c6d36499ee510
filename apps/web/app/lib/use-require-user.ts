import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@anupalan/shared';
import { useRootData } from '../root';

export const LOGIN_REQUIRED_MESSAGE = 'Please login to access documents';

/**
 * The signed-in user of an account page. Signed out, the page goes to '/' with the login dialog's
 * state (storefront §4 proceed flow): `{ login: true, message, redirectTo: <this path> }`.
 */
export function useRequireUser(): SessionUser | null {
  const { user } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (user) return;
    navigate('/', { replace: true, state: { login: true, message: LOGIN_REQUIRED_MESSAGE, redirectTo } });
  }, [user, navigate, redirectTo]);
  return user;
}
