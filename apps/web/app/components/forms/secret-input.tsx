import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FormField, controlBorder, controlClasses } from '../ui/form-field';
import { cn } from '../ui/cn';

export interface SecretInputProps extends Omit<React.ComponentProps<'input'>, 'type'> {
  label: React.ReactNode;
  error?: React.ReactNode;
  hint?: React.ReactNode;
  /** What the toggle shows/hides, for its accessible name ('Show password', 'Hide OTP'). */
  secretName: string;
  /** The toggle's names in the page's language (issue 23); English 'Show {secretName}' otherwise. */
  toggleLabels?: { show: string; hide: string };
  fieldClassName?: string;
  /** Something beside the input (e.g. the 'Send OTP' button). */
  addon?: React.ReactNode;
}

/** A password-like field with a show/hide toggle (storefront §2 Login dialog). */
export function SecretInput({
  label,
  error,
  hint,
  secretName,
  toggleLabels,
  fieldClassName,
  className,
  id,
  required,
  addon,
  ...rest
}: SecretInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <input
              {...rest}
              {...control}
              type={shown ? 'text' : 'password'}
              className={cn(controlClasses, controlBorder(!!error), 'pr-12', className)}
            />
            <button
              type="button"
              onClick={() => setShown((s) => !s)}
              aria-label={
                toggleLabels ? (shown ? toggleLabels.hide : toggleLabels.show) : `${shown ? 'Hide' : 'Show'} ${secretName}`
              }
              aria-pressed={shown}
              aria-controls={control.id}
              className="absolute top-1/2 right-0.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            </button>
          </div>
          {addon}
        </div>
      )}
    </FormField>
  );
}
