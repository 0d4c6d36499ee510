import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/helpers/db.ts';
import { blogs, faqs, menus, services } from '../schema.ts';
import { categories } from './categories.ts';
import { seedIfEmpty } from './index.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const n = async (table: typeof menus | typeof services | typeof faqs | typeof blogs) =>
  (await db.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('seed', () => {
  it('loaded the seven categories with at least 4 services and 5 FAQs each, and 8+ articles', async () => {
    expect(await n(menus)).toBe(7);
    expect(categories.every((c) => c.services.length >= 4 && c.faqs.length >= 5)).toBe(true);
    expect(await n(services)).toBe(categories.reduce((s, c) => s + c.services.length, 0));
    expect(await n(blogs)).toBeGreaterThanOrEqual(8);
  });

  it('does nothing to a database that already has content', async () => {
    const before = [await n(menus), await n(services), await n(faqs), await n(blogs)];
    expect(await seedIfEmpty(db.db)).toEqual({ seeded: false });
    expect([await n(menus), await n(services), await n(faqs), await n(blogs)]).toEqual(before);
  });

  it('keeps prices as whole paise and slugs URL-safe', () => {
    for (const c of categories) {
      for (const s of c.services) {
        expect(Number.isSafeInteger(s.pricePaise), s.name).toBe(true);
        expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });
});
