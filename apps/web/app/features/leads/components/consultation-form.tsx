import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useForm } from '../../../components/forms/use-form';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { CircleAlert, CircleCheck } from 'lucide-react';
// The texts and the mobile clean-up only: this form is on every category page's first load; the
// rule (the shared zod schema) loads when the form is first focused, or on submit.
import {
  CONSULTATION_MESSAGES as M,
  CONSULTATION_MESSAGE_MAX,
  CONSULTATION_NAME_MAX,
  type ConsultationField,
} from '@anupalan/shared/contracts/leads-texts';
import { mobileFieldInput } from '@anupalan/shared/mobile-input';
import { PRIVACY_NOTICE, type WithdrawablePurpose } from '@anupalan/shared/contracts/privacy-texts';
import { ConsentChoices } from '../../../components/forms/consent-choices';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { TextArea, TextInput } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import { useTimedAlert } from '../../../components/ui/timed-alert';
import { cn } from '../../../components/ui/cn';
import { isAbort } from '../../../lib/api-client';
import { consultationEn } from '@anupalan/shared/i18n/parts/consultation.en';
import { consultationHi } from '@anupalan/shared/i18n/parts/consultation.hi';
import { useT } from '../../../lib/i18n';
import { usePartT } from '../../../lib/i18n-part';

const TEXTS = { en: consultationEn, hi: consultationHi };
import { listAllServices, type ServiceOption } from '../api/list-services';
import { submitConsultation } from '../api/submit-consultation';
import type {
  ConsultationFormField as FieldName,
  ConsultationFormResult,
  ConsultationFormValues as Values,
} from '../lib/form-result';
const EMPTY: Values = { name: '', mobile: '', email: '', service_id: '', message: '' };

type Rules = (values: unknown) => Partial<Record<ConsultationField, string>>;
let rules: Rules | null = null;
let loadingRules: Promise<Rules> | null = null;

/**
 * The shared rule (`consultationFieldErrors`), loaded once per page. It comes through the package's
 * entry, which configures zod for the page's CSP before any schema is made. A failed load is not
 * kept, so the next attempt tries again.
 */
function loadRules(): Promise<Rules> {
  loadingRules ??= import('@anupalan/shared').then(
    (shared) => (rules = shared.consultationFieldErrors),
    (err: unknown) => {
      loadingRules = null;
      throw err;
    },
  );
  return loadingRules;
}

/** The messages for these values; called only once the rule is loaded (on submit). */
const validate = (values: Values) => (rules ? rules(values) : {});

type ServiceList = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; services: ServiceOption[] };

export interface ConsultationFormProps {
  /**
   * The services to choose from (a category page passes its own). Without it the form loads every
   * service from the menu endpoint, with the spec's loading and failure texts.
   */
  services?: readonly ServiceOption[];
  title?: string;
  className?: string;
  /** What the page's route action answered to a plain (no-JavaScript) post of this form, if anything. */
  result?: ConsultationFormResult;
}

/** Loads all services when none are given; 'Loading services...' until then. */
function useServiceList(given: readonly ServiceOption[] | undefined): ServiceList {
  const [loaded, setLoaded] = useState<ServiceList>({ state: 'loading' });
  useEffect(() => {
    if (given) return;
    const ctrl = new AbortController();
    listAllServices(ctrl.signal)
      .then((list) => setLoaded(list ? { state: 'ready', services: list } : { state: 'failed' }))
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        console.error('Failed to load services', err);
        setLoaded({ state: 'failed' });
      });
    return () => ctrl.abort();
  }, [given]);
  return given ? { state: 'ready', services: [...given] } : loaded;
}

/**
 * The free consultation form (storefront §2 right column, §5, §8): name, mobile, email, service and
 * an optional message. Checked with the shared schema before sending; the server checks again.
 * Nothing typed is lost on an error; the form clears only after a success.
 *
 * Before its script has loaded (or without JavaScript) it is a plain form post to the page it is on,
 * whose route action (consultation-action.server.ts) answers with the page and `result`: the
 * success message, or the messages with what was typed. Never a GET: nothing typed reaches an address.
 */
