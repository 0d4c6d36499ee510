import { z } from 'zod';

/** Newsletter sign-up (storefront §5: one required e-mail field). The messages are ours: the spec shows none. */
export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
  /**
   * The answer for a new and for an existing subscriber alike: subscribing twice is not an error,
   * and the answer does not reveal whether an address was already on the list.
   */
  subscribed: 'Thank you for subscribing! Tax deadlines and compliance updates will reach your inbox.',
  failed: 'We could not subscribe you right now. Please try again.',
  network: 'Could not reach the server. Please check your connection and try again.',
} as const;

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

/**
 * The query flag the server adds when it redirects a form posted without JavaScript back to the
 * page it came from; the footer reads it to show the result.
 */
export const NEWSLETTER_QUERY_FLAG = 'newsletter';
export const NEWSLETTER_RESULTS = ['subscribed', 'invalid', 'failed'] as const;
export type NewsletterResult = (typeof NEWSLETTER_RESULTS)[number];

/**
 * POST /newsletter/subscribe (JSON or urlencoded): the shared schema; `return_to` is what the footer
 * form sends for its no-JavaScript route action, ignored by the API.
 */
export const newsletterSubscribeBody = newsletterSubscribeSchema.extend({
  return_to: z.string().max(2048).optional().describe('Ignored here (the web route action at /newsletter/subscribe reads it).'),
});
