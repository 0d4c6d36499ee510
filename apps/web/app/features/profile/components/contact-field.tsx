import { useId } from 'react';
import { Check, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField, controlBorder, controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';

export type ContactChannel = 'email' | 'mobile';

export interface ContactState {
  value: string;
  /** Unlocked by its Edit toggle (portal §2: locked until Edit is pressed). */
  editing: boolean;
  /** A code was sent to `value`; it goes with Save Profile. */
  otpSent: boolean;
  otp: string;
  sending: boolean;
  error?: string;
  otpError?: string;
  notice?: string;
  /**
   * Where the code confirming the change went (the account's current e-mail or mobile, masked):
   * a session alone does not change who can sign in (issue 27). Its code goes with Save Profile.
   */
  confirm?: { channel: ContactChannel; to: string; message: string };
  confirmOtp: string;
  confirmError?: string;
  /** Order of the codes sent, so the newest confirming code is the one sent with Save Profile. */
  sentSeq?: number;
}

export function initialContact(value: string): ContactState {
  return { value, editing: false, otpSent: false, otp: '', sending: false, confirmOtp: '' };
}

/** The confirming code's label: 'OTP sent to your current mobile number ••••••3210'. */
export function confirmLabel(confirm: NonNullable<ContactState['confirm']>): string {
  return `OTP sent to your current ${confirm.channel === 'email' ? 'email address' : 'mobile number'} ${confirm.to}`;
}

interface ContactFieldProps {
  channel: ContactChannel;
  label: string;
  state: ContactState;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  onToggle: () => void;
  onOtpChange: (otp: string) => void;
  onConfirmOtpChange: (otp: string) => void;
  onResend: () => void;
  onCancel: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  otpRef?: React.Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * E-mail or mobile with its own Edit/Save toggle (portal §2 Profile screen). Saving a new value
 * sends a code to it and another to the account's current e-mail or mobile; the small step under
 * the field takes both codes, and Save Profile applies them.
 */
export function ContactField({
  channel,
  label,
  state,
  onValueChange,
  onBlur,
  onToggle,
  onOtpChange,
  onConfirmOtpChange,
  onResend,
  onCancel,
  inputRef,
  otpRef,
  disabled,
}: ContactFieldProps) {
  const otpId = useId();
  const confirmId = useId();
  const isEmail = channel === 'email';
  const what = isEmail ? 'email' : 'mobile number';
  return (
    <div className="space-y-3">
      <FormField
        label={label}
        required
        error={state.error}
        hint={state.editing ? `Press Save to verify the new ${what}.` : undefined}
      >
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              ref={inputRef}
              name={channel}
              type={isEmail ? 'email' : 'tel'}
              inputMode={isEmail ? 'email' : 'numeric'}
              autoComplete={isEmail ? 'email' : 'tel-national'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={isEmail ? 254 : undefined}
              value={state.value}
              readOnly={!state.editing}
              onChange={(e) => onValueChange(e.target.value)}
              onBlur={onBlur}
              className={cn(controlClasses, controlBorder(!!state.error), 'min-w-0 flex-1')}
            />
            <Button
              variant={state.editing ? 'primary' : 'outline'}
              size="sm"
              className="w-24 shrink-0"
              onClick={onToggle}
              loading={state.sending}
              disabled={disabled}
              aria-pressed={state.editing}
            >
              {state.editing ? <Check aria-hidden="true" className="size-4" /> : <Pencil aria-hidden="true" className="size-4" />}
              {state.editing ? 'Save' : 'Edit'}
              <span className="sr-only"> {label}</span>
            </Button>
          </div>
        )}
      </FormField>
      {state.otpSent && (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-3">
          {state.notice && <p className="mb-2 text-sm font-medium text-brand-900">{state.notice}</p>}
          <label htmlFor={otpId} className="block text-sm font-medium text-slate-900">
            OTP sent to {state.value}
          </label>
          <div className="mt-1.5 flex flex-wrap gap-2">
            <input
              id={otpId}
              ref={otpRef}
              name={`${channel}_otp`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={state.otp}
              aria-invalid={state.otpError ? true : undefined}
              aria-describedby={state.otpError ? `${otpId}-error` : undefined}
              onChange={(e) => onOtpChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
              className={cn(controlClasses, controlBorder(!!state.otpError), 'w-36 tracking-[0.3em]')}
            />
            <Button variant="ghost" size="sm" onClick={onResend} disabled={disabled || state.sending}>
              Resend OTP
            </Button>
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={disabled}>
              Cancel change
            </Button>
          </div>
          {state.otpError && (
            <p id={`${otpId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {state.otpError}
            </p>
          )}
          {state.confirm && (
            <div className="mt-3">
              <p className="mb-2 text-sm text-brand-900">{state.confirm.message}</p>
              <label htmlFor={confirmId} className="block text-sm font-medium text-slate-900">
                {confirmLabel(state.confirm)}
              </label>
              <input
                id={confirmId}
                name={`${channel}_current_otp`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={state.confirmOtp}
                aria-invalid={state.confirmError ? true : undefined}
                aria-describedby={state.confirmError ? `${confirmId}-error` : undefined}
                onChange={(e) => onConfirmOtpChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
                className={cn(controlClasses, controlBorder(!!state.confirmError), 'mt-1.5 w-36 tracking-[0.3em]')}
              />
              {state.confirmError && (
                <p id={`${confirmId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                  {state.confirmError}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
