import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { buttonClasses } from './button';
import { cn } from './cn';
import type { FieldControlProps } from './form-field';

export const NO_FILE_CHOSEN = 'No file chosen';

export interface FilePickerProps extends Omit<React.ComponentProps<'input'>, 'type' | 'className' | 'id'> {
  /** From FormField: id, aria-describedby, aria-invalid. */
  control: FieldControlProps;
  /** The chosen file (its name is shown in full), or null. */
  file: File | null;
  buttonLabel?: string;
  className?: string;
}

/**
 * A file input that looks like the product and says what was chosen: a 'Choose file' button and
 * the chosen file's name, or 'No file chosen', in full (the native control cut it to 'No fil…osen'
 * at 375 px: issue 8). The real `<input type="file">` stays in the page, visually hidden but
 * focusable and labelled by its FormField; Enter or Space on it opens the picker, and the button
 * face shows its focus ring.
 */
export function FilePicker({ control, file, buttonLabel = 'Choose file', className, ref, ...input }: FilePickerProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const statusId = `${control.id}-chosen`;
  const describedBy = [statusId, control['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <input
        {...input}
        {...control}
        aria-describedby={describedBy}
        ref={(el) => {
          own.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) ref.current = el;
        }}
        type="file"
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        onClick={() => own.current?.click()}
        className={buttonClasses({
          variant: 'outline',
          size: 'sm',
          className:
            'cursor-pointer select-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        })}
      >
        <Upload className="size-4" />
        {buttonLabel}
      </span>
      <span id={statusId} className="min-w-0 text-sm break-all text-slate-700" data-testid="file-picker-status">
        {file ? file.name : NO_FILE_CHOSEN}
      </span>
    </div>
  );
}
