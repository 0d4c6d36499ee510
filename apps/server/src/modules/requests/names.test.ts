import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { serviceDocuments, services } from '../../db/schema.ts';

/**
 * The batch calls request and payment lists name things with (catalog and users own the rows):
 * one call per list, whatever ids it holds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('users.people (the people in a list)', () => {
  it('answers each account once for repeated ids and leaves out ids that are no account', async () => {
    const a = await signedInUser(t.app, { name: 'Meera Iyer', mobile: '9876512345' });
    const b = await signedInUser(t.app, { name: 'Kabir Das' });
    const people = await t.app.services.users.people([a.user.id, a.user.id, 2_000_000_000, b.user.id]);
    expect([...people.keys()].sort((x, y) => x - y)).toEqual([a.user.id, b.user.id].sort((x, y) => x - y));
    expect(people.get(a.user.id)).toEqual({ id: a.user.id, name: 'Meera Iyer', email: a.user.email, mobile: '9876512345' });
    expect((await t.app.services.users.people([])).size).toBe(0);
  });
});

describe('catalog.serviceNamesOf and requiredDocumentsOf (what a request was made for)', () => {
  it('names a service taken off the storefront, and keeps a document retired after the request', async () => {
    const db = t.database.db;
    const [svc] = await db.select().from(services).where(eq(services.active, true)).limit(1);
    const [doc] = await db.select().from(serviceDocuments).where(eq(serviceDocuments.serviceId, svc!.id)).limit(1);
    const requestMadeAt = new Date(Date.now() - 60_000);
    const retiredAt = new Date();
    await db.update(services).set({ active: false }).where(eq(services.id, svc!.id));
    await db.update(serviceDocuments).set({ retiredAt }).where(eq(serviceDocuments.id, doc!.id));
    await t.app.services.contentVersion.bump();
    try {
      const catalog = t.app.services.catalog;
      expect(await catalog.getService(svc!.id)).toBeNull();
      const names = await catalog.serviceNamesOf([svc!.id, svc!.id, 2_000_000_000]);
      expect([...names.entries()]).toEqual([[svc!.id, svc!.name]]);
      const before = await catalog.requiredDocumentsOf(svc!.id, requestMadeAt);
      expect(before.map((d) => d.id)).toContain(doc!.id);
      const after = await catalog.requiredDocumentsOf(svc!.id, new Date(retiredAt.getTime() + 1));
      expect(after.map((d) => d.id)).not.toContain(doc!.id);
      expect(after.length).toBe(before.length - 1);
    } finally {
      await db.update(services).set({ active: true }).where(eq(services.id, svc!.id));
      await db.update(serviceDocuments).set({ retiredAt: null }).where(eq(serviceDocuments.id, doc!.id));
      await t.app.services.contentVersion.bump();
    }
  });
});
