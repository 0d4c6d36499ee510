import { Form, useActionData, useNavigation } from 'react-router';
import type { FieldErrors } from '@anupalan/shared';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

/**
 * What a route action answers (the back office's and the partner's forms post to their route):
 * a message, or a refusal with the shared contract's per-field messages (the form keeps its values).
 */
export type ActionResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: FieldErrors };

/**
 * The one hook for a form that posts to its route's action: the answer, the server's message per
 * field (checked there with the shared contract), and which form is on its way.
 */
export function useActionForm<R extends ActionResult = ActionResult>() {
  const result = useActionData<R>();
  const navigation = useNavigation();
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return {
    result,
    /** The first message for a posted field, when the action refused the form. */
    error: (field: string): string | undefined => errors?.[field]?.[0],
    /** Whether the action refused this field. */
    invalid: (field: string): boolean => !!errors?.[field],
    /**
     * Whether a post is on its way: any (no arguments), or the one whose `field` is `value` (with
     * several forms on a page: the row's id, the button's intent).
     */
    submitting: (field?: string, value?: string | number): boolean =>
      navigation.state === 'submitting' &&
      (field === undefined || navigation.formData?.get(field) === (value === undefined ? undefined : String(value))),
    /** The value of `field` in the post on its way (which row or intent), or null. */
    submittingValue: (field: string): string | null => {
      if (navigation.state !== 'submitting') return null;
      const v = navigation.formData?.get(field);
      return typeof v === 'string' ? v : null;
    },
  };
}

/** What a route action answered (`{ ok, message }`), above the page it changed; nothing before one. */
export function ResultNotice({
  result,
  className,
}: {
  result: { ok: boolean; message: string } | undefined | null;
  /** Spacing other than the default bottom margin. */
  className?: string;
}) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={cn(
        'rounded-lg px-3 py-2 font-medium',
        className ?? 'mb-4',
        result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800',
      )}
    >
      {result.message}
    </p>
  );
}

/** Hidden inputs carrying a form's fixed values (the row's id, the intent). */
export function HiddenFields({ values }: { values: Record<string, string | number | null | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

/**
 * A form posting to its route's action, with its fixed values (`intent`, the row's id). No
 * browser checks unless `noValidate={false}`: the action checks with the shared contract and
 * answers per field.
 */
export function ActionForm({
  values = {},
  children,
  noValidate = true,
  ...form
}: { values?: Record<string, string | number | null | undefined> } & Omit<React.ComponentProps<typeof Form>, 'method'>) {
  return (
    <Form method="post" noValidate={noValidate} {...form}>
      <HiddenFields values={values} />
      {children}
    </Form>
  );
}

/** A one-button post (Expire, Deactivate…): the fixed values and the button. */
export function ActionButton({
  values,
  children,
  ...button
}: { values: Record<string, string | number> } & Omit<React.ComponentProps<typeof Button>, 'type'>) {
  return (
    <ActionForm values={values}>
      <Button type="submit" {...button}>
        {children}
      </Button>
    </ActionForm>
  );
}
