import { z } from 'zod';
import { documentAsksEn as T } from '../i18n/parts/documentAsks.en.ts';
import { idParam } from '../ids.ts';
import { uploadDocumentSchema } from './requests.ts';

/**
 * Staff (or the request's assigned service provider) ask the customer for one more document on a
 * request (issue 21): a free-text name and the reason. It joins the request's required documents.
 */
export const DOCUMENT_ASK_NAME_MAX = 200;
export const DOCUMENT_ASK_REASON_MAX = 500;

/** The English refusals (the one error handler finds their Hindi in the catalogue). */
export const DOCUMENT_ASK_MESSAGES = {
  nameRequired: T['documentAsks.nameRequired'],
  nameTooLong: T['documentAsks.nameTooLong'],
  reasonRequired: T['documentAsks.reasonRequired'],
  reasonTooLong: T['documentAsks.reasonTooLong'],
  requestCompleted: T['documentAsks.requestCompleted'],
  askNotFound: T['documentAsks.askNotFound'],
  asked: (name: string) => T['documentAsks.asked'].replace('{name}', name),
} as const;

export const documentAskParams = z.object({ id: idParam });
export const documentAskBody = z.object({
  name: z
    .string({ error: DOCUMENT_ASK_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: DOCUMENT_ASK_MESSAGES.nameRequired })
    .max(DOCUMENT_ASK_NAME_MAX, { error: DOCUMENT_ASK_MESSAGES.nameTooLong }),
  reason: z
    .string({ error: DOCUMENT_ASK_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: DOCUMENT_ASK_MESSAGES.reasonRequired })
    .max(DOCUMENT_ASK_REASON_MAX, { error: DOCUMENT_ASK_MESSAGES.reasonTooLong }),
});
export type DocumentAskBody = z.output<typeof documentAskBody>;
export const documentAskResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  document: uploadDocumentSchema,
});
