import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { isIndianMobile } from '../fields.ts';

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

const m = CONSULTATION_MESSAGES;

/** A service id from a JSON number or a form's string value; anything else is "no service chosen". */
const serviceIdField = z
  .union([z.string(), z.number()], { error: m.service })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, { error: m.service })
      .transform(Number)
      .refine((n) => n <= MAX_ID, { error: m.service }),
  );

/**
 * The consultation request (storefront §3 Contact request, §5). One schema for the browser form and
 * the server: name, mobile, email and service required; message optional. Everything is plain text:
 * HTML typed into a field is kept as typed and shown escaped.
 */
export const consultationSchema = z.object(
  {
    name: z.string({ error: m.name }).trim().min(1, { error: m.name }).max(CONSULTATION_NAME_MAX, { error: m.nameTooLong }),
    // Ten digits starting 6–9 (storefront §5): the one mobile rule of fields.ts.
    mobile: z.string({ error: m.mobile }).trim().refine(isIndianMobile, { error: m.mobile }),
    email: z
      .string({ error: m.email })
      .trim()
      .min(1, { error: m.email })
      .max(CONSULTATION_EMAIL_MAX, { error: m.email })
      .pipe(z.email({ error: m.email })),
    service_id: serviceIdField,
    message: z
      .string({ error: m.messageTooLong })
      .trim()
      .max(CONSULTATION_MESSAGE_MAX, { error: m.messageTooLong })
      .nullish()
      .transform((v) => v ?? ''),
    /** Our page the form was sent from (e.g. "/gst"), for staff; anything that is not a path is dropped. */
    source_path: z
      .string()
      .max(200)
      .regex(/^\/[\w\-./]*$/)
      .optional()
      .catch(undefined),
  },
  { error: m.name },
);

export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;
export type ConsultationField = keyof z.input<typeof consultationSchema>;

export const consultationResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ConsultationResponse = z.infer<typeof consultationResponseSchema>;

/** The first message of each invalid field, for showing under the fields. */
export function consultationFieldErrors(values: unknown): Partial<Record<ConsultationField, string>> {
  const parsed = consultationSchema.safeParse(values);
  if (parsed.success) return {};
  const out: Partial<Record<ConsultationField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path[0] ?? 'name') as ConsultationField;
    out[key] ??= issue.message;
  }
  return out;
}
