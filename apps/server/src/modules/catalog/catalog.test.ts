import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuRoute } from '@anupalan/shared';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v1/web/menu', () => {
  it('lists the seven seeded categories, each with its services and route', async () => {
    const res = await get('/api/v1/web/menu');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.menus.map((m: { route: string }) => m.route)).toEqual([
      '/income-tax',
      '/gst',
      '/startup',
      '/company',
      '/trademark',
      '/bankvaluation',
      '/legal',
    ]);
    for (const m of body.menus) {
      expect(m.route).toBe(menuRoute(m.name));
      expect(m.services.length).toBeGreaterThanOrEqual(4);
      expect(m.services[0]).toEqual({ id: expect.any(Number), service_name: expect.any(String), slug: expect.any(String) });
    }
  });
});

describe('GET /api/v1/menu/{id}', () => {
  it('answers a category with its overview and full services', async () => {
    const menus = (await get('/api/v1/web/menu')).json().menus;
    const res = await get(`/api/v1/menu/${menus[1].id}`);
    expect(res.statusCode).toBe(200);
    const { menu } = res.json();
    expect(menu.name).toBe('GST');
    expect(menu.menu_description).toContain('<p>');
    const s = menu.services[0];
    expect(s.price_paise).toBeGreaterThan(0);
    expect(s.service_price).toBe(s.price_paise / 100);
    expect(['individual', 'business', 'both']).toContain(s.type);
    expect(s.required_documents.length).toBeGreaterThan(0);
  });

  it('404s an unknown id with a JSON body', async () => {
    const res = await get('/api/v1/menu/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Category not found.' });
  });

  it.each(['abc', '-1', '0', '1.5', '1e3', '0x10', '99999999999999999999', '2147483648', '%20'])('400s the id %s', async (id) => {
    const res = await get(`/api/v1/menu/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'The id must be a positive whole number.' });
  });
});

describe('GET /api/v1/faq/{menuId}', () => {
  it('answers the FAQs of a category', async () => {
    const menus = (await get('/api/v1/web/menu')).json().menus;
    const res = await get(`/api/v1/faq/${menus[0].id}`);
    expect(res.statusCode).toBe(200);
    const { faqs } = res.json();
    expect(faqs.length).toBeGreaterThanOrEqual(5);
    expect(faqs[0]).toEqual({ id: expect.any(Number), question: expect.any(String), answer: expect.any(String) });
  });

  it('404s an unknown category and 400s a bad id', async () => {
    expect((await get('/api/v1/faq/424242')).statusCode).toBe(404);
    expect((await get('/api/v1/faq/x')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/service/{id}', () => {
  it('answers the public fields of a service', async () => {
    const menus = (await get('/api/v1/web/menu')).json().menus;
    const id = menus[3].services[0].id;
    const res = await get(`/api/v1/service/${id}`);
    expect(res.statusCode).toBe(200);
    const { services } = res.json();
    expect(services.id).toBe(id);
    expect(services).toHaveProperty('sac_code');
    expect(services.required_documents[0]).toEqual({
      id: expect.any(Number),
      document_name: expect.any(String),
      status: expect.any(Number),
      document_type: expect.stringMatching(/^(Document|Text)$/),
    });
  });

  it('404s an unknown service', async () => {
    const res = await get('/api/v1/service/7777777');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Service not found.');
  });
});

describe('GET /api/v1/our_stories', () => {
  it('answers the published articles newest first', async () => {
    const res = await get('/api/v1/our_stories');
    expect(res.statusCode).toBe(200);
    const { blogs } = res.json();
    expect(blogs.length).toBeGreaterThanOrEqual(8);
    const dates = blogs.map((b: { date: string }) => b.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(blogs.map((b: { category: string }) => b.category)).size).toBeGreaterThanOrEqual(7);
  });

  it('filters by category and by a case-insensitive search', async () => {
    const all = (await get('/api/v1/our_stories')).json().blogs;
    const gst = (await get('/api/v1/our_stories?category=gst')).json().blogs;
    expect(gst.length).toBeGreaterThan(0);
    expect(gst.every((b: { category: string }) => b.category === 'GST')).toBe(true);
    const word = all[0].title.split(' ')[0].toUpperCase();
    const found = (await get(`/api/v1/our_stories?search=${encodeURIComponent(word)}`)).json().blogs;
    expect(found.map((b: { id: number }) => b.id)).toContain(all[0].id);
  });

  it('400s a query parameter sent as an array', async () => {
    const res = await get('/api/v1/our_stories?category=gst&category=legal');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { category: ['category must be a single text value.'] } });
  });
});
