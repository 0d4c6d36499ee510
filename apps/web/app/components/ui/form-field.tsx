import { useId } from 'react';
import { cn } from './cn';

/** What a field control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FormFieldProps {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The spec's message, shown in red under the field; also marks the control invalid. */
  error?: React.ReactNode;
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

export const controlClasses =
  'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 [&[readonly]]:bg-slate-50 ' +
  'focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600';

export function controlBorder(invalid: boolean): string {
  return invalid ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-400';
}

/** Label above, hint under, error in red under the field (DESIGN.md forms). */
export function FormField({ label, hint, error, required, id, className, children }: FormFieldProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block font-medium text-slate-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = Pick<FormFieldProps, 'label' | 'hint' | 'error'> & { fieldClassName?: string };

export function TextInput({
  label,
  hint,
  error,
  fieldClassName,
  className,
  id,
  required,
  ...rest
}: FieldProps & React.ComponentProps<'input'>) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => <input {...rest} {...control} className={cn(controlClasses, controlBorder(!!error), className)} />}
    </FormField>
  );
}

export function TextArea({
  label,
  hint,
  error,
  fieldClassName,
  className,
  id,
  required,
  rows = 4,
  ...rest
}: FieldProps & React.ComponentProps<'textarea'>) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <textarea
          rows={rows}
          {...rest}
          {...control}
          className={cn(controlClasses, controlBorder(!!error), 'resize-y', className)}
        />
      )}
    </FormField>
  );
}
