import { z } from 'zod';
import { idParam } from '../ids.ts';
import { vaultEn } from '../i18n/parts/vault.en.ts';

/**
 * The document vault's endpoints (issue 22): the back office's document kinds, the customer's
 * vault (My Documents), the saved-document offer of an order's upload page, and the staff's view.
 */

export const DOCUMENT_HOLDERS = ['person', 'company'] as const;
export type DocumentHolder = (typeof DOCUMENT_HOLDERS)[number];
export const DOCUMENT_HOLDER_LABELS: Record<DocumentHolder, string> = { person: 'Person', company: 'Company' };

/**
 * How long the records of a completed filing are kept, whatever the customer asks: eight years
 * (Companies Act 2013 s.128(5) books of account; the CGST Act s.36 and the Income-tax Act s.44AA
 * ask for six or seven, eight covers them all).
 */
export const RECORDS_RETENTION_YEARS = 8;

/** `{name}` placeholders filled the way the catalogue's ICU texts read (the error handler matches them back). */
function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export const VAULT_MESSAGES = {
  notFound: vaultEn['vault.notFound'],
  otherCompany: vaultEn['vault.otherCompany'],
  otherKind: vaultEn['vault.otherKind'],
  rejected: vaultEn['vault.rejected'],
  expired: vaultEn['vault.expired'],
  usedByOpenOrder: (order: number, service: string) => fill(vaultEn['vault.usedByOpenOrder'], { order, service }),
  replaced: (name: string) => fill(vaultEn['vault.replaced'], { name }),
  deleted: (name: string) => fill(vaultEn['vault.deleted'], { name }),
  deletedKept: (name: string, order: number, date: string) => fill(vaultEn['vault.deletedKept'], { name, order, date }),
  usedSaved: (name: string) => fill(vaultEn['vault.usedSaved'], { name }),
} as const;

/** The back office's texts (English only, as the rest of the back office). */
export const DOCUMENT_KIND_MESSAGES = {
  saved: 'Document kind saved.',
  created: 'Document kind added.',
  nameTaken: 'A document kind with this name already exists.',
  notFound: 'No such document kind.',
  nameRequired: 'Enter the name of the document kind.',
  validity: 'Enter the months it stays valid (1 to 120), or leave it empty if it does not expire.',
} as const;

/* ---------------------------------------------------------------- document kinds (back office) */

export const documentKindSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  holder: z.enum(DOCUMENT_HOLDERS),
  /** Months an upload stays valid; null: it does not expire. */
  validity_months: z.number().int().nullable(),
  /** How many services' current required documents ask for it. */
  services: z.number().int(),
});
export type DocumentKind = z.infer<typeof documentKindSchema>;

export const documentKindInput = z.object({
  name: z.string().trim().min(1, DOCUMENT_KIND_MESSAGES.nameRequired).max(100, DOCUMENT_KIND_MESSAGES.nameRequired),
  holder: z.enum(DOCUMENT_HOLDERS),
  validity_months: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || String(v).trim() === '' ? null : Number(v)))
    .pipe(
      z
        .number()
        .int(DOCUMENT_KIND_MESSAGES.validity)
        .min(1, DOCUMENT_KIND_MESSAGES.validity)
        .max(120, DOCUMENT_KIND_MESSAGES.validity)
        .nullable(),
    ),
});
export type DocumentKindInput = z.input<typeof documentKindInput>;
export const documentKindParams = z.object({ id: idParam });
export const documentKindListResponse = z.object({ success: z.literal(true), kinds: z.array(documentKindSchema) });
export const documentKindSaveResponse = z.object({ success: z.literal(true), message: z.string(), kind: documentKindSchema });

/* ---------------------------------------------------------------- the vault */

export const VAULT_STATES = ['accepted', 'needs_reupload', 'pending', 'expired'] as const;
export type VaultState = (typeof VAULT_STATES)[number];

export const vaultOrderSchema = z.object({
  request_id: z.number().int(),
  service_name: z.string(),
  /** Not completed yet: the document cannot be deleted while it is. */
  open: z.boolean(),
});

export const vaultDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind_id: z.number().int().nullable(),
  /** Null: the person's own document. */
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  /** What a reuse would carry: staff's review, or expired (past `expires_at`), or pending. */
  state: z.enum(VAULT_STATES),
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  orders: z.array(vaultOrderSchema),
  /** The file's address (the owner, or staff). */
  url: z.string(),
});
export type VaultDocument = z.infer<typeof vaultDocumentSchema>;

export const vaultListResponse = z.object({
  success: z.literal(true),
  documents: z.array(vaultDocumentSchema),
  /** Every company of the customer (the groups of My Documents), by name. */
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type VaultList = z.infer<typeof vaultListResponse>;

export const vaultIdParams = z.object({ id: idParam });
export const vaultCustomerParams = z.object({ userId: idParam });
export const vaultReplaceResponse = z.object({ success: z.literal(true), message: z.string(), document: vaultDocumentSchema });
export const vaultDeleteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The file stays with a completed order until this date (YYYY-MM-DD), as the law asks; null: the file is gone. */
  kept_until: z.string().nullable(),
  kept_for_order: z.number().int().nullable(),
});

/* ---------------------------------------------------------------- an order's upload page */

export const savedOffersQuery = z.object({ service_id: idParam, request_id: idParam.optional() });
export const savedOfferSchema = z.object({
  /** The service's document it fills (document_id of the upload list). */
  document_id: z.number().int(),
  vault_document_id: z.number().int(),
  name: z.string(),
  /** accepted: staff accepted it (on `date`); pending: not reviewed yet (uploaded on `date`). */
  state: z.enum(['accepted', 'pending']),
  date: z.string(),
});
export type SavedOffer = z.infer<typeof savedOfferSchema>;
export const savedOffersResponse = z.object({ success: z.literal(true), offers: z.array(savedOfferSchema) });

export const useSavedBody = z.object({
  service_id: idParam,
  request_id: idParam.optional(),
  document_id: idParam,
  vault_document_id: idParam,
});
export type UseSavedBody = z.output<typeof useSavedBody>;
