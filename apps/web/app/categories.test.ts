import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_KEYWORDS, CATEGORY_ROUTES, findCategoryMenu, menuRoute } from '@anupalan/shared';
import routes from './routes';
import { CATEGORY_ICONS, categoryIcon } from './features/home/category-icons';
import { CATEGORY_CONFIGS, categoryForPath } from './features/catalog/category-config';

/** Every place that knows the seven categories derives from CATEGORIES; this fails if one misses a category. */
describe('the seven categories, known in one place', () => {
  it('lists seven distinct categories', () => {
    expect(CATEGORIES).toHaveLength(7);
    expect(new Set(CATEGORIES.map((c) => c.key)).size).toBe(7);
    expect(new Set(CATEGORIES.map((c) => c.path)).size).toBe(7);
    expect(CATEGORY_ROUTES.map((c) => c.key)).toEqual(CATEGORIES.map((c) => c.key));
  });

  it.each(CATEGORIES.map((c) => [c.key, c] as const))('%s is in every derived place', (key, c) => {
    // The web route table has a category route at the category's path.
    const route = routes.find((r) => r.id === `category-${key}`);
    expect(route?.path).toBe(c.path.slice(1));
    expect(route?.file).toBe('routes/category.tsx');
    // The header sends the category's title and each of its menu names to its page.
    expect(menuRoute(c.title)).toBe(c.path);
    for (const name of c.menuNames) expect(menuRoute(name)).toBe(c.path);
    // The category page finds its menu by keyword and has its config.
    expect(CATEGORY_KEYWORDS[key].length).toBeGreaterThan(0);
    expect(findCategoryMenu([{ name: 'Other' }, { name: c.title }], key)?.name).toBe(c.title);
    expect(CATEGORY_CONFIGS[key]).toMatchObject({ key, path: c.path });
    expect(categoryForPath(c.path)?.key).toBe(key);
    // The home card has its own icon, not the fallback.
    expect(CATEGORY_ICONS[key]).toBeDefined();
    expect(categoryIcon(c.path)).toBe(CATEGORY_ICONS[key]);
  });

  it('has no config, keyword list or icon for a key that is not a category', () => {
    const keys = CATEGORIES.map((c) => c.key).sort();
    expect(Object.keys(CATEGORY_CONFIGS).sort()).toEqual(keys);
    expect(Object.keys(CATEGORY_KEYWORDS).sort()).toEqual(keys);
    expect(Object.keys(CATEGORY_ICONS).sort()).toEqual(keys);
    expect(routes.filter((r) => r.file === 'routes/category.tsx' && !r.id?.startsWith('hi-'))).toHaveLength(7);
    // Each also in Hindi, under /hi (issue 23).
    expect(routes.filter((r) => r.file === 'routes/category.tsx' && r.id?.startsWith('hi-')).map((r) => `/${r.path}`)).toEqual(
      CATEGORIES.map((c) => `/hi${c.path}`),
    );
  });
});
