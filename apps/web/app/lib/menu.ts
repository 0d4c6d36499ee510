import type { MenuSummary } from '@anupalan/shared';

export type NavMenu = Pick<MenuSummary, 'id' | 'name' | 'route' | 'services'>;

export const BLOG_MENU: NavMenu = { id: 0, name: 'Blog', route: '/blogs', services: [] };

/**
 * The Blog item is always present: appended with no services when the server sends none, and on
 * its own when the menu could not be loaded (storefront §2 Header, §8).
 */
export function withBlogMenu(menus: MenuSummary[]): NavMenu[] {
  const list: NavMenu[] = menus.map(({ id, name, route, services }) => ({ id, name, route, services }));
  if (!list.some((m) => m.name.trim().toLowerCase() === 'blog')) list.push(BLOG_MENU);
  return list;
}
