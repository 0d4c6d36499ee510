import { z } from 'zod';
import { HOME_AUDIENCE_VALUES, HOME_CARD_ICONS } from './content-constants.ts';

export * from './content-constants.ts';

/**
 * Home page content staff can edit: "Notifications & Alerts" (notices and due dates) and the client
 * testimonials (storefront §2 Home page, §3 Entities). Served by GET /api/v1/home/content.
 */

export const noticeSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  category: z.string(),
  /** When the notice was published (ISO date, YYYY-MM-DD). */
  timestamp: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const dueDateSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The due date (ISO date, YYYY-MM-DD). */
  date: z.string(),
  category: z.string(),
});
export type DueDate = z.infer<typeof dueDateSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  review: z.string(),
  name: z.string(),
  company: z.string(),
  /** 1 to 5. */
  rating: z.number().int().min(1).max(5),
  /** Initials shown in the avatar circle. */
  avatar: z.string(),
  /** A colour name for the avatar (saffron, indigo, emerald, sky…); the web app maps it to its palette. */
  colour: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const homeCardSchema = z.object({
  id: z.number().int(),
  audience: z.enum(HOME_AUDIENCE_VALUES),
  title: z.string(),
  text: z.string(),
  /** A storefront category's address ('/gst', '/company'…). */
  to: z.string(),
  icon: z.enum(HOME_CARD_ICONS),
});
export type HomeCard = z.infer<typeof homeCardSchema>;

export const homeContentSchema = z.object({
  notices: z.array(noticeSchema),
  due_dates: z.array(dueDateSchema),
  testimonials: z.array(testimonialSchema),
  /** "Made for everyone" cards, active ones, by audience then staff order. */
  cards: z.array(homeCardSchema),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
