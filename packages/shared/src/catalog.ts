import { z } from 'zod';
import { slugify } from './slug.ts';

/** The seven categories of the storefront, with the route each lives at. */
export const CATEGORY_ROUTES = [
  { key: 'income-tax', path: '/income-tax', title: 'Income Tax' },
  { key: 'gst', path: '/gst', title: 'GST' },
  { key: 'startup', path: '/startup', title: 'Startup Registrations' },
  { key: 'company', path: '/company', title: 'Company (MCA)' },
  { key: 'trademark', path: '/trademark', title: 'Trademark' },
  { key: 'bankvaluation', path: '/bankvaluation', title: 'Bank Valuation' },
  { key: 'legal', path: '/legal', title: 'Legal' },
] as const;
export type CategoryKey = (typeof CATEGORY_ROUTES)[number]['key'];

/**
 * Header navigation: menu name → route (storefront §2 Header). Exact names after lower-casing and
 * whitespace folding; anything else goes to "/".
 */
export function menuRoute(name: string): string {
  const n = name.toLowerCase().replace(/\s+/g, ' ').trim();
  switch (n) {
    case 'income tax':
      return '/income-tax';
    case 'gst':
      return '/gst';
    case 'startup registrations':
    case 'startup':
      return '/startup';
    case 'company(mca)':
    case 'company (mca)':
      return '/company';
    case 'legal':
      return '/legal';
    case 'bank valuation':
      return '/bankvaluation';
    case 'trade mark':
    case 'trademark':
      return '/trademark';
    case 'blog':
    case 'blogs':
      return '/blogs';
    default:
      return '/';
  }
}

/**
 * A category's public address. The seven storefront categories keep theirs from their stable
 * `category_key` (set when the category is made, never by a rename), so staff renaming "GST" to
 * "Goods and Services Tax" keeps the page at /gst and the header link working. Any other category
 * follows the header's name rule (menuRoute), except that it never takes one of the seven addresses
 * (a new category named "GST" does not move the GST page): it links to "/".
 */
export function categoryPath(categoryKey: string, name: string): string {
  const own = CATEGORY_ROUTES.find((c) => c.key === categoryKey);
  if (own) return own.path;
  const byName = menuRoute(name);
  return CATEGORY_ROUTES.some((c) => c.path === byName) ? '/' : byName;
}

/**
 * Category pages pick their menu by keyword in the menu name (storefront §2 Category pages). The
 * income-tax page has no keyword list in the spec; it matches "income tax" and otherwise takes the
 * first menu.
 */
export const CATEGORY_KEYWORDS: Record<CategoryKey, readonly string[]> = {
  'income-tax': ['income tax', 'income-tax', 'itr'],
  gst: ['gst'],
  startup: ['startup', 'start-up', 'start up'],
  company: ['company', 'incorporation', 'business'],
  trademark: ['trademark', 'trade mark'],
  bankvaluation: ['bank valuation', 'valuation', 'bank'],
  legal: ['legal', 'law', 'compliance'],
};

export function findCategoryMenu<M extends { name: string }>(menus: readonly M[], key: CategoryKey): M | undefined {
  const words = CATEGORY_KEYWORDS[key];
  const hit = menus.find((m) => words.some((w) => m.name.toLowerCase().includes(w)));
  if (hit || key !== 'income-tax') return hit;
  return menus[0];
}

export const SERVICE_TYPES = ['individual', 'business', 'both'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

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

/** Where a service's checkout lives: /proceed/{service_content or slug of the name}. */
export function proceedPath(service: { service_content?: string | null; service_name: string }): string {
  return `/proceed/${service.service_content || slugify(service.service_name)}`;
}
