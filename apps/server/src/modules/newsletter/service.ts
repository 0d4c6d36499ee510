import { NEWSLETTER_MESSAGES } from '@anupalan/shared';
import type { NewsletterRepository } from './repository.ts';

/** Newsletter rules: one row per address; subscribing again is welcome, never an error. */
export function createNewsletterService(repo: NewsletterRepository) {
  return {
    /** `email` comes from the shared schema: trimmed, lower-cased and valid. */
    async subscribe(email: string): Promise<{ created: boolean; message: string }> {
      const { created } = await repo.subscribe(email);
      // The same answer either way, so the form cannot be used to learn who is on the list.
      return { created, message: NEWSLETTER_MESSAGES.subscribed };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
