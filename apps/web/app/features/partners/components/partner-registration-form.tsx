import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput, controlBorder, controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';
import { Notice } from '../../../components/ui/notice';
import { useToast } from '../../../components/ui/toast';
import { useTimedAlert } from '../../../components/ui/timed-alert';
import { ImageField, useImageField } from '../../../components/forms/image-field';
import { OtpInput } from '../../../components/forms/otp-input';
import { SecretInput } from '../../../components/forms/secret-input';
import { focusFirstError, serverFieldErrors } from '../../../components/forms/field-errors';
import { useForm } from '../../../components/forms/use-form';
import { useResendCountdown } from '../../../components/forms/use-resend-countdown';
import { serverMessage, succeeded, unreachable } from '../../../lib/api-client';
import { OTP_RESEND_SECONDS, PASSWORD_POLICY, REGISTRATION_MESSAGES as M, mobileFieldInput } from '@anupalan/shared';
import { sendPartnerOtp } from '../api/partner-otp';
import { verifyPartnerOtp } from '../api/verify-partner-otp';
import { registerPartner } from '../api/register-partner';
import type { PartnerPage } from '../lib/partner-kind';
import {
  mobileForServer,
  otpCodeError,
  otpMobileError,
  registrationErrors,
  type RegistrationField,
} from '../lib/registration-rules';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { ConsentChoices } from '../../../components/forms/consent-choices';
import type { WithdrawablePurpose } from '@anupalan/shared/contracts/privacy-texts';

/** Button texts (storefront §2 Registration pages): the same on both forms. */
const VERIFY_TO_CONTINUE = 'Verify mobile to Continue';
const CREATE_ACCOUNT = 'Create Reseller Account';
const PROCESSING = 'Processing...';

type Field = RegistrationField | 'otp';

const EMPTY: Record<Field, string> = { name: '', mailid: '', mobile: '', otp: '', password: '', password_confirmation: '' };
const SERVER_FIELDS = ['name', 'mailid', 'mobile', 'image', 'password', 'password_confirmation'] as const;

function validate({ otp: _otp, ...text }: Record<Field, string>) {
  return registrationErrors(text);
}

/**
 * The partner sign-up form, one component for both pages (storefront §2 Registration pages, §4,
 * §5 Registrations, §8): mobile verified by OTP first, then the account is created for staff review.
 */
