import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api-client';
import { pickErrors, serverFieldErrors, type FieldErrors } from './field-errors';

export interface UseFormOptions<F extends string> {
  /** Every text field's starting value. */
  initial: Record<F, string> | (() => Record<F, string>);
  /** The messages for these values, first one per field (usually `errorsByField(sharedSchema, values)`). */
  validate: (values: Record<F, string>) => Partial<Record<string, string>>;
  /**
   * When a field's own message shows: 'blur' (default) sets it when the field is left and clears
   * it when the field is edited; 'touched' follows every keystroke once the field has been left.
   */
  mode?: 'blur' | 'touched';
  /** Input clean-up as the person types (digits only, upper case…). */
  normalise?: (field: F, raw: string) => string;
  /** False: fields are checked only on submit (the consultation form). */
  checkOnBlur?: boolean;
  /** Messages to start with (what a plain form post's route action answered). */
  initialErrors?: Partial<Record<F, string>>;
  /** The form's message to start with (likewise). */
  initialFormError?: string | null;
}

/**
 * The one form hook (issue 9): values, checks with the shared schema on blur and on submit, the
 * server's per-field messages merged onto the same fields, a form-level message, and the submit
 * state. Extra keys (`X`: a photo, an OTP step) carry messages without being text values.
 */
export function useForm<F extends string, X extends string = never>(options: UseFormOptions<F>) {
  const { validate, mode = 'blur', normalise, checkOnBlur = true } = options;
  const [values, setValues] = useState<Record<F, string>>(options.initial);
  const [stored, setStored] = useState<FieldErrors<F | X>>(() => ({ ...options.initialErrors }));
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(options.initialFormError ?? null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const initial = useRef(options.initial);

  const live = useMemo(() => (mode === 'touched' ? validate(values) : {}), [mode, validate, values]);
  const errors: FieldErrors<F | X> = useMemo(() => {
    if (mode !== 'touched') return stored;
    const out: FieldErrors<F | X> = { ...stored };
    for (const [f, on] of Object.entries(touched) as Array<[F, boolean]>) {
      const message = live[f];
      if (on && message) out[f] = message;
    }
    return out;
  }, [mode, stored, touched, live]);

  const setError = useCallback((field: F | X, message: string | null | undefined) => {
    setStored((e) => {
      if (!message && !(field in e)) return e;
      const next = { ...e };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }, []);

  const clearErrors = useCallback((...fields: Array<F | X>) => {
    setStored((e) => {
      const next = { ...e };
      for (const f of fields) delete next[f];
      return next;
    });
  }, []);

  /** Sets fields (cleaned by `normalise`), clearing their messages and the form's. */
  const patch = useCallback(
    (changes: Partial<Record<F, string>>) => {
      setValues((v) => {
        const next = { ...v };
        for (const [f, raw] of Object.entries(changes) as Array<[F, string]>) next[f] = normalise ? normalise(f, raw) : raw;
        return next;
      });
      clearErrors(...(Object.keys(changes) as F[]));
      setFormError(null);
    },
    [normalise, clearErrors],
  );

  const set = useCallback((field: F, value: string) => patch({ [field]: value } as Partial<Record<F, string>>), [patch]);

  /** On leaving a field: its message from the shared schema (or, in 'touched' mode, from now on). */
  const blur = useCallback(
    (field: F, override?: (message: string | null) => string | null) => {
      if (!checkOnBlur) return;
      if (mode === 'touched') {
        setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
        return;
      }
      const message = validate(values)[field] ?? null;
      setError(field, override ? override(message) : message);
    },
    [mode, validate, setError, checkOnBlur, values],
  );

  /**
   * On submit: every field's message (plus `extra` ones the caller checked itself). True when the
   * form may be sent.
   */
  const validateAll = useCallback(
    (extra: FieldErrors<F | X> = {}): boolean => {
      const found = validate(values);
      const next: FieldErrors<F | X> = {};
      for (const f of Object.keys(values) as F[]) if (found[f]) next[f] = found[f];
      for (const [f, m] of Object.entries(extra) as Array<[F | X, string | undefined]>) if (m) next[f] = m;
      if (mode === 'touched') {
        setTouched(Object.fromEntries(Object.keys(values).map((f) => [f, true])) as Record<F, boolean>);
        setStored((s) => {
          const kept: FieldErrors<F | X> = {};
          for (const [f, m] of Object.entries(extra) as Array<[F | X, string | undefined]>) if (m) kept[f] = m;
          for (const [f, m] of Object.entries(s) as Array<[F | X, string | undefined]>) if (m && !(f in values)) kept[f] ??= m;
          return kept;
        });
      } else {
        setStored(next);
      }
      return Object.keys(next).length === 0;
    },
    [mode, validate, values],
  );

  /** The server's per-field messages (only for `fields`) onto the form; returns them all. */
  const applyServerErrors = useCallback((result: ApiResult<unknown>, fields: ReadonlyArray<F | X>) => {
    const all = serverFieldErrors(result);
    setStored(pickErrors(all, fields));
    return all;
  }, []);

  /** Runs the submit once at a time, with `submitting` true meanwhile. */
  const submit = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setSubmitting(true);
    try {
      return await work();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);

  const reset = useCallback((to?: Record<F, string>) => {
    const start = initial.current;
    setValues(to ?? (typeof start === 'function' ? start() : start));
    setStored({});
    setTouched({});
    setFormError(null);
  }, []);

  /**
   * The props a text field needs: name, value, error, onChange (cleaned by `input`), onBlur (checked;
   * `blur` may adjust the schema's message for this form).
   */
  const field = (name: F, opts: { input?: (raw: string) => string; blur?: (message: string | null) => string | null } = {}) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, opts.input ? opts.input(e.target.value) : e.target.value),
    onBlur: () => blur(name, opts.blur),
  });

  return {
    values,
    setValues,
    errors,
    setError,
    setErrors: setStored,
    clearErrors,
    set,
    patch,
    blur,
    validateAll,
    applyServerErrors,
    formError,
    setFormError,
    submitting,
    submit,
    reset,
    field,
  };
}

export type FormApi<F extends string, X extends string = never> = ReturnType<typeof useForm<F, X>>;