export function ConsultationForm({ services, title, className, result }: ConsultationFormProps) {
  const refused = result && !result.ok ? result : null;
  // The shared rule's and the fallbacks' English messages, said in the page's language.
  const tr = useT();
  const p = usePartT(TEXTS);
  const form = useForm<FieldName>({
    initial: refused?.values ?? EMPTY,
    validate,
    checkOnBlur: false,
    initialErrors: refused?.fieldErrors,
    initialFormError: refused?.message ?? null,
  });
  // The success message of a plain post, shown until the form is sent again.
  const [posted, setPosted] = useState<string | null>(result?.ok ? result.message : null);
  const [purposes, setPurposes] = useState<WithdrawablePurpose[]>([]);
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const { values, errors, formError } = form;
  const busy = form.submitting;
  const alert = useTimedAlert();
  const list = useServiceList(services);
  const headingId = useId();
  const errorId = useId();

  // What someone typed into the server's HTML before this code arrived stays (the form's state
  // starts from it, not from empty), so a submit right after hydration sends what is on screen.
  const formRef = useRef<HTMLFormElement>(null);
  const { setValues } = form;
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const typed = new FormData(element);
    setValues((current) => {
      let next = current;
      for (const field of Object.keys(current) as FieldName[]) {
        const raw = typed.get(field);
        if (typeof raw !== 'string') continue;
        const value = field === 'mobile' ? mobileFieldInput(raw) : raw;
        if (value !== current[field]) next = { ...next, [field]: value };
      }
      return next;
    });
  }, [setValues]);

  // Every mobile field takes a pasted '+91 98765 00031' and keeps the 10 digits.
  const set = (field: FieldName) => form.field(field, { input: field === 'mobile' ? mobileFieldInput : undefined }).onChange;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    form.setFormError(null);
    setPosted(null);
    const formElement = e.currentTarget;
    if (!rules) {
      try {
        await loadRules();
      } catch (err) {
        // The rule's script could not be fetched: nothing is sent, nothing typed is lost.
        console.error('Failed to load the consultation rules', err);
        form.setFormError(M.network);
        return;
      }
    }
    if (!form.validateAll()) {
      const found = validate(values);
      const first = (['name', 'mobile', 'email', 'service_id', 'message'] as const).find((f) => found[f]);
      if (first) formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await form.submit(async () => {
      const outcome = await submitConsultation({
        ...values,
        source_path: window.location.pathname,
        notice_version: PRIVACY_NOTICE.version,
        consent_purposes: purposes,
      });
      if (outcome.ok) {
        form.reset(EMPTY);
        setPurposes([]);
        alert.show({ title: tr.text(outcome.message), icon: 'success', durationMs: 5000 });
      } else {
        form.setErrors(outcome.fieldErrors);
        form.setFormError(outcome.message);
      }
    });
  }

  const selectOptions = list.state === 'ready' ? list.services.map((s) => ({ value: String(s.id), label: s.service_name })) : [];
  const selectPlaceholder =
    list.state === 'loading'
      ? M.servicesLoading
      : list.state === 'failed'
        ? M.servicesFailed
        : selectOptions.length === 0
          ? M.servicesEmpty
          : p('consultation.selectService');
  const messageLength = values.message.length;

  return (
    <Card className={cn('shadow-sm', className)}>
      <CardTitle as="h2" id={headingId}>
        {title ?? p('consultation.title')}
      </CardTitle>
      <CardDescription>{p('consultation.intro')}</CardDescription>
      <form
        id="consultation"
        ref={formRef}
        method="post"
        // A plain post goes to this page's own action and comes back scrolled to the form.
        action={`${pathname}${search}#consultation`}
        // The browser's own checks work before the script loads; once hydrated, the form shows its own messages.
        noValidate={hydrated}
        aria-labelledby={headingId}
        aria-describedby={formError ? errorId : undefined}
        onSubmit={onSubmit}
        // The rule loads as soon as someone starts on the form, so the submit does not wait for it.
        onFocus={() => void loadRules().catch(() => {})}
        className="mt-5 scroll-mt-28 space-y-4"
      >
        <TextInput
          label={p('consultation.name')}
          name="name"
          required
          autoComplete="name"
          maxLength={CONSULTATION_NAME_MAX}
          value={values.name}
          onChange={set('name')}
          error={errors.name && tr.text(errors.name)}
        />
        <TextInput
          label={p('consultation.mobile')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          hint={p('consultation.mobileHint')}
          value={values.mobile}
          onChange={set('mobile')}
          error={errors.mobile && tr.text(errors.mobile)}
        />
        <TextInput
          label={p('consultation.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email && tr.text(errors.email)}
        />
        <NativeSelect
          label={p('consultation.service')}
          name="service_id"
          required
          placeholder={tr.text(selectPlaceholder)}
          options={selectOptions}
          disabled={list.state !== 'ready' || selectOptions.length === 0}
          value={values.service_id}
          onChange={set('service_id')}
          error={errors.service_id && tr.text(errors.service_id)}
        />
        <TextArea
          label={p('consultation.message')}
          name="message"
          rows={4}
          value={values.message}
          onChange={set('message')}
          error={errors.message && tr.text(errors.message)}
          hint={
            <span className={cn(messageLength > CONSULTATION_MESSAGE_MAX && 'font-medium text-red-700')}>
              {p('consultation.count', { count: String(messageLength), max: String(CONSULTATION_MESSAGE_MAX) })}
            </span>
          }
        />
        <ConsentChoices line="consent.form.service" chosen={purposes} onChange={setPurposes} disabled={busy} />
        {posted && (
          <div
            role="status"
            className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{tr.text(posted)}</span>
          </div>
        )}
        {formError && (
          <div
            id={errorId}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{tr.text(formError)}</span>
          </div>
        )}
        <Button type="submit" variant="accent" className="w-full" loading={busy} loadingText={p('consultation.loading')}>
          {p('consultation.submit')}
        </Button>
      </form>
    </Card>
  );
}