export function PartnerRegistrationForm({ page }: { page: PartnerPage }) {
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useTimedAlert();
  const form = useForm<Field, 'image'>({ initial: EMPTY, validate });
  const { values, errors, setError, clearErrors, setFormError } = form;
  const image = useImageField(() => {
    clearErrors('image');
    setFormError(null);
  });
  const [otpSent, setOtpSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState<null | 'send' | 'verify'>(null);
  const [purposes, setPurposes] = useState<WithdrawablePurpose[]>([]);
  const countdown = useResendCountdown(OTP_RESEND_SECONDS);
  const otpRef = useRef<HTMLInputElement>(null);
  const waiting = otpSent && !verified && countdown.waiting;
  const anyBusy = busy ?? (form.submitting ? 'submit' : null);

  function editMobile(value: string) {
    if (otpSent && !verified) {
      // A new number needs its own code.
      setOtpSent(false);
      form.patch({ mobile: value, otp: '' });
      return;
    }
    form.set('mobile', value);
  }

  async function onSendOtp() {
    const mobileProblem = otpMobileError(values.mobile);
    if (mobileProblem) {
      setError('mobile', mobileProblem);
      return;
    }
    setBusy('send');
    setFormError(null);
    const res = await sendPartnerOtp(page.apiBase, mobileForServer(values.mobile));
    setBusy(null);
    if (succeeded(res)) {
      toast({ title: serverMessage(res) ?? M.otpSent, tone: 'success' });
      setOtpSent(true);
      countdown.start();
      clearErrors('mobile', 'otp');
      window.setTimeout(() => otpRef.current?.focus(), 100);
      return;
    }
    const message = unreachable(res)
      ? M.otpSendNetwork
      : (serverFieldErrors(res).mobile ?? serverMessage(res) ?? M.otpSendFailed);
    setError(otpSent ? 'otp' : 'mobile', message);
    toast({ title: message, tone: 'error' });
  }

  async function onVerifyOtp() {
    const codeProblem = otpCodeError(values.otp);
    if (codeProblem) {
      setError('otp', codeProblem);
      return;
    }
    setBusy('verify');
    const res = await verifyPartnerOtp(page.apiBase, mobileForServer(values.mobile), values.otp);
    setBusy(null);
    if (succeeded(res)) {
      setVerified(true);
      clearErrors('otp', 'mobile');
      toast({ title: serverMessage(res) ?? M.otpVerified, tone: 'success' });
      return;
    }
    // A failed verification clears the entered OTP and the verified flag (storefront §4).
    setVerified(false);
    form.setValues((v) => ({ ...v, otp: '' }));
    setError(
      'otp',
      unreachable(res) ? M.otpVerifyFailedAlert : (serverFieldErrors(res).custom_otp ?? serverMessage(res) ?? M.otpVerifyFailed),
    );
    toast({ title: M.otpVerifyFailedAlert, tone: 'error' });
    otpRef.current?.focus();
  }

  function reset() {
    form.reset();
    image.clear();
    setOtpSent(false);
    setVerified(false);
    countdown.stop();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (anyBusy) return;
    const formEl = event.currentTarget;
    const ok = form.validateAll({
      otp: undefined,
      image: image.error ?? undefined,
      ...(!registrationErrors(values).mobile && !verified ? { mobile: M.mobileNotVerified } : {}),
    });
    if (!ok) {
      focusFirstError(formEl);
      return;
    }
    setFormError(null);
    await form.submit(async () => {
      const res = await registerPartner(page.apiBase, {
        name: values.name.trim(),
        mailid: values.mailid.trim(),
        mobile: mobileForServer(values.mobile),
        image: image.file,
        password: values.password,
        password_confirmation: values.password_confirmation,
        consent_purposes: purposes,
      });
      if (succeeded(res)) {
        reset();
        alert.show({ title: serverMessage(res) ?? M.registered, icon: 'success' });
        await navigate('/');
        return;
      }
      if (unreachable(res)) {
        setFormError(M.registrationFailed);
        return;
      }
      form.applyServerErrors(res, SERVER_FIELDS);
      setFormError(serverMessage(res) ?? M.registrationFailed);
    });
  }

  const submitLabel = verified ? CREATE_ACCOUNT : VERIFY_TO_CONTINUE;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={form.submitting || undefined}>
      <TextInput label="Full Name" autoComplete="name" required {...form.field('name')} />
      <TextInput
        label="Email Address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('mailid')}
      />

      <FormField
        label="Mobile Number"
        required
        error={errors.mobile}
        hint={verified ? undefined : 'We will send a 6-digit code to this number.'}
      >
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={values.mobile}
              readOnly={verified}
              onChange={(e) => editMobile(mobileFieldInput(e.target.value))}
              onBlur={() => !verified && form.blur('mobile')}
              className={cn(controlClasses, controlBorder(!!errors.mobile), 'min-w-0 flex-1')}
            />
            {verified ? (
              <span className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg bg-green-50 px-3 text-sm font-semibold text-green-800">
                <BadgeCheck aria-hidden="true" className="size-4" />
                Verified
              </span>
            ) : (
              !otpSent && (
                <Button
                  variant="outline"
                  size="sm"
                  className="shrink-0"
                  onClick={onSendOtp}
                  loading={busy === 'send'}
                  disabled={anyBusy !== null && anyBusy !== 'send'}
                >
                  Send OTP
                </Button>
              )
            )}
          </div>
        )}
      </FormField>

      {otpSent && !verified && (
        <div className="rounded-card border border-slate-200 bg-slate-50 p-4">
          <FormField label="Enter OTP" error={errors.otp} hint={`Sent to ${values.mobile}.`}>
            {(control) => (
              <div className="flex flex-wrap gap-2">
                <OtpInput
                  {...control}
                  ref={otpRef}
                  name="custom_otp"
                  pattern="[0-9]*"
                  value={values.otp}
                  onValue={(code) => form.set('otp', code)}
                  invalid={!!errors.otp}
                  className="shrink-0"
                />
                <Button
                  size="sm"
                  onClick={onVerifyOtp}
                  loading={busy === 'verify'}
                  disabled={anyBusy !== null && anyBusy !== 'verify'}
                >
                  Verify OTP
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={onSendOtp}
                  loading={busy === 'send'}
                  disabled={waiting || (anyBusy !== null && anyBusy !== 'send')}
                >
                  Resend OTP{waiting ? ` (${countdown.secondsLeft}s)` : ''}
                </Button>
              </div>
            )}
          </FormField>
        </div>
      )}

      <ImageField
        image={image}
        label="Profile Image"
        name="image"
        hint="Optional. JPEG, PNG or GIF, less than 5MB."
        alt="Preview of the selected profile image"
        error={errors.image}
        removable
      />

      <SecretInput
        label="Password"
        secretName="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_POLICY.hint}
        {...form.field('password')}
      />
      <SecretInput
        label="Confirm Password"
        secretName="password confirmation"
        autoComplete="new-password"
        required
        {...form.field('password_confirmation')}
        onBlur={() => values.password_confirmation && form.blur('password_confirmation')}
      />

      <ConsentChoices line="consent.form.service" chosen={purposes} onChange={setPurposes} disabled={form.submitting} />

      {form.formError && <Notice tone="error">{form.formError}</Notice>}

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!verified || !hydrated}
        loading={form.submitting}
        loadingText={PROCESSING}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
