import { data, redirect, type RouterContextProvider } from 'react-router';
import { appServicesContext, sessionUserContext } from '@anupalan/shared/app-context';
import { REQUEST_ADMIN_MESSAGES, type RequestAdminServices, type SessionUser } from '@anupalan/shared';
import { STAFF_LOGIN_PATH, requireStaff } from './guard';

/** The `/admin/requests` pages: the staff check, then the request side's in-process service. */
export function requireRequestAdmin(context: Readonly<RouterContextProvider>, url: URL) {
  const { user } = requireStaff(context, url);
  const svc = context.get(appServicesContext).requestAdmin;
  if (!svc) throw data({ message: 'The back office is not available.' }, { status: 503 });
  return { user, svc };
}

/**
 * The `/partner` pages: a signed-in reseller or service provider (signed out → the staff sign-in,
 * which service providers use; other roles → 403). The service checks the role again.
 */
export function requirePartner(
  context: Readonly<RouterContextProvider>,
  url: URL,
  role?: 'reseller' | 'service_provider',
): { user: SessionUser; svc: RequestAdminServices } {
  const user = context.get(sessionUserContext);
  if (!user) throw redirect(`${STAFF_LOGIN_PATH}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  const ok = role ? user.role === role : user.role === 'reseller' || user.role === 'service_provider';
  if (!ok) throw data({ message: REQUEST_ADMIN_MESSAGES.partnerOnly }, { status: 403 });
  const svc = context.get(appServicesContext).requestAdmin;
  if (!svc) throw data({ message: 'This page is not available.' }, { status: 503 });
  return { user, svc };
}
