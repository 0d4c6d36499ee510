import { Select as S } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { FormField, controlBorder, controlClasses, type FormFieldProps } from './form-field';
import { cn } from './cn';

export interface SelectOption {
  /** Must not be the empty string (Radix reserves it for "nothing chosen"). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Pick<FormFieldProps, 'label' | 'hint' | 'error' | 'required' | 'id'> {
  options: SelectOption[];
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Name for native form submission (Radix renders a hidden <select>). */
  name?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A styled listbox for short lists. The visible label is tied to the trigger with for/id, so the
 * combobox is announced by its label. For long lists on phones prefer NativeSelect.
 */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  className,
}: SelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <S.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          name={name}
          required={required}
          disabled={disabled}
        >
          <S.Trigger
            id={control.id}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            className={cn(
              controlClasses,
              controlBorder(!!error),
              'flex items-center justify-between gap-2 text-left data-[placeholder]:text-slate-600',
            )}
          >
            <S.Value placeholder={placeholder} />
            <S.Icon>
              <ChevronDown aria-hidden="true" className="size-5 text-slate-600" />
            </S.Icon>
          </S.Trigger>
          <S.Portal>
            <S.Content
              position="popper"
              sideOffset={4}
              className="z-50 max-h-[min(var(--radix-select-content-available-height),22rem)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-card border border-slate-200 bg-white shadow-lg"
            >
              <S.Viewport className="p-1">
                {options.map((o) => (
                  <S.Item
                    key={o.value}
                    value={o.value}
                    disabled={o.disabled}
                    className="relative flex min-h-11 cursor-pointer items-center rounded-md py-2 pr-3 pl-9 text-slate-800 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
                  >
                    <S.ItemIndicator className="absolute left-2.5">
                      <Check aria-hidden="true" className="size-4" />
                    </S.ItemIndicator>
                    <S.ItemText>{o.label}</S.ItemText>
                  </S.Item>
                ))}
              </S.Viewport>
            </S.Content>
          </S.Portal>
        </S.Root>
      )}
    </FormField>
  );
}

export interface NativeSelectProps extends Pick<FormFieldProps, 'label' | 'hint' | 'error'>, React.ComponentProps<'select'> {
  options: SelectOption[];
  /** Shown as a first, empty-valued option (e.g. '-- Choose a service --'). */
  placeholder?: string;
  fieldClassName?: string;
}

/** A real <select>: the phone's own picker, best for long lists. */
export function NativeSelect({
  label,
  hint,
  error,
  options,
  placeholder,
  fieldClassName,
  className,
  id,
  required,
  ...rest
}: NativeSelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <div className="relative">
          <select
            {...rest}
            {...control}
            className={cn(controlClasses, controlBorder(!!error), 'appearance-none pr-10', className)}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600"
          />
        </div>
      )}
    </FormField>
  );
}
