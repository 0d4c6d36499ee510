import { NEWSLETTER_MESSAGES, type ConsentGiven } from '@anupalan/shared';
import type { NewsletterRepository } from './repository.ts';

/** Newsletter rules: one row per address; subscribing again is welcome, never an error. */
/** Records a subscriber's consent to marketing e-mail (the privacy module's, handed in app.ts). */
export type RecordSubscriberConsent = (email: string, given: ConsentGiven) => Promise<void>;

export function createNewsletterService(repo: NewsletterRepository, recordConsent?: RecordSubscriberConsent) {
  return {
    /** `email` comes from the shared schema: trimmed, lower-cased and valid. */
    async subscribe(email: string, consent?: ConsentGiven): Promise<{ created: boolean; message: string }> {
      const { created } = await repo.subscribe(email);
      // Subscribing is consent to marketing e-mail under the notice the form linked.
      await recordConsent?.(email, consent ?? { answer: {}, meta: { clientIp: null, channel: 'api' } });
      // The same answer either way, so the form cannot be used to learn who is on the list.
      return { created, message: NEWSLETTER_MESSAGES.subscribed };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
