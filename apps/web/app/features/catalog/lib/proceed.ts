import { en } from '@anupalan/shared/i18n/en';
import { proceedPath } from '@anupalan/shared/categories';
import { slugify } from '@anupalan/shared/slug';

/** Storefront §4 Proceed flow texts and storage key. */
export const PROCEED_LOGIN_MESSAGE = en['proceed.loginPrompt'];
export const PROCEED_FAILED = en['proceed.failed'];
/** Where the login dialog finds the page to open after sign-in (read by the auth feature). */
export const REDIRECT_STORAGE_KEY = 'anupalan.redirectTo';

export interface ProceedService {
  id: number;
  service_name: string;
  service_content?: string | null;
  slug?: string | null;
}

/** The service's checkout slug: service_content, else the slug of its name (storefront §4). */
export function proceedSlug(service: ProceedService): string {
  return service.service_content || slugify(service.service_name);
}

export interface ProceedDeps {
  /** GET /api/v1/service/{id}: the service, or null on a non-OK answer, a missing service or no answer. */
  lookupService(id: number): Promise<ProceedService | null>;
  /**
   * POST /api/v1/user/service/payment/check: the customer's open request for the service (not
   * completed; a recurring service's period is chosen at checkout), or null.
   */
  openRequestId(userId: number, serviceId: number): Promise<number | null>;
}

export interface ProceedInput {
  /** The id chosen in 'Select Service' (a select's value), or '' for none. */
  selectedId: string | number | null | undefined;
  /** The services loaded with the page. */
  services: readonly ProceedService[];
  /** The signed-in user, or null. */
  user: { id: number } | null;
  /** Income tax: ask whether it is already paid first. */
  paymentCheck: boolean;
}

export type ProceedDecision =
  /** Nothing chosen: nothing happens (the button is disabled anyway). */
  | { kind: 'none' }
  | { kind: 'alert'; message: string }
  /** Signed out: to '/' with the login prompt; after sign-in the dialog goes to `redirectTo`. */
  | {
      kind: 'login';
      redirectTo: string;
      state: { login: true; message: string; redirectTo: string; service: ProceedService };
    }
  | { kind: 'navigate'; to: string; state?: { service: unknown } };

/**
 * The proceed decision (storefront §4), free of React and fetch so it can be tested: which screen
 * the 'Proceed to Pay' button leads to.
 */
export async function decideProceed(input: ProceedInput, deps: ProceedDeps): Promise<ProceedDecision> {
  const raw = input.selectedId;
  if (raw === null || raw === undefined || String(raw).trim() === '') return { kind: 'none' };
  const service = input.services.find((s) => String(s.id) === String(raw).trim());
  if (!service) return { kind: 'alert', message: PROCEED_FAILED };

  if (!input.user) {
    const redirectTo = proceedPath(service);
    return {
      kind: 'login',
      redirectTo,
      state: { login: true, message: PROCEED_LOGIN_MESSAGE, redirectTo, service },
    };
  }

  if (input.paymentCheck) {
    let open: number | null = null;
    try {
      open = await deps.openRequestId(input.user.id, service.id);
    } catch (err) {
      console.error('payment check failed', err);
    }
    // Paid and still open: its documents. Completed work, or a recurring filing (its period is
    // chosen at checkout): the checkout, to buy it again.
    if (open) return { kind: 'navigate', to: `/document?serviceId=${service.id}&requestId=${open}` };
  }

  let found: ProceedService | null = null;
  try {
    found = await deps.lookupService(service.id);
  } catch (err) {
    // Service-lookup errors are only logged (storefront §8); the slug fallback still works.
    console.error('service lookup failed', err);
  }
  if (found && found.id === service.id) return { kind: 'navigate', to: proceedPath(found), state: { service: found } };
  return {
    kind: 'navigate',
    to: `/documents/${encodeURIComponent(proceedSlug(service))}?serviceId=${service.id}`,
    state: { service },
  };
}
