import { data, type RouterContextProvider } from 'react-router';
import { CONSULTATION_MESSAGES as M, consultationFieldErrors, consultationSchema } from '@anupalan/shared';
import { appServicesContext, clientIpContext } from '@anupalan/shared/app-context';
import { mobileFieldInput } from '@anupalan/shared/mobile-input';
import type { ConsultationFormField, ConsultationFormResult, ConsultationFormValues } from './lib/form-result';

const FIELDS: readonly ConsultationFormField[] = ['name', 'mobile', 'email', 'service_id', 'message'];

/** The typed values as the form shows them again (text only; at most the field caps a browser would keep). */
function valuesOf(form: FormData): ConsultationFormValues {
  const out = {} as ConsultationFormValues;
  for (const f of FIELDS) {
    const v = form.get(f);
    out[f] = typeof v === 'string' ? v.slice(0, 5000) : '';
  }
  // The mobile as the form keeps it while typing ('+91 98765 00031' → '9876500031'), so a plain
  // post is read as the same form with its script would have sent it.
  out.mobile = mobileFieldInput(out.mobile);
  return out;
}

const refused = (
  status: number,
  values: ConsultationFormValues,
  fieldErrors: Partial<Record<ConsultationFormField, string>>,
  message: string | null,
  headers?: HeadersInit,
) => data<ConsultationFormResult>({ form: 'consultation', ok: false, message, fieldErrors, values }, { status, headers });

/**
 * The consultation form without JavaScript (storefront §5, §8): a plain form post to the page it is
 * on (a category page's route action). The same limit (counted with the API's, per address), the
 * same shared schema and messages and the same leads service as POST /api/v1/user/contact_us/store;
 * the page then shows the spec's success message, or the messages with everything typed kept.
 * Nothing typed ever goes into an address (the form's method is post).
 */
export async function consultationAction({
  request,
  url,
  context,
}: {
  request: Request;
  /** The page's address (the route's, never the '.data' one). */
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await request.formData();
  const values = valuesOf(form);
  const leads = context.get(appServicesContext).leads;
  if (!leads) return refused(503, values, {}, M.httpFailed);
  const clientIp = context.get(clientIpContext) ?? 'unknown';

  // Counted before anything is checked, as the API route does: a refused post stores nothing.
  const admitted = await leads.admit(clientIp);
  if (!admitted.allowed) {
    return refused(429, values, {}, M.rateLimited, { 'retry-after': String(admitted.retryAfterSeconds) });
  }
  // The consent fields of the form (the notice version it showed, the optional purposes ticked).
  const withConsent = {
    ...values,
    notice_version: form.get('notice_version') ?? undefined,
    consent_purposes: form.getAll('consent_purposes').filter((v): v is string => typeof v === 'string'),
  };
  const parsed = consultationSchema.safeParse(withConsent);
  if (!parsed.success) return refused(422, values, pick(consultationFieldErrors(withConsent)), M.failed);
  try {
    const { message } = await leads.submit(parsed.data, {
      clientIp,
      sourcePath: sourcePathOf(url),
      consentMeta: { clientIp, userAgent: request.headers.get('user-agent'), channel: 'no_script' },
    });
    return data<ConsultationFormResult>({ form: 'consultation', ok: true, message });
  } catch (err) {
    const fieldErrors = appErrorFields(err);
    if (fieldErrors) return refused(422, values, fieldErrors, null);
    console.error('consultation form post failed', err);
    return refused(500, values, {}, M.failed);
  }
}

/** The page the form was sent from: the action's own path (a category page, e.g. "/gst"). */
function sourcePathOf(url: URL): string | null {
  const path = url.pathname;
  return /^\/[\w\-./]*$/.test(path) ? path.slice(0, 200) : null;
}

function pick(errors: Partial<Record<string, string>>): Partial<Record<ConsultationFormField, string>> {
  const out: Partial<Record<ConsultationFormField, string>> = {};
  for (const f of FIELDS) if (errors[f]) out[f] = errors[f];
  return out;
}

/** A service's field refusal (the API's AppError with `errors`, e.g. an unknown service), first message per field. */
function appErrorFields(err: unknown): Partial<Record<ConsultationFormField, string>> | null {
  if (!(err instanceof Error) || err.name !== 'AppError') return null;
  const errors = (err as { errors?: Record<string, string[] | undefined> }).errors;
  if (!errors) return null;
  const out: Partial<Record<ConsultationFormField, string>> = {};
  for (const f of FIELDS) {
    const first = errors[f]?.[0];
    if (first) out[f] = first;
  }
  return Object.keys(out).length ? out : null;
}
