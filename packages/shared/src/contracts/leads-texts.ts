// Zod-free: the consultation form's limits and texts, imported by first-load code (the category
// pages' form) without the schemas (and zod). contracts/leads.ts re-exports everything here.

/** Consultation form limits (storefront §5, §9). The message cap and the name cap are ours. */
export const CONSULTATION_MOBILE_LENGTH = 10;
export const CONSULTATION_NAME_MAX = 100;
export const CONSULTATION_EMAIL_MAX = 254;
export const CONSULTATION_MESSAGE_MAX = 2000;

/** More than this many submissions a minute from one address are refused with 429. */
export const CONSULTATION_RATE_LIMIT = { max: 5, timeWindowMs: 60_000 } as const;

/**
 * The form's texts (storefront §5, §8), word for word where the spec gives them; the name, length,
 * unknown-service and rate-limit messages are ours.
 */
export const CONSULTATION_MESSAGES = {
  name: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONSULTATION_NAME_MAX} characters`,
  mobile: 'Please enter a valid 10-digit mobile number',
  email: 'Please enter a valid email address',
  service: 'Please select a service',
  unknownService: 'The selected service is not available. Please select another service.',
  messageTooLong: `Message must be at most ${CONSULTATION_MESSAGE_MAX} characters`,
  success: 'Your request has been submitted successfully!',
  /** The server answered success: false without errors or a message. */
  failed: 'Something went wrong. Please try again.',
  /** An HTTP error without errors or a message. */
  httpFailed: 'Failed to submit.',
  /** No answer at all. */
  network: 'Failed to submit. Please check your network or try again later.',
  rateLimited: 'You have sent several requests in the last minute. Please wait a minute and try again.',
  servicesLoading: 'Loading services...',
  servicesFailed: 'Failed to load services',
  servicesEmpty: 'No services available',
} as const;

/** The consultation request's fields (the keys of `consultationSchema`; leads.ts checks they match). */
export type ConsultationField = 'name' | 'mobile' | 'email' | 'service_id' | 'message' | 'source_path';
