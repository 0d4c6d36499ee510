import { FormField, controlBorder, controlClasses, type FormFieldProps } from '../ui/form-field';
import { cn } from '../ui/cn';

/**
 * A labelled native select over `[value, label]` pairs, posted by name (the back office's and the
 * partner's route forms, and the lists' filters).
 */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  error,
  hint,
  required,
  id,
  className,
  fieldClassName,
}: Pick<FormFieldProps, 'label' | 'hint' | 'error' | 'required' | 'id'> & {
  name: string;
  options: readonly (readonly [string, string])[];
  defaultValue?: string | number;
  /** Classes of the select (its width). */
  className?: string;
  fieldClassName?: string;
}) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <select
          {...control}
          name={name}
          defaultValue={defaultValue}
          className={cn(controlClasses, controlBorder(!!error), className)}
        >
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
