import { z } from 'zod';

import { NEWSLETTER_MESSAGES } from './newsletter-texts.ts';

// The texts and flags are in newsletter-texts.ts (no zod), so the footer's form ships without the schema.
export { NEWSLETTER_MESSAGES, NEWSLETTER_QUERY_FLAG, NEWSLETTER_RESULTS, type NewsletterResult } from './newsletter-texts.ts';

/** Longest address SMTP allows (RFC 5321 path limit). */
export const NEWSLETTER_EMAIL_MAX = 254;

/** The e-mail, trimmed and lower-cased: the same address in any case is one subscriber. */
export const newsletterEmailSchema = z
  .string({ error: NEWSLETTER_MESSAGES.required })
  .trim()
  .min(1, { error: NEWSLETTER_MESSAGES.required })
  .max(NEWSLETTER_EMAIL_MAX, { error: NEWSLETTER_MESSAGES.invalid })
  .pipe(z.email({ error: NEWSLETTER_MESSAGES.invalid }))
  .transform((e) => e.toLowerCase());

export const newsletterSubscribeSchema = z.object({ email: newsletterEmailSchema }, { error: NEWSLETTER_MESSAGES.required });
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;
