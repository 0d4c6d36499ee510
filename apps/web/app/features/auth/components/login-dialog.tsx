import { useEffect, useId, useRef, useState } from 'react';
import { LOGIN_MESSAGES, displayName, identifierFieldInput, parseIdentifier } from '@anupalan/shared';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';
import { Notice } from '../../../components/ui/notice';
import { SecretInput } from '../../../components/forms/secret-input';
import { otpInput } from '../../../components/forms/otp-input';
import { serverFieldErrors } from '../../../components/forms/field-errors';
import { serverMessage, succeeded, unreachable } from '../../../lib/api-client';
import { sendLoginOtp } from '../api/send-otp';
import { login } from '../api/login';
import { identifierError, otpError, passwordError, type LoginMode } from '../lib/login-rules';
import { loginFailureText } from '../lib/login-texts';
import { clearRedirect, notifyUserChanged, rememberWelcome, writeStoredUser } from '../../../lib/session-store';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { useT } from '../../../lib/i18n';
import { ConsentChoices } from '../../../components/forms/consent-choices';
import { PRIVACY_NOTICE, type WithdrawablePurpose } from '@anupalan/shared/contracts/privacy-texts';
import { localePath } from '@anupalan/shared/i18n';

/** OTP field focus delay after a successful send (storefront §4, §9). */
export const OTP_FOCUS_DELAY_MS = 100;

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A notice shown above the form, e.g. 'Please login to access documents'. */
  prompt?: string | null;
  /** Where to go after signing in (a path on this site); '/' when absent. */
  redirectTo?: string | null;
}

/**
 * 'User Login' (storefront §2 Login dialog, §4, §5 Login, §8): mobile number or e-mail, then a
 * password or an OTP. On success the session cookie is set by the server, the display data is
 * stored for this tab, and the page reloads at '/' (or the remembered redirect), where the
 * 'Welcome, {name}!' alert is shown.
 */
export function LoginDialog({ open, onOpenChange, prompt, redirectTo }: LoginDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('login.title')}
        size="md"
        onOpenAutoFocus={(event) => {
          // Start in the identifier field rather than on the close button.
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[name="user_name"]');
          if (field) {
            event.preventDefault();
            field.focus();
          }
        }}
      >
        {/* Rendered only while open, so every opening starts with a fresh form. */}
        <LoginForm prompt={prompt ?? null} redirectTo={redirectTo ?? null} />
      </DialogContent>
    </Dialog>
  );
}

type FieldName = 'identifier' | 'password' | 'otp';
type Errors = Partial<Record<FieldName, string>>;
type Busy = null | 'send' | 'login' | 'done';

