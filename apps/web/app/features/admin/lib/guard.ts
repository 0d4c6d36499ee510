import { data, redirect, type RouterContextProvider } from 'react-router';
import { appServicesContext, sessionUserContext } from '@anupalan/shared/app-context';
import {
  ADMIN_MESSAGES,
  GENERIC_MESSAGES,
  adminIdParamsSchema,
  isBackofficeRole,
  type AdminServices,
  type FieldErrors,
  type SessionUser,
} from '@anupalan/shared';
import type { ActionResult } from '../../../components/forms/action-form';

export const STAFF_LOGIN_PATH = '/admin/login';

/** `/admin/login?redirectTo=<this page>`: where a signed-out visitor of a back-office page is sent. */
export function staffLoginUrl(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return back === '/admin' ? STAFF_LOGIN_PATH : `${STAFF_LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * The check every `/admin` loader and action starts with (the layout's middleware runs it too):
 * signed out → redirect to the staff sign-in; a customer or partner → 403; `adminOnly` pages
 * (staff accounts) → 403 for staff. Answers the acting user and the in-process services.
 */
export function requireStaff(
  context: Readonly<RouterContextProvider>,
  /** The page's address (the loader's `url` argument, not the `.data` request's). */
  url: URL,
  opts: { adminOnly?: boolean } = {},
): { user: SessionUser; admin: AdminServices } {
  const user = context.get(sessionUserContext);
  if (!user) throw redirect(staffLoginUrl(url));
  if (!isBackofficeRole(user.role)) throw data({ message: ADMIN_MESSAGES.notStaff }, { status: 403 });
  if (opts.adminOnly && user.role !== 'admin') throw data({ message: ADMIN_MESSAGES.adminOnly }, { status: 403 });
  const admin = context.get(appServicesContext).admin;
  if (!admin) throw data({ message: 'The back office is not available.' }, { status: 503 });
  return { user, admin };
}

export type { ActionResult };

interface ServiceError {
  status: number;
  message: string;
  errors?: FieldErrors;
}
function isServiceError(err: unknown): err is ServiceError {
  return err instanceof Error && typeof (err as Partial<ServiceError>).status === 'number';
}
/** A zod parse of the posted form that threw (a missing or tampered hidden id): the form's fault, not ours. */
function isSchemaError(err: unknown): err is Error & { issues: Array<{ path: PropertyKey[]; message: string }> } {
  return err instanceof Error && err.name === 'ZodError' && Array.isArray((err as { issues?: unknown }).issues);
}

/** Runs a service call for an action; the server's refusal becomes the form's error with its status. */
export async function runAction(fn: () => Promise<string>) {
  try {
    return { ok: true, message: await fn() } as ActionResult;
  } catch (err) {
    if (isSchemaError(err)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of err.issues) (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
      return data<ActionResult>({ ok: false, message: GENERIC_MESSAGES.BAD_FORM, fieldErrors }, { status: 400 });
    }
    if (!isServiceError(err) || err.status >= 500) throw err;
    return data<ActionResult>(
      { ok: false, message: err.message, ...(err.errors ? { fieldErrors: err.errors } : {}) },
      { status: err.status },
    );
  }
}

/** A loader's service call: a refusal (404, 400 for a bad filter) becomes the page's error response. */
export async function load<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!isServiceError(err) || err.status >= 500) throw err;
    throw data({ message: err.message }, { status: err.status });
  }
}

/** A record's id from the page address (`/admin/partners/:id`): anything but a positive whole number is 404. */
export function idParam(raw: string | undefined): number {
  const parsed = adminIdParamsSchema.safeParse({ id: raw });
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data.id;
}

/** FormData → a plain object of its text fields (first value of each). */
export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && !(k in out)) out[k] = v;
  return out;
}
