import { z } from 'zod';
import { SERVICE_TYPES } from './categories.ts';
import { SERVICE_RECURRENCES } from './periods.ts';

// The category list and its routes live in the zod-free categories.ts (first-load pages import it).
export * from './categories.ts';

export const serviceSummarySchema = z.object({
  id: z.number().int(),
  service_name: z.string(),
  slug: z.string(),
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

export const menuSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  menu_name: z.string(),
  slug: z.string(),
  route: z.string(),
  services: z.array(serviceSummarySchema),
});
export type MenuSummary = z.infer<typeof menuSummarySchema>;

export const requiredDocumentSchema = z.object({
  id: z.number().int(),
  document_name: z.string(),
  /** 1 means mandatory (portal §3). */
  status: z.union([z.literal(0), z.literal(1)]),
  document_type: z.enum(['Document', 'Text']),
});
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

export const serviceDetailSchema = z.object({
  id: z.number().int(),
  menu_id: z.number().int(),
  service_name: z.string(),
  /** The checkout slug (storefront §4 reads service_content before falling back to the name's slug). */
  service_content: z.string(),
  slug: z.string(),
  service_description: z.string(),
  /** Rupees, GST included, two decimals as a number: what the old client reads. */
  service_price: z.number(),
  price: z.number(),
  price_paise: z.number().int(),
  government_fee_paise: z.number().int().nullable(),
  sac_code: z.string(),
  type: z.enum(SERVICE_TYPES),
  /** A filing bought again every period: the checkout asks which period (periods.ts). */
  recurrence: z.enum(SERVICE_RECURRENCES),
  required_documents: z.array(requiredDocumentSchema),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

export const menuDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  menu_name: z.string(),
  slug: z.string(),
  route: z.string(),
  menu_description: z.string(),
  services: z.array(serviceDetailSchema),
});
export type MenuDetail = z.infer<typeof menuDetailSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const blogSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** ISO date (YYYY-MM-DD). */
  date: z.string(),
  image: z.string().nullable(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;
