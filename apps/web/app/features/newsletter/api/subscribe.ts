import type { FieldErrors } from '@anupalan/shared';
import { NEWSLETTER_MESSAGES } from '@anupalan/shared/contracts/newsletter-texts';

/** What the endpoint answers: `{ success: true, message }` or `{ success: false, message, code, errors? }`. */
interface Answer {
  success?: boolean;
  message?: string;
  errors?: FieldErrors;
}

export type SubscribeOutcome = { ok: true; message: string } | { ok: false; message: string };

/** POST /api/v1/newsletter/subscribe with JSON; never throws, always a message to show. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  let res: Response;
  try {
    res = await fetch('/api/v1/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email }),
    });
  } catch {
    return { ok: false, message: NEWSLETTER_MESSAGES.network };
  }
  let body: Answer | null;
  try {
    body = (await res.json()) as Answer;
  } catch {
    body = null;
  }
  if (res.ok && body?.success) return { ok: true, message: body.message || NEWSLETTER_MESSAGES.subscribed };
  const fieldMessage = body?.errors?.email?.[0];
  return { ok: false, message: fieldMessage || body?.message || NEWSLETTER_MESSAGES.failed };
}
