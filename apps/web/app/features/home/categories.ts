import { NOTICE_CATEGORIES, type NoticeCategory } from '@anupalan/shared/content-constants';

/**
 * One colour per notice category (storefront §3), always shown together with the category's name.
 * Each badge pair (900 text on a 50 background) is well above the 4.5:1 AA ratio; the bar is
 * decoration beside the text.
 */
export interface CategoryLook {
  badge: string;
  bar: string;
}

const LOOKS: Record<NoticeCategory, CategoryLook> = {
  GST: { badge: 'bg-sky-50 text-sky-900 ring-sky-700/30', bar: 'bg-sky-600' },
  MCA: { badge: 'bg-indigo-50 text-indigo-900 ring-indigo-700/30', bar: 'bg-indigo-600' },
  TDS: { badge: 'bg-amber-50 text-amber-900 ring-amber-700/30', bar: 'bg-amber-500' },
  'Income Tax': { badge: 'bg-emerald-50 text-emerald-900 ring-emerald-700/30', bar: 'bg-emerald-600' },
  PT: { badge: 'bg-rose-50 text-rose-900 ring-rose-700/30', bar: 'bg-rose-600' },
  'PF/ESI': { badge: 'bg-fuchsia-50 text-fuchsia-900 ring-fuchsia-700/30', bar: 'bg-fuchsia-600' },
};

const OTHER: CategoryLook = { badge: 'bg-slate-100 text-slate-800 ring-slate-600/25', bar: 'bg-slate-500' };

export function categoryLook(category: string): CategoryLook {
  return (NOTICE_CATEGORIES as readonly string[]).includes(category) ? LOOKS[category as NoticeCategory] : OTHER;
}
