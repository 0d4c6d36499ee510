import { useState } from 'react';
import { redirect } from 'react-router';
import { appServicesContext, sessionUserContext } from '@anupalan/shared/app-context';
import { ADMIN_MESSAGES, LOGIN_MESSAGES, isBackofficeRole, staffLoginSchema } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextInput } from '../../components/ui/form-field';
import { SecretInput } from '../../components/forms/secret-input';
import { safeRedirectPath } from '../../features/auth/lib/session-store';
import { apiRequest, messageOf, type ApiErrorBody } from '../../lib/api-client';
import type { Route } from './+types/login';

/** Only back-office paths are followed after the staff sign-in. */
function adminTarget(value: string | null): string {
  const path = safeRedirectPath(value);
  return path && (path === '/admin' || path.startsWith('/admin/')) && !path.startsWith('/admin/login') ? path : '/admin';
}

export function loader({ context, url }: Route.LoaderArgs) {
  const user = context.get(sessionUserContext);
  const redirectTo = adminTarget(url.searchParams.get('redirectTo'));
  if (user && isBackofficeRole(user.role)) throw redirect(redirectTo);
  return { brandName: context.get(appServicesContext).site.brandName, redirectTo, signedInAs: user ? user.role : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Staff sign-in · ${loaderData?.brandName ?? 'Back office'}` },
  { name: 'robots', content: 'noindex' },
];

type Errors = Partial<Record<'userName' | 'password', string>>;

/** `/admin/login`: staff sign in with e-mail (or mobile) and password, then go on to `/admin`. */
export default function StaffLogin({ loaderData }: Route.ComponentProps) {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(loaderData.signedInAs ? ADMIN_MESSAGES.notStaff : null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const parsed = staffLoginSchema.safeParse({ userName, password });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await apiRequest<ApiErrorBody>('/api/v1/auth/staff-login', { json: parsed.data });
    if (res.ok) {
      window.location.assign(loaderData.redirectTo);
      return;
    }
    setBusy(false);
    const fields = res.body?.errors;
    if (fields?.userName || fields?.password) {
      setErrors({ userName: fields.userName?.[0], password: fields.password?.[0] });
    }
    setMessage(messageOf(res) ?? (res.status === 0 ? LOGIN_MESSAGES.networkLogin : LOGIN_MESSAGES.invalidCredentials));
  }

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-semibold text-brand-900">Staff sign-in</h1>
        <p className="mt-1 text-slate-700">{loaderData.brandName} back office</p>
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <TextInput
            label="E-mail or mobile number"
            name="userName"
            autoComplete="username"
            required
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            error={errors.userName}
          />
          <SecretInput
            label="Password"
            name="password"
            autoComplete="current-password"
            secretName="password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          {message ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800">
              {message}
            </p>
          ) : null}
          <Button type="submit" className="w-full" loading={busy} loadingText="Signing in...">
            Sign in
          </Button>
        </form>
        <p className="mt-6 text-sm text-slate-700">
          <a href="/" className="font-medium text-brand-800 underline">
            Back to the website
          </a>
        </p>
      </Card>
    </main>
  );
}
