import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { testDbKind } from '../../../../tests/helpers/db.ts';
import { openPostgres } from '../db/client.ts';
import { notices, services } from '../db/schema.ts';

let a: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
});
afterAll(async () => {
  await a?.close();
});

/** Resolves at the next change of an instance's content version. */
function nextChange(t: TestApp): Promise<void> {
  return new Promise((resolve) => {
    const off = t.app.services.contentVersion.onChange(() => {
      off();
      resolve();
    });
  });
}

const menuJson = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/v1/web/menu' })).json();

describe('read models follow every write to the content tables', () => {
  it('a notice written straight to the database (no bump) shows on the next request', async () => {
    const before = await a.app.services.publicContent.getHomeContent();
    const changed = nextChange(a);
    const [added] = await a.database.db
      .insert(notices)
      .values({ text: 'Written by hand in SQL.', category: 'GST', publishedOn: '2099-02-02' })
      .returning({ id: notices.id });
    await changed; // the trigger's NOTIFY reached this instance
    const after = await a.app.services.publicContent.getHomeContent();
    expect(before.notices.map((n) => n.id)).not.toContain(added!.id);
    expect(after.notices[0]).toMatchObject({ id: added!.id, text: 'Written by hand in SQL.' });
    // The model is held: a second read is the very same object, no new query.
    expect(await a.app.services.publicContent.getHomeContent()).toBe(after);
  });

  it('a price changed with bump() shows at once on this instance, in the API and in-process', async () => {
    const first = (await menuJson(a)).menus[0].services[0];
    const service = await a.app.services.publicCatalog.getService(first.id);
    await a.database.db.update(services).set({ pricePaise: 123_45 }).where(eq(services.id, first.id));
    await a.app.services.contentVersion.bump();
    expect((await a.app.services.publicCatalog.getService(first.id))!.price_paise).toBe(123_45);
    const res = await a.app.inject({ method: 'GET', url: `/api/v1/service/${first.id}` });
    expect(res.json().services.price_paise).toBe(123_45);
    await a.database.db.update(services).set({ pricePaise: service!.price_paise }).where(eq(services.id, first.id));
    await a.app.services.contentVersion.bump();
  });

  it('a deactivated service leaves the menu, its category and the service API', async () => {
    const menus = (await menuJson(a)).menus;
    const victim = menus[2].services[1];
    await a.database.db.update(services).set({ active: false }).where(eq(services.id, victim.id));
    await a.app.services.contentVersion.bump();
    const ids = (await menuJson(a)).menus.flatMap((m: { services: { id: number }[] }) => m.services.map((s) => s.id));
    expect(ids).not.toContain(victim.id);
    expect((await a.app.inject({ method: 'GET', url: `/api/v1/service/${victim.id}` })).statusCode).toBe(404);
    await a.database.db.update(services).set({ active: true }).where(eq(services.id, victim.id));
    await a.app.services.contentVersion.bump();
    expect((await a.app.inject({ method: 'GET', url: `/api/v1/service/${victim.id}` })).statusCode).toBe(200);
  });
});

describe.runIf(testDbKind() === 'postgres')('two instances on one PostgreSQL', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await buildTestApp({ database: await openPostgres(a.database.url!, { max: 2 }) });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('a change made through one instance shows on the other', async () => {
    const id = (await menuJson(a)).menus[1].services[0].id;
    const priceOnB = async () =>
      (await b.app.inject({ method: 'GET', url: `/api/v1/service/${id}` })).json().services.price_paise;
    const old = await priceOnB(); // B now holds the catalogue in memory
    const heard = nextChange(b);
    await a.database.db
      .update(services)
      .set({ pricePaise: old + 100 })
      .where(eq(services.id, id));
    await a.app.services.contentVersion.bump();
    await heard;
    expect(await priceOnB()).toBe(old + 100);
    await a.database.db.update(services).set({ pricePaise: old }).where(eq(services.id, id));
  });

  it('after its listening connection is cut, an instance stops trusting its copy and listens again', async () => {
    await menuJson(b);
    const gap = nextChange(b);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await gap;
    // Listening again: a later change reaches it.
    await expect
      .poll(
        async () => {
          const heard = nextChange(b);
          await a.app.services.contentVersion.bump();
          return Promise.race([heard.then(() => 'heard'), new Promise((r) => setTimeout(() => r('not yet'), 300))]);
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe('heard');
  });
});
