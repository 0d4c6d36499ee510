import { z } from 'zod';
import { blogSchema, faqSchema, menuDetailSchema, menuSummarySchema, serviceDetailSchema } from '../catalog.ts';
import { idParam } from '../ids.ts';

/**
 * The public catalogue's endpoints (storefront §7, portal §7): params, queries, answers and messages.
 * The spec's tables list every variant the old client put up with (a bare array, `data`, `menu_data`,
 * the body itself…); this server answers one shape per endpoint, the first the spec names, and the
 * web client reads only that one (its types are these schemas' `z.output`).
 */
export const CATALOG_MESSAGES = {
  categoryNotFound: 'Category not found.',
  serviceNotFound: 'Service not found.',
  pictureNotFound: 'No such picture.',
  categoryNotText: 'category must be a single text value.',
  searchNotText: 'search must be a single text value.',
} as const;

/** GET /web/menu */
export const menuListResponse = z.object({ success: z.literal(true), menus: z.array(menuSummarySchema) });
export type MenuListResponse = z.output<typeof menuListResponse>;

/** GET /menu/:id */
export const menuParams = z.object({ id: idParam });
export const menuResponse = z.object({ success: z.literal(true), menu: menuDetailSchema });
export type MenuResponse = z.output<typeof menuResponse>;

/** GET /faq/:menuId */
export const faqParams = z.object({ menuId: idParam });
export const faqListResponse = z.object({ success: z.literal(true), faqs: z.array(faqSchema) });
export type FaqListResponse = z.output<typeof faqListResponse>;

/** GET /service/:id (the answer's key is `services`, as the old API named it). */
export const serviceParams = z.object({ id: idParam });
export const serviceResponse = z.object({ success: z.literal(true), services: serviceDetailSchema });
export type ServiceResponse = z.output<typeof serviceResponse>;

/** GET /our_stories?category=&search= */
export const blogListQuery = z.object({
  category: z.string({ error: CATALOG_MESSAGES.categoryNotText }).max(100).optional(),
  search: z.string({ error: CATALOG_MESSAGES.searchNotText }).max(200).optional(),
});
export const blogListResponse = z.object({ success: z.literal(true), blogs: z.array(blogSchema) });
export type BlogListResponse = z.output<typeof blogListResponse>;

/** GET /blog-covers/:name: an uploaded article cover (the answer is the picture itself). */
export const blogCoverParams = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|gif)$/) });
