import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BadgeCheck, ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput, controlBorder, controlClasses } from '../../../components/ui/form-field';
import { FilePicker } from '../../../components/ui/file-picker';
import { cn } from '../../../components/ui/cn';
import { useToast } from '../../../components/ui/toast';
import { useTimedAlert } from '../../../components/ui/timed-alert';
import { IMAGE_ACCEPT, OTP_RESEND_SECONDS, REGISTRATION_MESSAGES as M, mobileFieldInput } from '@anupalan/shared';
import { fieldErrors, serverMessage, succeeded, unreachable } from '../../auth/api/client';
import { SecretInput } from '../../auth/components/secret-input';
import { Notice } from '../../auth/components/login-dialog';
import { PASSWORD_RULE_HINT } from '../../auth/lib/login-texts';
import { sendPartnerOtp } from '../api/partner-otp';
import { verifyPartnerOtp } from '../api/verify-partner-otp';
import { registerPartner } from '../api/register-partner';
import type { PartnerPage } from '../lib/partner-kind';
import {
  imageError,
  mobileForServer,
  otpCodeError,
  otpInput,
  otpMobileError,
  registrationErrors,
  type RegistrationField,
} from '../lib/registration-rules';

/** Button texts (storefront §2 Registration pages): the same on both forms. */
const VERIFY_TO_CONTINUE = 'Verify mobile to Continue';
const CREATE_ACCOUNT = 'Create Reseller Account';
const PROCESSING = 'Processing...';

type Field = RegistrationField | 'otp' | 'image';
type Errors = Partial<Record<Field, string>>;

