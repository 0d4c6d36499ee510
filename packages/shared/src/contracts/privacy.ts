import { z } from 'zod';
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  type ConsentPurpose,
  PRIVACY_MESSAGES as M,
  PRIVACY_NOTICE_VERSIONS,
} from './privacy-texts.ts';

export * from './privacy-texts.ts';

const purpose = z.enum(CONSENT_PURPOSES, { error: M.purposeInvalid });

/** A notice version we published (a number, or its text from a form). */
export const noticeVersionSchema = z
  .union([z.number(), z.string()], { error: M.noticeVersionInvalid })
  .transform((v) => Number(String(v).trim()))
  .refine((n) => PRIVACY_NOTICE_VERSIONS.some((x) => x.version === n), { error: M.noticeVersionInvalid });

/** Purposes as a list, or as a form's comma-separated text ("marketing,whatsapp"); each once. */
export const consentPurposesSchema = z
  .union([z.array(z.string(), { error: M.purposeInvalid }), z.string()], { error: M.purposeInvalid })
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .map((p) => p.trim())
      .filter(Boolean)
      .slice(0, 10),
  )
  .refine((list) => list.every((p) => (CONSENT_PURPOSES as readonly string[]).includes(p)), { error: M.purposeInvalid })
  .transform((list) => [...new Set(list as ConsentPurpose[])]);

/**
 * The consent fields every form that records consent adds to its own body (sign-up, the consultation
 * form, partner registration, the newsletter): the notice version the page showed and the optional
 * purposes ticked. Both optional: a client that sends neither consents to the notice in force for
 * the form's own purpose (the form says so next to its button, with the notice's link).
 */
export const consentFields = {
  notice_version: noticeVersionSchema.optional(),
  consent_purposes: consentPurposesSchema.optional(),
};
export interface ConsentFieldsInput {
  notice_version?: number | string;
  consent_purposes?: string[] | string;
}

/** POST /privacy/consents: the re-asked notice, or a purpose given again from the profile. */
export const giveConsentSchema = z.object({
  user_id: z.number().int().positive().optional(),
  notice_version: noticeVersionSchema,
  purposes: consentPurposesSchema,
  /** 'notice_update' when answering a new notice version; 'profile' for a purpose given again. */
  source: z.enum(['notice_update', 'profile']).default('profile'),
});
export type GiveConsentInput = z.input<typeof giveConsentSchema>;

/** POST /privacy/consents/withdraw */
export const withdrawConsentSchema = z.object({
  user_id: z.number().int().positive().optional(),
  /** 'service' is refused with the way to withdraw it (deleting the account). */
  purpose: purpose,
});
export type WithdrawConsentInput = z.input<typeof withdrawConsentSchema>;

export const consentRecordSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(CONSENT_PURPOSES),
  notice_version: z.number().int(),
  source: z.enum(CONSENT_SOURCES),
  channel: z.enum(CONSENT_CHANNELS),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
});
export type ConsentRecord = z.output<typeof consentRecordSchema>;

/** GET /privacy/consents: each purpose's state, the records behind it, and whether to ask again. */
export const consentsResponseSchema = z.object({
  success: z.literal(true),
  notice: z.object({ version: z.number().int(), published: z.string(), path: z.string() }),
  /** True while the customer has not answered the notice in force (asked once per version). */
  needs_answer: z.boolean(),
  purposes: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      given: z.boolean(),
      given_at: z.string().nullable(),
      withdrawn_at: z.string().nullable(),
    }),
  ),
  records: z.array(consentRecordSchema),
});
export type ConsentsResponse = z.output<typeof consentsResponseSchema>;
