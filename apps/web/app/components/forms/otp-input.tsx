import { controlBorder, controlClasses } from '../ui/form-field';
import { cn } from '../ui/cn';

export const OTP_LENGTH = 6;

/** The OTP input keeps digits only, at most 6 (storefront §5, portal §5). */
export function otpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** The attributes every one-time-code input carries (numeric keyboard, the phone's code autofill). */
export const OTP_INPUT_ATTRS = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: OTP_LENGTH,
} as const;

export interface OtpInputProps extends Omit<React.ComponentProps<'input'>, 'onChange' | 'value'> {
  value: string;
  /** Called with the cleaned code (digits only, at most 6). */
  onValue: (code: string) => void;
  invalid?: boolean;
}

/** A 6-digit code box (wire it to a FormField's control, or give it its own label). */
export function OtpInput({ value, onValue, invalid, className, ...rest }: OtpInputProps) {
  return (
    <input
      {...OTP_INPUT_ATTRS}
      {...rest}
      value={value}
      onChange={(e) => onValue(otpInput(e.target.value))}
      aria-invalid={invalid ? true : rest['aria-invalid']}
      className={cn(controlClasses, controlBorder(!!invalid), 'w-36 tracking-[0.3em]', className)}
    />
  );
}
