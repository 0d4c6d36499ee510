import { z } from 'zod';

/**
 * Home page content staff can edit: "Notifications & Alerts" (notices and due dates) and the client
 * testimonials (storefront §2 Home page, §3 Entities). Served by GET /api/v1/home/content.
 */

/** The categories notices and due dates carry; each has its own colour on the home page. */
export const NOTICE_CATEGORIES = ['GST', 'MCA', 'TDS', 'Income Tax', 'PT', 'PF/ESI'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

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

export const homeContentSchema = z.object({
  notices: z.array(noticeSchema),
  due_dates: z.array(dueDateSchema),
  testimonials: z.array(testimonialSchema),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
