import type { NewsletterSubscribeResponse } from '@anupalan/shared';
import { NEWSLETTER_MESSAGES } from '@anupalan/shared/contracts/newsletter-texts';
import { PRIVACY_NOTICE } from '@anupalan/shared/contracts/privacy-texts';
import { apiRequest } from '../../../lib/api-client';

export type SubscribeOutcome = { ok: true; message: string } | { ok: false; message: string };

/** POST /api/v1/newsletter/subscribe with JSON; never throws, always a message to show. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const res = await apiRequest<NewsletterSubscribeResponse>('/api/v1/newsletter/subscribe', {
    json: { email, notice_version: PRIVACY_NOTICE.version },
  });
  if (res.ok) return { ok: true, message: res.body.message || NEWSLETTER_MESSAGES.subscribed };
  if (res.status === 0) return { ok: false, message: NEWSLETTER_MESSAGES.network };
  return { ok: false, message: res.body?.errors?.email?.[0] || res.body?.message || NEWSLETTER_MESSAGES.failed };
}
