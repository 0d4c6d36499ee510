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

/** The tabs of "Made for everyone" (storefront §2 Home); the cards under each are staff-edited rows. */
export const HOME_AUDIENCES = [
  { value: 'organization', label: 'Organization', intro: 'Stay compliant month after month while you run the business.' },
  { value: 'enterprise', label: 'Enterprise', intro: 'Filings, notices and changes handled by a team that knows the rules.' },
  { value: 'startup', label: 'Startup', intro: 'From incorporation to recognition and tax benefits.' },
  {
    value: 'individuals',
    label: 'Individuals',
    intro: 'Your return, your refund and your notices, explained in plain words.',
  },
] as const;
export type HomeAudience = (typeof HOME_AUDIENCES)[number]['value'];
export const HOME_AUDIENCE_VALUES = HOME_AUDIENCES.map((a) => a.value) as [HomeAudience, ...HomeAudience[]];

/** The icons a home card may show (the web app maps each name to its drawing). */
export const HOME_CARD_ICONS = [
  'FileText',
  'Receipt',
  'ReceiptIndianRupee',
  'FileSpreadsheet',
  'Building2',
  'BadgeCheck',
  'ShieldCheck',
  'Users',
  'Landmark',
  'Rocket',
  'Scale',
  'Briefcase',
] as const;
export type HomeCardIcon = (typeof HOME_CARD_ICONS)[number];

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