function LoginForm({ prompt, redirectTo }: { prompt: string | null; redirectTo: string | null }) {
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  // Every text in the page's language: the shared rules' messages (English) through t.text, the
  // server's answers already in it (the API client sends the page's language).
  const t = useT();
  const [identifier, setIdentifier] = useState('');
  const [mode, setMode] = useState<LoginMode>('password');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [purposes, setPurposes] = useState<WithdrawablePurpose[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const focusTimer = useRef<number | undefined>(undefined);
  const radioName = useId();

  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  const secret = mode === 'password' ? password : otp;
  const incomplete = !identifier.trim() || !secret;

  function setFieldError(field: FieldName, message: string | null) {
    setErrors((e) => {
      const next = { ...e };
      if (message) next[field] = t.text(message);
      else delete next[field];
      return next;
    });
  }

  function edit(field: FieldName, value: string) {
    if (field === 'identifier') setIdentifier(value);
    else if (field === 'password') setPassword(value);
    else setOtp(value);
    // Editing a field clears its error (storefront §4).
    setFieldError(field, null);
    setFormError(null);
  }

  function changeMode(next: LoginMode) {
    setMode(next);
    setErrors(({ identifier: keep }) => (keep ? { identifier: keep } : {}));
    setFormError(null);
    setNotice(null);
  }

  async function onSendOtp() {
    const idError = identifierError(identifier);
    setFieldError('identifier', idError);
    if (idError || busy) return;
    setBusy('send');
    setFormError(null);
    setNotice(null);
    const res = await sendLoginOtp({ user_name: identifier.trim() });
    setBusy(null);
    if (succeeded(res)) {
      setNotice(serverMessage(res) ?? t.text(LOGIN_MESSAGES.otpSent));
      setErrors(({ identifier: keep }) => (keep ? { identifier: keep } : {}));
      window.clearTimeout(focusTimer.current);
      focusTimer.current = window.setTimeout(() => otpRef.current?.focus(), OTP_FOCUS_DELAY_MS);
    } else if (unreachable(res)) {
      setFormError(t.text(LOGIN_MESSAGES.networkSend));
    } else {
      const fields = serverFieldErrors(res);
      if (fields.user_name) setFieldError('identifier', fields.user_name);
      setFormError(serverMessage(res) ?? t.text(LOGIN_MESSAGES.sendFailed));
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {};
    const idError = identifierError(identifier);
    if (idError) next.identifier = t.text(idError);
    const secretError = mode === 'password' ? passwordError(password) : otpError(otp);
    if (secretError) next[mode] = t.text(secretError);
    setErrors(next);
    if (idError || secretError) return;

    const userName = identifier.trim();
    setBusy('login');
    setFormError(null);
    setNotice(null);
    const res = await login(
      mode === 'password'
        ? { user_name: userName, password, login_type: 'password' }
        : { user_name: userName, otp, notice_version: PRIVACY_NOTICE.version, consent_purposes: purposes },
    );
    if (!succeeded(res)) {
      setBusy(null);
      if (unreachable(res)) {
        setFormError(t.text(mode === 'otp' ? LOGIN_MESSAGES.networkVerify : LOGIN_MESSAGES.networkLogin));
        return;
      }
      const fields = serverFieldErrors(res);
      const mapped: Errors = {};
      if (fields.user_name) mapped.identifier = fields.user_name;
      if (mode === 'password' && fields.password) mapped.password = fields.password;
      if (mode === 'otp' && fields.otp) mapped.otp = fields.otp;
      setErrors(mapped);
      setFormError(serverMessage(res) ?? t.text(loginFailureText(mode)));
      return;
    }
    const body = res.body;
    const email = body.email ?? (parseIdentifier(userName)?.kind === 'email' ? userName : null);
    const name = body.name;
    setNotice(serverMessage(res) ?? t.text(mode === 'otp' ? LOGIN_MESSAGES.otpVerified : LOGIN_MESSAGES.loginSuccessful));
    writeStoredUser({ id: body.user_id, name, user_name: userName, email });
    rememberWelcome(displayName({ name, user_name: userName, email }));
    notifyUserChanged();
    setBusy('done');
    clearRedirect();
    // A full reload: every loader (and the header) starts again with the new session cookie, in
    // the account's language when it is Hindi (the server set the `lang` cookie with the session).
    window.location.assign(localePath(redirectTo ?? '/', body.language === 'hi' ? 'hi' : t.lang));
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy ? true : undefined}>
      {prompt && <Notice tone="info">{t.text(prompt)}</Notice>}
      <TextInput
        label={t('login.identifier')}
        name="user_name"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={identifier}
        error={errors.identifier}
        onChange={(e) => edit('identifier', identifierFieldInput(e.target.value))}
        onBlur={() => setFieldError('identifier', identifierError(identifier))}
        disabled={busy === 'done'}
      />

      <fieldset>
        <legend className="sr-only">{t('login.how')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['password', t('login.withPassword')],
              ['otp', t('login.withOtp')],
            ] as const
          ).map(([value, text]) => (
            <label
              key={value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium leading-tight',
                mode === value
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-slate-300 text-slate-800 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={radioName}
                value={value}
                checked={mode === value}
                onChange={() => changeMode(value)}
                className="size-4 shrink-0 accent-brand-800"
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'password' ? (
        <SecretInput
          key="password"
          label={t('login.password')}
          secretName="password"
          toggleLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => edit('password', e.target.value)}
          onBlur={() => password && setFieldError('password', passwordError(password))}
          disabled={busy === 'done'}
        />
      ) : (
        <SecretInput
          key="otp"
          ref={otpRef}
          label={t('login.otp')}
          secretName="OTP"
          toggleLabels={{ show: t('login.showOtp'), hide: t('login.hideOtp') }}
          name="otp"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          value={otp}
          error={errors.otp}
          onChange={(e) => edit('otp', otpInput(e.target.value))}
          onBlur={() => otp && setFieldError('otp', otpError(otp))}
          disabled={busy === 'done'}
          addon={
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              onClick={onSendOtp}
              loading={busy === 'send'}
              disabled={busy !== null && busy !== 'send'}
            >
              {t('login.sendOtp')}
            </Button>
          }
        />
      )}

      {mode === 'otp' && (
        <ConsentChoices line="consent.form.signup" chosen={purposes} onChange={setPurposes} disabled={busy === 'done'} />
      )}

      {formError && <Notice tone="error">{formError}</Notice>}
      {notice && <Notice tone="success">{notice}</Notice>}

      <Button
        type="submit"
        className={cn('w-full', incomplete && 'cursor-not-allowed opacity-60 hover:bg-brand-800')}
        aria-disabled={incomplete || undefined}
        loading={busy === 'login' || busy === 'done'}
        disabled={busy === 'send' || !hydrated}
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
