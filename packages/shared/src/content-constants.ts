// Zod-free: the home page's constants, imported by first-load code without the schemas (and zod).
// content.ts re-exports everything here.

/** The categories notices and due dates carry; each has its own colour on the home page. */
export const NOTICE_CATEGORIES = ['GST', 'MCA', 'TDS', 'Income Tax', 'PT', 'PF/ESI'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

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
