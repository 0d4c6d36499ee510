import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { blogs } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('catalog.getBlogBySlug (article permalinks)', () => {
  it('finds a published article by its slug, with the listing fields', async () => {
    const [first] = await t.app.services.publicCatalog.listBlogs();
    const found = await t.app.services.publicCatalog.getBlogBySlug(first!.slug);
    expect(found).toEqual(first);
  });

  it.each(['no-such-article', '', 'GST-Registration', '../etc/passwd', "x' or 1=1 --", 'a'.repeat(201)])(
    'answers null for %j',
    async (slug) => {
      expect(await t.app.services.publicCatalog.getBlogBySlug(slug)).toBeNull();
    },
  );

  it('does not show an unpublished article', async () => {
    const [first] = await t.app.services.publicCatalog.listBlogs();
    await t.database.db.update(blogs).set({ published: false }).where(eq(blogs.id, first!.id));
    await t.app.services.contentVersion.bump();
    expect(await t.app.services.publicCatalog.getBlogBySlug(first!.slug)).toBeNull();
    await t.database.db.update(blogs).set({ published: true }).where(eq(blogs.id, first!.id));
    await t.app.services.contentVersion.bump();
  });
});
