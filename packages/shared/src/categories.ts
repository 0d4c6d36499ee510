import { slugify } from './slug.ts';

// Zod-free: the storefront's header, footer, home and 404 pages import these without pulling the
// schemas (and zod) into the first load. catalog.ts re-exports everything here.

/**
 * The seven categories of the storefront: the ONE list every other place derives from (the web
 * routes, the header's menuRoute, the category pages' keywords and configs, the home cards' icons,
 * the sitemap and the 404 page's links).
 *
 * - `menuNames`: header menu names (lower-cased, whitespace folded) that lead to the category
 *   (storefront §2 Header).
 * - `keywords`: words a category page looks for in menu names to pick its menu (storefront §2
 *   Category pages). The income-tax page has no keyword list in the spec; it matches "income tax"
 *   and otherwise takes the first menu.
 */
export const CATEGORIES = [
  {
    key: 'income-tax',
    path: '/income-tax',
    title: 'Income Tax',
    menuNames: ['income tax'],
    keywords: ['income tax', 'income-tax', 'itr'],
  },
  { key: 'gst', path: '/gst', title: 'GST', menuNames: ['gst'], keywords: ['gst'] },
  {
    key: 'startup',
    path: '/startup',
    title: 'Startup Registrations',
    menuNames: ['startup registrations', 'startup'],
    keywords: ['startup', 'start-up', 'start up'],
  },
  {
    key: 'company',
    path: '/company',
    title: 'Company (MCA)',
    menuNames: ['company(mca)', 'company (mca)'],
    keywords: ['company', 'incorporation', 'business'],
  },
  {
    key: 'trademark',
    path: '/trademark',
    title: 'Trademark',
    menuNames: ['trade mark', 'trademark'],
    keywords: ['trademark', 'trade mark'],
  },
  {
    key: 'bankvaluation',
    path: '/bankvaluation',
    title: 'Bank Valuation',
    menuNames: ['bank valuation'],
    keywords: ['bank valuation', 'valuation', 'bank'],
  },
  { key: 'legal', path: '/legal', title: 'Legal', menuNames: ['legal'], keywords: ['legal', 'law', 'compliance'] },
] as const satisfies readonly {
  key: string;
  path: `/${string}`;
  title: string;
  menuNames: readonly string[];
  keywords: readonly string[];
}[];
export type CategoryKey = (typeof CATEGORIES)[number]['key'];

/** The categories with their routes (kept under this name for the pages that only need key, path, title). */
export const CATEGORY_ROUTES: readonly { key: CategoryKey; path: string; title: string }[] = CATEGORIES;

/** Header menu names that are not categories. */
const OTHER_MENU_ROUTES: Readonly<Record<string, string>> = { blog: '/blogs', blogs: '/blogs' };

const MENU_NAME_ROUTES: ReadonlyMap<string, string> = new Map([
  ...CATEGORIES.flatMap((c) => c.menuNames.map((n) => [n, c.path] as const)),
  ...Object.entries(OTHER_MENU_ROUTES),
]);

/**
 * Header navigation: menu name → route (storefront §2 Header). Exact names after lower-casing and
 * whitespace folding; anything else goes to "/".
 */
export function menuRoute(name: string): string {
  const n = name.toLowerCase().replace(/\s+/g, ' ').trim();
  return MENU_NAME_ROUTES.get(n) ?? '/';
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

/** Category pages pick their menu by keyword in the menu name (see CATEGORIES). */
export const CATEGORY_KEYWORDS = Object.fromEntries(
  CATEGORIES.map((c): [CategoryKey, readonly string[]] => [c.key, c.keywords]),
) as Record<CategoryKey, readonly string[]>;

export function findCategoryMenu<M extends { name: string }>(menus: readonly M[], key: CategoryKey): M | undefined {
  const words = CATEGORY_KEYWORDS[key];
  const hit = menus.find((m) => words.some((w) => m.name.toLowerCase().includes(w)));
  if (hit || key !== 'income-tax') return hit;
  return menus[0];
}

export const SERVICE_TYPES = ['individual', 'business', 'both'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Where a service's checkout lives: /proceed/{service_content or slug of the name}. */
export function proceedPath(service: { service_content?: string | null; service_name: string }): string {
  return `/proceed/${service.service_content || slugify(service.service_name)}`;
}
