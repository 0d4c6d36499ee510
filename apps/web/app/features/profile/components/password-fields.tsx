import { useState } from 'react';
import { PASSWORD_POLICY } from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextInput } from '../../../components/ui/form-field';
import { SecretInput } from '../../../components/forms/secret-input';
import { OTP_INPUT_ATTRS, otpInput } from '../../../components/forms/otp-input';
import { serverMessage, succeeded, unreachable } from '../../../lib/api-client';
import { sendPasswordOtp } from '../api/send-password-otp';
import type { ProfileFormApi } from './profile-values';

/**
 * The Password card of the profile: a new password with its confirmation, proved by the current
 * password, or (when the account has none) by a code sent to the registered mobile or e-mail.
 */
export function PasswordFields({
  form,
  userId,
  hasPassword,
  blur,
}: {
  form: ProfileFormApi;
  userId: number;
  hasPassword: boolean;
  blur: (field: 'password' | 'password_confirmation' | 'current_password' | 'password_otp') => void;
}) {
  const [otp, setOtp] = useState<{ sending: boolean; sent: boolean; notice?: string | undefined }>({
    sending: false,
    sent: false,
  });

  async function sendCode() {
    setOtp((s) => ({ ...s, sending: true, notice: undefined }));
    form.setError('password_otp', null);
    const res = await sendPasswordOtp(userId);
    if (succeeded(res)) {
      setOtp({ sending: false, sent: true, notice: serverMessage(res) });
      return;
    }
    setOtp((s) => ({ ...s, sending: false }));
    form.setError(
      'password_otp',
      unreachable(res)
        ? 'Could not send the OTP. Please check your connection and try again.'
        : (serverMessage(res) ?? 'Could not send the OTP. Please try again.'),
    );
  }

  const field = (name: 'password' | 'password_confirmation' | 'current_password' | 'password_otp') => ({
    ...form.field(name),
    onBlur: () => blur(name),
  });

  return (
    <Card>
      <CardTitle as="h2">Password</CardTitle>
      <p className="mt-1 text-slate-700">
        {hasPassword
          ? 'Leave both fields blank to keep your current password.'
          : 'Set a password to sign in without waiting for an OTP.'}
      </p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <SecretInput
          label="New Password"
          secretName="new password"
          autoComplete="new-password"
          hint={PASSWORD_POLICY.hint}
          {...field('password')}
        />
        <SecretInput
          label="Confirm Password"
          secretName="password confirmation"
          autoComplete="new-password"
          {...field('password_confirmation')}
        />
        {hasPassword ? (
          <SecretInput
            label="Current Password"
            secretName="current password"
            autoComplete="current-password"
            hint="Needed to change your password."
            {...field('current_password')}
          />
        ) : (
          <div className="md:col-span-2">
            <TextInput
              label="OTP"
              {...OTP_INPUT_ATTRS}
              hint={otp.notice ?? 'To set a password, get an OTP on your registered mobile number or email and enter it here.'}
              {...field('password_otp')}
              onChange={(e) => form.set('password_otp', otpInput(e.target.value))}
            />
            <Button
              type="button"
              variant="outline"
              className="mt-3"
              loading={otp.sending}
              loadingText="Sending..."
              onClick={() => void sendCode()}
            >
              {otp.sent ? 'Resend OTP' : 'Send OTP'}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
