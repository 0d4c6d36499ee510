import { Link, NavLink, Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { ROLE_LABELS } from '@anupalan/shared';
import { SignOut, navLinkClasses } from '../../features/admin/components/admin-shell';
import { requirePartner } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/layout';

/** Every `/partner` page: a signed-in reseller or service provider (each page checks again). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }) => {
    requirePartner(context, url);
  },
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requirePartner(context, url);
  return { me: await svc.partner.me(user), brandName: context.get(appServicesContext).site.brandName };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

const navLink = navLinkClasses('inline-flex');

/** The partner's frame: who is signed in, their pages, sign out. */
export default function PartnerLayout({ loaderData }: Route.ComponentProps) {
  const { me, brandName } = loaderData;
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/partner" className="font-semibold text-brand-900">
            {brandName} · {ROLE_LABELS[me.role]}
          </Link>
          <nav aria-label="Partner" className="flex flex-wrap gap-1">
            <NavLink to="/partner" end className={navLink}>
              Account
            </NavLink>
            {me.role === 'service_provider' ? (
              <NavLink to="/partner/requests" className={navLink}>
                My requests
              </NavLink>
            ) : (
              <NavLink to="/partner/referrals" className={navLink}>
                Referral orders
              </NavLink>
            )}
          </nav>
          <div className="flex items-center gap-2">
            <span className="text-sm text-slate-700">{me.name}</span>
            <SignOut to="/" />
          </div>
        </div>
      </header>
      {/* Inside the storefront's own <main> (root.tsx): one main landmark per page. */}
      <div className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String((error.data as { message: unknown }).message)
      : status === 404
        ? 'Page not found'
        : 'Something went wrong. Please try again.';
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-brand-900">
        {status === 403 ? 'No access' : status === 404 ? 'Not found' : 'Error'}
      </h1>
      <p role="alert" className="mt-3 text-slate-800">
        {message}
      </p>
      <p className="mt-6">
        <Link to="/partner" className="font-medium text-brand-800 underline">
          Your partner account
        </Link>
      </p>
    </div>
  );
}
