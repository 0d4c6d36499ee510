import { createElement } from 'react';
import {
  BadgeCheck,
  Briefcase,
  Building2,
  FileText,
  Landmark,
  ReceiptIndianRupee,
  Rocket,
  Scale,
  type LucideIcon,
} from 'lucide-react';
import { CATEGORY_ROUTES, type CategoryKey } from '@anupalan/shared/categories';

/** The home page's service cards: one icon per category (the categories are listed in packages/shared). */
export const CATEGORY_ICONS: Record<CategoryKey, LucideIcon> = {
  'income-tax': ReceiptIndianRupee,
  gst: FileText,
  startup: Rocket,
  company: Building2,
  trademark: BadgeCheck,
  bankvaluation: Landmark,
  legal: Scale,
};

/** The icon for a card leading to `route`; menus that are not one of the seven get a briefcase. */
export function categoryIcon(route: string): LucideIcon {
  const hit = CATEGORY_ROUTES.find((c) => c.path === route);
  return hit ? CATEGORY_ICONS[hit.key] : Briefcase;
}

/** The decorative icon of a home card leading to `route`. */
export function CategoryIcon({ route, className }: { route: string; className?: string }) {
  return createElement(categoryIcon(route), { 'aria-hidden': true, className });
}
