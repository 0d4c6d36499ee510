import { z } from 'zod';
import type { SessionUser } from '../auth.ts';
import { MAX_ID } from '../ids.ts';
import { CATEGORY_ROUTES, SERVICE_TYPES } from '../catalog.ts';
import { SERVICE_RECURRENCES } from '../periods.ts';
import { HOME_AUDIENCE_VALUES, HOME_CARD_ICONS } from '../content.ts';
import { DOCUMENT_KINDS } from './requests.ts';
import type { DocumentKind } from './vault.ts';

/**
 * The back office's catalogue and content contracts (`/api/v1/admin/catalog/*`,
 * `/api/v1/admin/content/*` and the `/admin/catalog`, `/admin/content` pages): one set of zod
 * schemas and messages for both sides. Amounts are entered in rupees and answered in paise.
 * Rich-text fields (`…Html`) are sanitised on the server before they are stored; plain fields are
 * stored as typed and escaped wherever they are printed.
 */

export const CATALOG_ADMIN_MESSAGES = {
  saved: 'Saved.',
  created: 'Created.',
  deleted: 'Deleted.',
  reordered: 'Order saved.',
  stale: 'This was changed by someone else since you opened it. Reload to see their changes, then save again.',
  serviceSlugTaken: 'This slug is already used by another service.',
  categorySlugTaken: 'This slug is already used by another category.',
  blogSlugTaken: 'This slug is already used by another article.',
  categoryNotFound: 'No such category.',
  serviceNotFound: 'No such service.',
  faqNotFound: 'No such FAQ.',
  blogNotFound: 'No such article.',
  itemNotFound: 'No such item.',
  orderMismatch: 'The order must list every item of the list exactly once.',
  nameRequired: 'Please enter a name',
  titleRequired: 'Please enter a title',
  textRequired: 'Please enter the text',
  slugInvalid: 'Use lower-case letters, digits and single hyphens',
  priceInvalid: 'Enter an amount in rupees, like 1499 or 1499.50',
  priceNegative: 'The amount cannot be negative',
  priceTooLarge: 'The amount is too large',
  sacInvalid: 'Enter a SAC code of 6 digits',
  dateInvalid: 'Enter a date',
  documentNameRequired: 'Please enter the document name',
  questionRequired: 'Please enter the question',
  answerRequired: 'Please enter the answer',
  ratingInvalid: 'The rating must be 1 to 5',
  audienceInvalid: 'Choose the tab the card shows under',
  linkInvalid: 'Choose the category page the card opens',
  iconInvalid: 'Choose an icon',
  positionInvalid: 'Enter a position from 0 to 999',
  imageMissing: 'Please choose an image.',
  coverSaved: 'Cover image saved.',
} as const;

const idSchema = z.coerce.number().int().positive().max(MAX_ID);
const trimmed = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max);
const html = (max: number) => z.string().max(max).default('');
export const catalogSlugSchema = z
  .string({ error: CATALOG_ADMIN_MESSAGES.slugInvalid })
  .trim()
  .min(1, CATALOG_ADMIN_MESSAGES.slugInvalid)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CATALOG_ADMIN_MESSAGES.slugInvalid);
const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');
const isoDay = z
  .string({ error: CATALOG_ADMIN_MESSAGES.dateInvalid })
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
    CATALOG_ADMIN_MESSAGES.dateInvalid,
  );
/** The version the editor read: a save over another version is refused (409). */
const versionSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** ₹ up to 1 crore with at most two decimals, typed as text or a number → integer paise. */
export const MAX_PRICE_RUPEES = 10_000_000;
export const rupeesSchema = z
  .union([z.number(), z.string()], { error: CATALOG_ADMIN_MESSAGES.priceInvalid })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim().replace(/,/g, '');
    if (!/^-?\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: CATALOG_ADMIN_MESSAGES.priceInvalid });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: CATALOG_ADMIN_MESSAGES.priceNegative });
      return z.NEVER;
    }
    if (n > MAX_PRICE_RUPEES) {
      ctx.addIssue({ code: 'custom', message: CATALOG_ADMIN_MESSAGES.priceTooLarge });
      return z.NEVER;
    }
    return Math.round(n * 100);
  });
/** Optional amount: empty or null means none. */
const optionalRupees = z.preprocess((v) => (v === '' || v === undefined ? null : v), rupeesSchema.nullable());

export const SERVICE_TYPE_LABELS: Record<(typeof SERVICE_TYPES)[number], string> = {
  individual: 'Individuals',
  business: 'Businesses',
  both: 'Individuals and businesses',
};
export const DOCUMENT_KIND_LABELS: Record<(typeof DOCUMENT_KINDS)[number], string> = {
  Document: 'File upload',
  Text: 'Text answer',
};

/* ---------- categories ---------- */

