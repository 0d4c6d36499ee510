// Zod-free: the newsletter form's texts and flags, imported by first-load code (the footer) without
// the schemas (and zod). contracts/newsletter.ts re-exports everything here.

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

/**
 * The query flag the server adds when it redirects a form posted without JavaScript back to the
 * page it came from; the footer reads it to show the result.
 */
export const NEWSLETTER_QUERY_FLAG = 'newsletter';
export const NEWSLETTER_RESULTS = ['subscribed', 'invalid', 'failed'] as const;
export type NewsletterResult = (typeof NEWSLETTER_RESULTS)[number];
