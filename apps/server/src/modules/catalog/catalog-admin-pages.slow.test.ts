// Slow: serves the built web app (npm run build), which test:fast does not make.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatInr, menuRoute } from '@anupalan/shared';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { homeCards, menus, services } from '../../db/schema.ts';

const t = useTestApp({ web: true });

describe('a catalogue change in the back office reaches the storefront at once', () => {
  it('after a price change the next anonymous GET of the category page (cached before) and the service API show it', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const [svc] = await t.database.db.select().from(services).where(eq(services.active, true)).limit(1);
    const [menu] = await t.database.db.select().from(menus).where(eq(menus.id, svc!.menuId));
    const page = menuRoute(menu!.name);
    const warm = await t.app.inject({ method: 'GET', url: page });
    expect(warm.statusCode).toBe(200);
    const cached = await t.app.inject({ method: 'GET', url: page });
    expect(cached.headers['x-page-cache']).toBe('hit');
    const apiBefore = await t.app.inject({ method: 'GET', url: `/api/v1/service/${svc!.id}` });
    expect(apiBefore.json().services.price_paise).toBe(svc!.pricePaise);

    const editing = (
      await t.app.inject({ method: 'GET', url: `/api/v1/admin/catalog/services/${svc!.id}`, headers: staff.bearer })
    ).json().service;
    const newPaise = svc!.pricePaise + 123_400;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/catalog/services/${svc!.id}`,
      headers: staff.bearer,
      payload: {
        ...editing,
        price: String(newPaise / 100),
        governmentFee: editing.governmentFeePaise === null ? '' : String(editing.governmentFeePaise / 100),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await t.app.inject({ method: 'GET', url: page });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain(formatInr(newPaise));
    const apiAfter = await t.app.inject({ method: 'GET', url: `/api/v1/service/${svc!.id}` });
    expect(apiAfter.json().services.price_paise).toBe(newPaise);
  });
});

describe('home page tab cards and category addresses from the back office', () => {
  it('a card edited in the back office shows on the next anonymous GET / (cached before), word for word', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const warm = await t.app.inject({ method: 'GET', url: '/' });
    expect(warm.statusCode).toBe(200);
    // The cards the web app carried before, now rows, print as they did.
    expect(warm.body).toContain('Get your GSTIN with the right documents the first time.');
    expect(warm.body).toContain('Made for everyone');
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['x-page-cache']).toBe('hit');
    const [card] = await t.database.db.select().from(homeCards).where(eq(homeCards.title, 'Company Strike Off'));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/content/home/home-cards/${card!.id}`,
      headers: staff.bearer,
      payload: { ...card, title: 'Close Your Company', text: 'Strike off a company that no longer trades.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/' });
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('Strike off a company that no longer trades.');
    expect(after.body).not.toContain('Close a company that no longer trades.');
  });

  it('staff see the cards on /admin/content with their forms and Move up/down, and a Move posted there reorders the tab', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const page = await t.app.inject({ method: 'GET', url: '/admin/content', headers: staff.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Home page tab cards');
    expect(page.body).toContain('Reduced government fee for recognised startups.');
    expect(page.body).toMatch(/Move down<span class="sr-only"> <!-- -->ITR Filing for Salaried/);
    const ids = (await t.database.db.select().from(homeCards).where(eq(homeCards.audience, 'individuals')))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((c) => c.id);
    const moved = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/content',
      headers: { ...staff.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'move', audience: 'individuals', ids: moved.join(',') }).toString(),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(400);
    expect(res.body).toContain('Order saved.');
    const now = (await t.database.db.select().from(homeCards).where(eq(homeCards.audience, 'individuals')))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((c) => c.id);
    expect(now).toEqual(moved);
  });

  it('a renamed storefront category keeps its page at the same address', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const [gst] = await t.database.db.select().from(menus).where(eq(menus.categoryKey, 'gst'));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/catalog/categories/${gst!.id}`,
      headers: staff.bearer,
      payload: { name: 'Goods and Services Tax', slug: gst!.slug, overviewHtml: gst!.overviewHtml, version: gst!.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/gst' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Goods and Services Tax<\/h1>/);
  });
});
