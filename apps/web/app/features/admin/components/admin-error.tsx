import { isRouteErrorResponse, Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { ADMIN_MESSAGES } from '@anupalan/shared/contracts/admin-texts';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

function Refusal({ status, message }: { status: number; message: string }) {
  const title = status === 403 ? 'No access' : status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <section className="flex min-h-[60dvh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-lg text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-brand-700" />
        <h1 className="mt-3 text-2xl font-semibold text-brand-900">{title}</h1>
        <p className="mt-2 text-slate-700">{message}</p>
        <p className="mt-1 text-sm text-slate-600">Error {status}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {status === 403 ? (
            <Link to="/admin/login" reloadDocument className={buttonClasses({ variant: 'primary' })}>
              Staff sign-in
            </Link>
          ) : (
            <Link to="/admin" className={buttonClasses({ variant: 'primary' })}>
              Back office home
            </Link>
          )}
          <a href="/" className={buttonClasses({ variant: 'outline' })}>
            Back to the website
          </a>
        </div>
      </Card>
    </section>
  );
}

/** A back-office error: 403 (wrong role) with the way to the staff sign-in, 404, or a failure. */
export function AdminErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const given = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : null;
  const message =
    typeof given === 'string'
      ? given
      : status === 403
        ? ADMIN_MESSAGES.forbidden
        : status === 404
          ? 'There is no such page in the back office.'
          : 'We could not show this page. Please try again in a moment.';
  return <Refusal status={status} message={message} />;
}
