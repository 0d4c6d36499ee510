import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { isIndianMobile } from '../fields.ts';
import { consentFields } from './privacy.ts';
import {
  CONSULTATION_EMAIL_MAX,
  CONSULTATION_MESSAGE_MAX,
  CONSULTATION_MESSAGES,
  CONSULTATION_NAME_MAX,
  type ConsultationField,
} from './leads-texts.ts';

export * from './leads-texts.ts';

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
export const consultationSchema = z
  .object(
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
      // Exactly the fields ConsultationField (leads-texts.ts, zod-free) names.
    } satisfies Record<ConsultationField, z.ZodType>,
    { error: m.name },
  )
  .extend(consentFields);

export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;

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
