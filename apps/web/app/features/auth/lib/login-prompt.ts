import { loginRequiredMessage } from '../../../lib/login-required';
import { safeRedirectPath } from '../../../lib/session-store';

/**
 * Navigation state that asks for the login dialog: the proceed flow sends
 * `{ login: true, message: 'Please login to access documents', redirectTo, service }` to '/'
 * (storefront §4); signed-in pages send the same shape when nobody is signed in.
 */
export interface LoginPromptState {
  login: true;
  message?: string;
  redirectTo?: string;
  service?: unknown;
}

export interface LoginPrompt {
  message: string | null;
  redirectTo: string | null;
}

/** The prompt carried by a location's state, or null when it asks for nothing. */
export function readLoginPrompt(state: unknown): LoginPrompt | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  if (s.login !== true) return null;
  const message = typeof s.message === 'string' && s.message.trim() ? s.message : null;
  return { message, redirectTo: safeRedirectPath(s.redirectTo) };
}

/**
 * The prompt of a server redirect from an account page a signed-out visitor asked for:
 * '/?login=required&redirectTo=/profile' (lib/require-user.server.ts), with that page's message.
 */
export function promptFromQuery(pathname: string, search: string): LoginPrompt | null {
  if (pathname !== '/') return null;
  const q = new URLSearchParams(search);
  if (q.get('login') !== 'required') return null;
  const redirectTo = safeRedirectPath(q.get('redirectTo'));
  if (!redirectTo) return null;
  return { message: loginRequiredMessage(new URL(redirectTo, 'http://local').pathname), redirectTo };
}