interface Values {
  name: string;
  mailid: string;
  mobile: string;
  otp: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: Values = { name: '', mailid: '', mobile: '', otp: '', password: '', password_confirmation: '' };

/**
 * The partner sign-up form, one component for both pages (storefront §2 Registration pages, §4,
 * §5 Registrations, §8): mobile verified by OTP first, then the account is created for staff review.
 */
export function PartnerRegistrationForm({ page }: { page: PartnerPage }) {
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useTimedAlert();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [otpSent, setOtpSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(0);
  const [busy, setBusy] = useState<null | 'send' | 'verify' | 'submit'>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  // The resend countdown ticks once a second while it runs.
  const waiting = otpSent && !verified && resendAt > now;
  const secondsLeft = waiting ? Math.ceil((resendAt - now) / 1000) : 0;
  useEffect(() => {
    if (!otpSent || verified || resendAt === 0) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= resendAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [otpSent, verified, resendAt]);

  // The preview's object URL is released when it is replaced or the form goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function setError(field: Field, message: string | null) {
    setErrors((e) => {
      const next = { ...e };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }

  function edit(field: keyof Values, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setError(field, null);
    setFormError(null);
    if (field === 'mobile' && otpSent && !verified) {
      // A new number needs its own code.
      setOtpSent(false);
      setValues((v) => ({ ...v, mobile: value, otp: '' }));
    }
  }

  function textValues() {
    const { otp: _otp, ...rest } = values;
    return rest;
  }

  function blur(field: RegistrationField) {
    setError(field, registrationErrors(textValues())[field] ?? null);
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
      const t = Date.now();
      setNow(t);
      setResendAt(t + OTP_RESEND_SECONDS * 1000);
      setErrors(({ mobile: _m, otp: _o, ...rest }) => rest);
      window.setTimeout(() => otpRef.current?.focus(), 100);
      return;
    }
    const message = unreachable(res) ? M.otpSendNetwork : (fieldErrors(res).mobile ?? serverMessage(res) ?? M.otpSendFailed);
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
      setErrors(({ otp: _otp, mobile: _mobile, ...rest }) => rest);
      toast({ title: serverMessage(res) ?? M.otpVerified, tone: 'success' });
      return;
    }
    // A failed verification clears the entered OTP and the verified flag (storefront §4).
    setVerified(false);
    setValues((v) => ({ ...v, otp: '' }));
    setError(
      'otp',
      unreachable(res) ? M.otpVerifyFailedAlert : (fieldErrors(res).custom_otp ?? serverMessage(res) ?? M.otpVerifyFailed),
    );
    toast({ title: M.otpVerifyFailedAlert, tone: 'error' });
    otpRef.current?.focus();
  }

  function onImage(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setFormError(null);
    const problem = imageError(file);
    if (problem || !file) {
      setError('image', problem);
      setImage(null);
      setPreview(null);
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setError('image', null);
    setImage(file);
    setPreview(URL.createObjectURL(file));
  }

  function removeImage() {
    setImage(null);
    setPreview(null);
    setError('image', null);
    if (fileRef.current) fileRef.current.value = '';
  }

  function reset() {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
    removeImage();
    setOtpSent(false);
    setVerified(false);
    setResendAt(0);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const next: Errors = { ...registrationErrors(textValues()) };
    const imageProblem = imageError(image);
    if (imageProblem) next.image = imageProblem;
    if (!next.mobile && !verified) next.mobile = M.mobileNotVerified;
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstError(event.currentTarget);
      return;
    }
    setBusy('submit');
    setFormError(null);
    const res = await registerPartner(page.apiBase, {
      name: values.name.trim(),
      mailid: values.mailid.trim(),
      mobile: mobileForServer(values.mobile),
      image,
      password: values.password,
      password_confirmation: values.password_confirmation,
    });
    setBusy(null);
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
    const fields = fieldErrors(res);
    const mapped: Errors = {};
    for (const f of ['name', 'mailid', 'mobile', 'image', 'password', 'password_confirmation'] as const) {
      if (fields[f]) mapped[f] = fields[f];
    }
    setErrors(mapped);
    setFormError(serverMessage(res) ?? M.registrationFailed);
  }

  const submitLabel = verified ? CREATE_ACCOUNT : VERIFY_TO_CONTINUE;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy === 'submit' || undefined}>
      <TextInput
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => edit('name', e.target.value)}
        onBlur={() => blur('name')}
      />
      <TextInput
        label="Email Address"
        name="mailid"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.mailid}
        error={errors.mailid}
        onChange={(e) => edit('mailid', e.target.value)}
        onBlur={() => blur('mailid')}
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
              onChange={(e) => edit('mobile', mobileFieldInput(e.target.value))}
              onBlur={() => !verified && blur('mobile')}
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
                  disabled={busy !== null && busy !== 'send'}
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
                <input
                  {...control}
                  ref={otpRef}
                  name="custom_otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={6}
                  value={values.otp}
                  onChange={(e) => edit('otp', otpInput(e.target.value))}
                  className={cn(controlClasses, controlBorder(!!errors.otp), 'w-36 shrink-0 tracking-[0.3em]')}
                />
                <Button size="sm" onClick={onVerifyOtp} loading={busy === 'verify'} disabled={busy !== null && busy !== 'verify'}>
                  Verify OTP
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={onSendOtp}
                  loading={busy === 'send'}
                  disabled={waiting || (busy !== null && busy !== 'send')}
                >
                  Resend OTP{waiting ? ` (${secondsLeft}s)` : ''}
                </Button>
              </div>
            )}
          </FormField>
        </div>
      )}

      <FormField label="Profile Image" error={errors.image} hint="Optional. JPEG, PNG or GIF, less than 5MB.">
        {(control) => (
          <div className="flex flex-wrap items-center gap-4">
            {preview ? (
              <img
                src={preview}
                alt="Preview of the selected profile image"
                className="size-20 shrink-0 rounded-full border border-slate-200 object-cover"
              />
            ) : (
              <span className="flex size-20 shrink-0 items-center justify-center rounded-full border border-dashed border-slate-400 bg-slate-50 text-slate-500">
                <ImagePlus aria-hidden="true" className="size-7" />
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <FilePicker control={control} file={image} ref={fileRef} name="image" accept={IMAGE_ACCEPT} onChange={onImage} />
              {preview && (
                <Button variant="ghost" size="sm" className="self-start text-red-700 hover:bg-red-50" onClick={removeImage}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove Image
                </Button>
              )}
            </div>
          </div>
        )}
      </FormField>

      <SecretInput
        label="Password"
        secretName="password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        hint={PASSWORD_RULE_HINT}
        onChange={(e) => edit('password', e.target.value)}
        onBlur={() => blur('password')}
      />
      <SecretInput
        label="Confirm Password"
        secretName="password confirmation"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onChange={(e) => edit('password_confirmation', e.target.value)}
        onBlur={() => values.password_confirmation && blur('password_confirmation')}
      />

      {formError && <Notice tone="error">{formError}</Notice>}

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!verified}
        loading={busy === 'submit'}
        loadingText={PROCESSING}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

/** Moves focus to the first field in error (its error attributes render on the next frame). */
export function focusFirstError(form: HTMLFormElement) {
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
