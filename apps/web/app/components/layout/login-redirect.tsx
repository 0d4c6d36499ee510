import { Spinner } from '../ui/spinner';

/** What an account page shows for the moment before a signed-out visitor is sent to the login dialog. */
export function LoginRedirect({ label = 'Redirecting to login...' }: { label?: string }) {
  return (
    <div className="container-page flex min-h-[40vh] items-center justify-center py-16 text-slate-700">
      <span className="inline-flex items-center gap-3">
        <Spinner label={label} className="size-6 text-brand-700" />
        <span aria-hidden="true">{label}</span>
      </span>
    </div>
  );
}
