import { z } from 'zod';
import { consentFields } from './privacy.ts';
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_MESSAGES } from './newsletter-texts.ts';

export * from './newsletter-texts.ts';

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

/**
 * POST /newsletter/subscribe (JSON or urlencoded): the shared schema; `return_to` is what the footer
 * form sends for its no-JavaScript route action, ignored by the API.
 */
export const newsletterSubscribeBody = newsletterSubscribeSchema.extend({
  return_to: z.string().max(2048).optional().describe('Ignored here (the web route action at /newsletter/subscribe reads it).'),
  /** The privacy notice version the form linked (consent to marketing e-mail is recorded under it). */
  notice_version: consentFields.notice_version,
});
