import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { FormField, controlBorder, controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';

const TipTapEditor = lazy(() => import('./tiptap-editor'));
const subscribeNothing = () => () => {};

/**
 * A rich-text field of a back-office form. The server renders (and a browser without JavaScript
 * keeps) a plain textarea of HTML; in the browser the TipTap editor replaces it once its chunk has
 * loaded, writing its HTML into a hidden input of the same name. Either way the server sanitises it.
 */
export function RichTextField({
  label,
  name,
  defaultValue,
  error,
  hint,
  required,
  onChange,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  onChange?: (html: string) => void;
}) {
  const [html, setHtml] = useState(defaultValue);
  // False in the server render and the hydration pass, true after: the editor never renders on the server.
  const client = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const change = (v: string) => {
    setHtml(v);
    onChange?.(v);
  };
  return (
    <FormField label={label} error={error} hint={hint} required={required ?? false}>
      {(control) => {
        const textarea = (
          <textarea
            {...control}
            name={client ? undefined : name}
            rows={8}
            value={html}
            onChange={(e) => change(e.target.value)}
            className={cn(controlClasses, controlBorder(!!error), 'font-mono text-sm')}
          />
        );
        if (!client) return textarea;
        return (
          <>
            <input type="hidden" name={name} value={html} />
            <Suspense fallback={textarea}>
              <TipTapEditor
                id={control.id}
                label={label}
                value={html}
                onChange={change}
                invalid={!!error}
                describedBy={control['aria-describedby']}
              />
            </Suspense>
          </>
        );
      }}
    </FormField>
  );
}
