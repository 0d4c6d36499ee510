import { describe, expect, it } from 'vitest';
import { CATEGORY_ROUTES } from '@anupalan/shared';
import { categoryForPath } from './category-config';

describe('categoryForPath', () => {
  it('finds each category by its route pattern (as a loader gets it) and by its path', () => {
    for (const c of CATEGORY_ROUTES) {
      expect(categoryForPath(c.path.slice(1))?.key).toBe(c.key);
      expect(categoryForPath(c.path)?.key).toBe(c.key);
      expect(categoryForPath(`${c.path}/`)?.key).toBe(c.key);
      expect(categoryForPath(c.path.toUpperCase())?.key).toBe(c.key);
    }
  });

  it('finds nothing for other paths', () => {
    expect(categoryForPath('/')).toBeNull();
    expect(categoryForPath('about')).toBeNull();
    expect(categoryForPath('/gst/returns')).toBeNull();
  });
});
