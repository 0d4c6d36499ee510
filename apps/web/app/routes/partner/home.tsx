import { useState } from 'react';
import { Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { PARTNER_EMAIL_MESSAGES, partnerEmailVerifySchema } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { OtpInput } from '../../components/forms/otp-input';
import { FormField } from '../../components/ui/form-field';
import { apiRequest, messageOf } from '../../lib/api-client';
import type { loader as layoutLoader } from './layout';
import { useHydrated } from '../../components/forms/use-hydrated';

export function meta() {
  return [{ title: 'Your partner account' }];
}

/** `/partner`: the account, and the e-mail proof the partner's pages need first. */
export default function PartnerHome() {
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/partner/layout');
  const revalidator = useRevalidator();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  if (!layout) return null;
  const me = layout.me;

  async function send() {
    setBusy('send');
    setResult(null);
    const res = await apiRequest('/api/v1/partner/email/otp', { json: {} });
    setBusy(null);
    setSent(res.ok);
    setResult({
      ok: res.ok,
      message: res.ok ? PARTNER_EMAIL_MESSAGES.codeSent : (messageOf(res) ?? 'The code could not be sent.'),
    });
  }
  async function verify(e: React.FormEvent) {
    e.preventDefault();
    const parsed = partnerEmailVerifySchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]!.message);
      return;
    }
    setCodeError(null);
    setBusy('verify');
    const res = await apiRequest('/api/v1/partner/email/verify', { json: parsed.data });
    setBusy(null);
    setResult({
      ok: res.ok,
      message: res.ok ? PARTNER_EMAIL_MESSAGES.verified : (messageOf(res) ?? 'The code could not be checked.'),
    });
    if (res.ok) await revalidator.revalidate();
  }

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold text-brand-900">Your partner account</h1>
      <Card className="max-w-xl">
        <CardTitle as="h2">{me.emailVerified ? 'E-mail address' : PARTNER_EMAIL_MESSAGES.stepLeftTitle}</CardTitle>
        {me.emailVerified ? (
          <>
            <p className="mt-2">
              {me.email} <span className="text-green-800">(verified)</span>
            </p>
            <p className="mt-2 text-slate-800">{PARTNER_EMAIL_MESSAGES.signInWithEmail}</p>
            <p className="mt-4">
              <Link
                to={me.role === 'service_provider' ? '/partner/requests' : '/partner/referrals'}
                className="font-medium text-brand-800 underline"
              >
                {me.role === 'service_provider' ? 'Go to my requests' : 'See the orders that used my referral code'}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 text-slate-800">{PARTNER_EMAIL_MESSAGES.stepLeft}</p>
            {me.pendingEmail ? (
              <p className="mt-2">
                Your e-mail address: <strong>{me.pendingEmail}</strong>
              </p>
            ) : null}
            {result ? (
              <p
                role={result.ok ? 'status' : 'alert'}
                className={result.ok ? 'mt-3 font-medium text-green-800' : 'mt-3 font-medium text-red-800'}
              >
                {result.message}
              </p>
            ) : null}
            <Button
              className="mt-4"
              variant={sent ? 'outline' : 'primary'}
              loading={busy === 'send'}
              loadingText="Sending..."
              onClick={send}
            >
              {sent ? 'Send a new code' : 'Send code'}
            </Button>
            <form method="post" noValidate onSubmit={verify} className="mt-4 flex flex-wrap items-end gap-3">
              <FormField label="Code" error={codeError ?? undefined}>
                {(control) => <OtpInput {...control} name="code" value={code} onValue={setCode} invalid={Boolean(codeError)} />}
              </FormField>
              <Button type="submit" loading={busy === 'verify'} loadingText="Verifying..." disabled={!hydrated}>
                Verify e-mail
              </Button>
            </form>
          </>
        )}
      </Card>
    </>
  );
}
