/**
 * The storefront forms' answers and fallbacks (consultation, newsletter; storefront §8), English
 * word for word as `CONSULTATION_MESSAGES` and `NEWSLETTER_MESSAGES` say them. Looked up by their
 * English text like the validation part (`hi-parts.ts`), so neither first load carries them: the API
 * answers them in the client's language, and a Hindi page's form shows them in Hindi.
 */
export const formMessagesEn = {
  'forms.consultation.success': 'Your request has been submitted successfully!',
  'forms.consultation.failed': 'Something went wrong. Please try again.',
  'forms.consultation.httpFailed': 'Failed to submit.',
  'forms.consultation.network': 'Failed to submit. Please check your network or try again later.',
  'forms.consultation.rateLimited': 'You have sent several requests in the last minute. Please wait a minute and try again.',
  'forms.consultation.servicesLoading': 'Loading services...',
  'forms.consultation.servicesFailed': 'Failed to load services',
  'forms.consultation.servicesEmpty': 'No services available',
  'forms.newsletter.subscribed': 'Thank you for subscribing! Tax deadlines and compliance updates will reach your inbox.',
  'forms.newsletter.failed': 'We could not subscribe you right now. Please try again.',
  'forms.newsletter.network': 'Could not reach the server. Please check your connection and try again.',
} as const;
