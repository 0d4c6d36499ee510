import { useEffect, useRef, useState } from 'react';
import { redirect } from 'react-router';
import { appServicesContext, sessionUserContext } from '@anupalan/shared/app-context';
import { ADMIN_MESSAGES, LOGIN_MESSAGES, isBackofficeRole, staffLoginSchema, type StaffLoginResponse } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextInput } from '../../components/ui/form-field';
import { SecretInput } from '../../components/forms/secret-input';
import { errorsByField } from '../../components/forms/field-errors';
import { useForm } from '../../components/forms/use-form';
import { safeRedirectPath } from '../../lib/session-store';
import { apiRequest, messageOf } from '../../lib/api-client';
import type { Route } from './+types/login';
import { useHydrated } from '../../components/forms/use-hydrated';

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

const FIELDS = ['userName', 'password', 'otp'] as const;
const validate = (values: Record<(typeof FIELDS)[number], string>) => errorsByField(staffLoginSchema, values);

/**
 * `/admin/login`: staff sign in with e-mail (or mobile) and password, then the code sent to their
 * e-mail (two factors, issue 27), and go on to `/admin`.
 */
export default function StaffLogin({ loaderData }: Route.ComponentProps) {
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  const form = useForm<(typeof FIELDS)[number]>({
    initial: { userName: '', password: '', otp: '' },
    validate,
    checkOnBlur: false,
  });
  // After a right password: where the code went (the second step of the sign-in).
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const otpRef = useRef<HTMLInputElement | null>(null);
  // The code field takes the focus once it is there.
  useEffect(() => {
    if (codeSent) otpRef.current?.focus();
  }, [codeSent]);
  // A customer or partner who is signed in is told why this page asks again, until they submit.
  const [notStaff, setNotStaff] = useState(!!loaderData.signedInAs);
  const [leaving, setLeaving] = useState(false);
  const message = form.formError ?? (notStaff ? ADMIN_MESSAGES.notStaff : null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setNotStaff(false);
    form.setFormError(null);
    if (!form.validateAll(codeSent && !form.values.otp.trim() ? { otp: LOGIN_MESSAGES.otpRequired } : {})) return;
    await form.submit(async () => {
      const res = await apiRequest<StaffLoginResponse>('/api/v1/auth/staff-login', {
        json: staffLoginSchema.parse(codeSent ? form.values : { ...form.values, otp: '' }),
      });
      if (res.ok) {
        if ('otpRequired' in res.body) {
          setCodeSent(res.body.message);
          form.patch({ otp: '' });
          return;
        }
        window.location.assign(res.body.user.role === 'service_provider' ? '/partner/requests' : loaderData.redirectTo);
        setLeaving(true); // the button stays busy while the next page loads
        return;
      }
      form.applyServerErrors(res, FIELDS);
      form.setFormError(messageOf(res) ?? (res.status === 0 ? LOGIN_MESSAGES.networkLogin : LOGIN_MESSAGES.invalidCredentials));
    });
  }

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-semibold text-brand-900">Staff sign-in</h1>
        <p className="mt-1 text-slate-700">{loaderData.brandName} back office</p>
        <form method="post" noValidate onSubmit={submit} className="mt-6 space-y-4">
          <TextInput label="E-mail or mobile number" autoComplete="username" required {...form.field('userName')} />
          <SecretInput
            label="Password"
            autoComplete="current-password"
            secretName="password"
            required
            {...form.field('password')}
          />
          {codeSent ? (
            <>
              <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
                {codeSent}
              </p>
              <TextInput
                ref={otpRef}
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                {...form.field('otp')}
              />
            </>
          ) : null}
          {message ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800">
              {message}
            </p>
          ) : null}
          <Button
            type="submit"
            className="w-full"
            loading={form.submitting || leaving}
            loadingText="Signing in..."
            disabled={!hydrated}
          >
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
