import { Outlet, useRouteLoaderData } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { AdminShell } from '../../features/admin/components/admin-shell';
import { AdminErrorPage } from '../../features/admin/components/admin-error';
import { requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/layout';

/**
 * Runs before every loader and action of every page under /admin (document and data requests
 * alike): no staff session → the staff sign-in; a customer or partner → 403. Each page's loader
 * and action checks again (and the services check the role a third time).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }) => {
    requireStaff(context, url);
  },
];

export function loader({ context, url }: Route.LoaderArgs) {
  const { user } = requireStaff(context, url);
  return { user, brandName: context.get(appServicesContext).site.brandName };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} brandName={loaderData.brandName}>
      <Outlet />
    </AdminShell>
  );
}

/** 403 (wrong role), 404 and failures, inside the back-office frame when the user may see it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const body = <AdminErrorPage error={error} />;
  return layout ? (
    <AdminShell user={layout.user} brandName={layout.brandName}>
      {body}
    </AdminShell>
  ) : (
    <main id="main" className="min-h-dvh bg-slate-50">
      {body}
    </main>
  );
}