export const categoryInputSchema = z.object({
  name: trimmed(120, CATALOG_ADMIN_MESSAGES.nameRequired),
  slug: catalogSlugSchema,
  overviewHtml: html(100_000),
  active: boolish.default(true),
});
export const categoryUpdateSchema = categoryInputSchema.extend({ version: versionSchema });
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const adminFaqSchema = z.object({
  id: z.number().int(),
  questionHtml: z.string(),
  answerHtml: z.string(),
  sortOrder: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export const adminServiceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  pricePaise: z.number().int(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  overviewHtml: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  /** Where the storefront shows it. */
  publicPath: z.string(),
  services: z.array(adminServiceSummarySchema),
  faqs: z.array(adminFaqSchema),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/* ---------- services ---------- */

export const serviceDocumentInputSchema = z.object({
  /** An existing document of this service (kept, renamed or changed); absent for a new one. */
  id: idSchema.optional(),
  name: trimmed(200, CATALOG_ADMIN_MESSAGES.documentNameRequired),
  mandatory: boolish.default(true),
  kind: z.enum(DOCUMENT_KINDS).default('Document'),
  /** Issue 22: the kind of document (PAN card, …) from the back office's list; empty for a free-text one. */
  documentKindId: z
    .union([idSchema, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((v) => v ?? null),
});

export const serviceInputSchema = z.object({
  categoryId: idSchema,
  name: trimmed(200, CATALOG_ADMIN_MESSAGES.nameRequired),
  slug: catalogSlugSchema,
  descriptionHtml: html(200_000),
  /** GST-inclusive professional fee in rupees. */
  price: rupeesSchema,
  /** Government fee in rupees (no GST), empty for none. */
  governmentFee: optionalRupees.default(null),
  type: z.enum(SERVICE_TYPES),
  /** Bought again every month, quarter or assessment year (the customer chooses the period), or one-off. */
  recurrence: z.enum(SERVICE_RECURRENCES).default('none'),
  sacCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, CATALOG_ADMIN_MESSAGES.sacInvalid),
  active: boolish.default(true),
  /** The required documents in display order; one missing from the list is removed from the service. */
  documents: z.array(serviceDocumentInputSchema).max(50).default([]),
});
export const serviceUpdateSchema = serviceInputSchema.extend({ version: versionSchema });
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;

export const adminServiceDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mandatory: z.boolean(),
  kind: z.enum(DOCUMENT_KINDS),
  documentKindId: z.number().int().nullable(),
});
export const adminServiceSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  name: z.string(),
  slug: z.string(),
  descriptionHtml: z.string(),
  pricePaise: z.number().int(),
  governmentFeePaise: z.number().int().nullable(),
  type: z.enum(SERVICE_TYPES),
  recurrence: z.enum(SERVICE_RECURRENCES),
  sacCode: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  documents: z.array(adminServiceDocumentSchema),
  /** The storefront page that shows it (its category's page). */
  publicPath: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

/* ---------- FAQs and ordering ---------- */

export const faqInputSchema = z.object({
  questionHtml: z
    .string()
    .max(5_000)
    .refine((v) => v.trim() !== '', CATALOG_ADMIN_MESSAGES.questionRequired),
  answerHtml: z
    .string()
    .max(50_000)
    .refine((v) => v.trim() !== '', CATALOG_ADMIN_MESSAGES.answerRequired),
});
export type FaqInput = z.input<typeof faqInputSchema>;

export const orderInputSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

/* ---------- articles ---------- */

export const blogInputSchema = z.object({
  title: trimmed(300, CATALOG_ADMIN_MESSAGES.titleRequired),
  slug: catalogSlugSchema,
  category: trimmed(120, 'Please enter a category'),
  excerpt: z.string().trim().max(1_000).default(''),
  bodyHtml: html(500_000),
  author: z.string().trim().max(120).default(''),
  publishedOn: isoDay,
  published: boolish.default(false),
});
export const blogUpdateSchema = blogInputSchema.extend({ version: versionSchema });
export type BlogInput = z.input<typeof blogInputSchema>;

export const adminBlogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  excerpt: z.string(),
  bodyHtml: z.string(),
  author: z.string(),
  image: z.string().nullable(),
  publishedOn: z.string(),
  published: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  publicPath: z.string(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

/* ---------- home page content: notices, due dates, testimonials ---------- */

export const noticeInputSchema = z.object({
  text: trimmed(1_000, CATALOG_ADMIN_MESSAGES.textRequired),
  category: trimmed(120, 'Please enter a category'),
  publishedOn: isoDay,
  active: boolish.default(true),
});
export const dueDateInputSchema = z.object({
  text: trimmed(1_000, CATALOG_ADMIN_MESSAGES.textRequired),
  category: trimmed(120, 'Please enter a category'),
  dueOn: isoDay,
  active: boolish.default(true),
});
export const testimonialInputSchema = z.object({
  title: trimmed(200, CATALOG_ADMIN_MESSAGES.titleRequired),
  review: trimmed(3_000, CATALOG_ADMIN_MESSAGES.textRequired),
  name: trimmed(120, CATALOG_ADMIN_MESSAGES.nameRequired),
  company: z.string().trim().max(120).default(''),
  rating: z.coerce
    .number({ error: CATALOG_ADMIN_MESSAGES.ratingInvalid })
    .int(CATALOG_ADMIN_MESSAGES.ratingInvalid)
    .min(1, CATALOG_ADMIN_MESSAGES.ratingInvalid)
    .max(5, CATALOG_ADMIN_MESSAGES.ratingInvalid),
  active: boolish.default(true),
});
export const homeCardInputSchema = z.object({
  audience: z.enum(HOME_AUDIENCE_VALUES, { error: CATALOG_ADMIN_MESSAGES.audienceInvalid }),
  title: trimmed(120, CATALOG_ADMIN_MESSAGES.titleRequired),
  text: trimmed(300, CATALOG_ADMIN_MESSAGES.textRequired),
  link: z.enum(CATEGORY_ROUTES.map((c) => c.path) as [string, ...string[]], { error: CATALOG_ADMIN_MESSAGES.linkInvalid }),
  icon: z.enum(HOME_CARD_ICONS, { error: CATALOG_ADMIN_MESSAGES.iconInvalid }),
  /** Position among its audience's cards (lower first). */
  sortOrder: z.coerce
    .number({ error: CATALOG_ADMIN_MESSAGES.positionInvalid })
    .int(CATALOG_ADMIN_MESSAGES.positionInvalid)
    .min(0, CATALOG_ADMIN_MESSAGES.positionInvalid)
    .max(999, CATALOG_ADMIN_MESSAGES.positionInvalid)
    .default(0),
  active: boolish.default(true),
});
export const CONTENT_KINDS = ['notices', 'due-dates', 'testimonials', 'home-cards'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const contentInputSchemas = {
  notices: noticeInputSchema,
  'due-dates': dueDateInputSchema,
  testimonials: testimonialInputSchema,
  'home-cards': homeCardInputSchema,
} as const;

export const adminNoticeSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  category: z.string(),
  publishedOn: z.string(),
  active: z.boolean(),
});
export const adminDueDateSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  category: z.string(),
  dueOn: z.string(),
  active: z.boolean(),
});
export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  review: z.string(),
  name: z.string(),
  company: z.string(),
  rating: z.number().int(),
  active: z.boolean(),
});
export const adminHomeCardSchema = z.object({
  id: z.number().int(),
  audience: z.enum(HOME_AUDIENCE_VALUES),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  icon: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type AdminHomeCard = z.infer<typeof adminHomeCardSchema>;
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export type AdminDueDate = z.infer<typeof adminDueDateSchema>;
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export interface AdminHomeContent {
  notices: AdminNotice[];
  'due-dates': AdminDueDate[];
  testimonials: AdminTestimonial[];
  'home-cards': AdminHomeCard[];
}

/** What the `/admin/catalog` and `/admin/content` pages call in-process (each call checks the role). */
export interface CatalogAdminServices {
  /** Issue 22: the list of document kinds (contracts/vault.ts), each call checks the role. */
  documentKinds?: {
    list(actor: SessionUser): Promise<DocumentKind[]>;
    create(actor: SessionUser, body: unknown): Promise<DocumentKind>;
    update(actor: SessionUser, id: number, body: unknown): Promise<DocumentKind>;
  };
  catalog: {
    tree(actor: SessionUser): Promise<AdminCategory[]>;
    createCategory(actor: SessionUser, body: unknown): Promise<AdminCategory>;
    updateCategory(actor: SessionUser, id: number, body: unknown): Promise<AdminCategory>;
    orderCategories(actor: SessionUser, body: unknown): Promise<void>;
    getService(actor: SessionUser, id: number): Promise<AdminService>;
    createService(actor: SessionUser, body: unknown): Promise<AdminService>;
    updateService(actor: SessionUser, id: number, body: unknown): Promise<AdminService>;
    orderServices(actor: SessionUser, categoryId: number, body: unknown): Promise<void>;
    createFaq(actor: SessionUser, categoryId: number, body: unknown): Promise<AdminFaq>;
    updateFaq(actor: SessionUser, id: number, body: unknown): Promise<AdminFaq>;
    deleteFaq(actor: SessionUser, id: number): Promise<void>;
    orderFaqs(actor: SessionUser, categoryId: number, body: unknown): Promise<void>;
  };
  blogs: {
    list(actor: SessionUser): Promise<AdminBlog[]>;
    get(actor: SessionUser, id: number): Promise<AdminBlog>;
    create(actor: SessionUser, body: unknown): Promise<AdminBlog>;
    update(actor: SessionUser, id: number, body: unknown): Promise<AdminBlog>;
    /** Stores a cover picture (checked by its bytes) through the storage adapter and sets it on the article. */
    setCover(
      actor: SessionUser,
      id: number,
      file: { filename: string; bytes: Uint8Array; tooLarge?: boolean },
    ): Promise<AdminBlog>;
  };
  home: {
    list(actor: SessionUser): Promise<AdminHomeContent>;
    create(actor: SessionUser, kind: ContentKind, body: unknown): Promise<{ id: number }>;
    update(actor: SessionUser, kind: ContentKind, id: number, body: unknown): Promise<{ id: number }>;
    remove(actor: SessionUser, kind: ContentKind, id: number): Promise<void>;
    /** Order of one tab's cards: every card id of that audience, once (`orderInputSchema`). */
    orderCards(actor: SessionUser, audience: string, body: unknown): Promise<void>;
  };
}
