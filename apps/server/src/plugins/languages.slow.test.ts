// Slow: serves the built web app (npm run build), which test:fast does not make.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/helpers/db.ts';

/**
 * Issue 23: the Hindi storefront under /hi, server-rendered and findable (lang, title, canonical,
 * hreflang, JSON-LD), the root's first-visit language, and the anonymous page cache and public fast
 * path keeping each language's pages apart. A real listening server, so the fast path is on the way.
 */
let app: FastifyInstance;
let database: TestDatabase;
let base: string;
let site: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/unused' });
  app = await buildApp({ config, database, web: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  site = app.config.publicUrl.replace(/\/$/, '');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const HINDI_BROWSER = { 'user-agent': BROWSER, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const linkHref = (html: string, attrs: string) => new RegExp(`<link ${attrs} href="([^"]+)"`).exec(html)?.[1];
function jsonLds(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('Hindi pages, rendered on the server', () => {
  it('renders /hi/gst in Hindi with its own title, canonical, hreflang both ways and Hindi JSON-LD', async () => {
    const res = await get('/hi/gst');
    expect(res.status).toBe(200);
    expect(htmlLang(res.body)).toBe('hi');
    expect(title(res.body)).toMatch(/^GST सेवाएँ \| /);
    expect(res.body).toContain('सेवा के लिए आगे बढ़ें');
    expect(res.body).toContain('GST पंजीकरण, रिटर्न फ़ाइलिंग, संशोधन और नोटिस।');
    expect(linkHref(res.body, 'rel="canonical"')).toBe(`${site}/hi/gst`);
    expect(linkHref(res.body, 'rel="alternate" hrefLang="en-IN"')).toBe(`${site}/gst`);
    expect(linkHref(res.body, 'rel="alternate" hrefLang="hi-IN"')).toBe(`${site}/hi/gst`);
    expect(linkHref(res.body, 'rel="alternate" hrefLang="x-default"')).toBe(`${site}/gst`);
    expect(res.body).toContain('<meta property="og:locale" content="hi_IN"/>');
    const lds = jsonLds(res.body);
    const list = lds.find((l) => l['@type'] === 'ItemList');
    expect(list).toMatchObject({ name: 'GST सेवाएँ', inLanguage: 'hi-IN' });
    const crumbs = lds.find((l) => l['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement[0]).toMatchObject({ name: 'होम', item: `${site}/hi` });
    // The links of the Hindi page stay in Hindi; pages without a Hindi version keep their address.
    // (the brand and the breadcrumb's home link; the Blog has no Hindi version yet).
    expect(res.body.match(/href="\/hi"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(res.body).toMatch(/href="\/blogs"/);
    expect(res.body).not.toMatch(/href="\/"/);
    // The switch to the English page, named in English.
    expect(res.body).toMatch(/<a href="\/gst" hrefLang="en-IN" lang="en-IN"[^>]*>.*English<\/a>/);
  });

  it('renders the English page unchanged in English, naming its Hindi alternate', async () => {
    const res = await get('/gst');
    expect(res.status).toBe(200);
    expect(htmlLang(res.body)).toBe('en-IN');
    expect(title(res.body)).toMatch(/^GST Services \| /);
    expect(res.body).toContain('Proceed to Service');
    expect(linkHref(res.body, 'rel="canonical"')).toBe(`${site}/gst`);
    expect(linkHref(res.body, 'rel="alternate" hrefLang="hi-IN"')).toBe(`${site}/hi/gst`);
    expect(jsonLds(res.body).find((l) => l['@type'] === 'ItemList')).toMatchObject({ name: 'GST Services' });
    expect(res.body).toMatch(/<a href="\/hi\/gst" hrefLang="hi" lang="hi"[^>]*>.*हिन्दी<\/a>/);
  });

  it('renders the Hindi home page with its title, description and WebSite JSON-LD in Hindi', async () => {
    const res = await get('/hi');
    expect(res.status).toBe(200);
    expect(htmlLang(res.body)).toBe('hi');
    expect(title(res.body)).toContain('टैक्स, GST, कंपनी और कानूनी अनुपालन सेवाएँ');
    expect(res.body).toContain('आपके व्यवसाय और अनुपालन के लिए भरोसेमंद कानूनी सेवाएँ');
    expect(res.body).toMatch(/<meta name="description" content="[^"]*आयकर, GST/);
    expect(linkHref(res.body, 'rel="canonical"')).toBe(`${site}/hi`);
    expect(linkHref(res.body, 'rel="alternate" hrefLang="en-IN"')).toBe(`${site}/`);
    expect(jsonLds(res.body).find((l) => l['@type'] === 'WebSite')).toMatchObject({ inLanguage: 'hi-IN', url: `${site}/hi` });
  });

  it('lists both languages in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${site}/gst</loc>`);
    expect(xml).toContain(`<loc>${site}/hi/gst</loc>`);
    expect(xml).toContain(`<loc>${site}/hi</loc>`);
  });
});

describe('the page cache and the public fast path, by language', () => {
  it('never answers an English request with the Hindi page or the other way round, cached or not', async () => {
    // Several rounds, so both pages are cached and the fast path has learnt both answers.
    for (let round = 0; round < 3; round++) {
      for (const [path, lang] of [
        ['/gst', 'en-IN'],
        ['/hi/gst', 'hi'],
        ['/hi', 'hi'],
      ] as const) {
        const res = await get(path, { 'accept-encoding': 'identity' });
        expect(res.status).toBe(200);
        expect(htmlLang(res.body)).toBe(lang);
      }
    }
    // The English root, cached, is still English for an English browser; a Hindi browser's first
    // visit goes to /hi instead of the cached English page.
    for (let round = 0; round < 3; round++) {
      const english = await get('/', { 'accept-language': 'en-IN,en;q=0.9' });
      expect(english.status).toBe(200);
      expect(htmlLang(english.body)).toBe('en-IN');
    }
    const hindi = await get('/', HINDI_BROWSER);
    expect(hindi.status).toBe(302);
    expect(hindi.headers.get('location')).toBe('/hi');
    expect(hindi.headers.get('cache-control')).toBe('private, no-store');
    expect(hindi.headers.get('vary')).toContain('Accept-Language');
  });
});

describe('the root and the visitor language', () => {
  it('follows the remembered choice first, then Accept-Language, only at the root and never for crawlers', async () => {
    expect((await get('/', { ...HINDI_BROWSER, cookie: 'lang=en' })).status).toBe(200);
    const chosen = await get('/?utm_source=x', { cookie: 'lang=hi' });
    expect([chosen.status, chosen.headers.get('location')]).toEqual([302, '/hi?utm_source=x']);
    const crawler = await get('/', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'accept-language': 'hi',
    });
    expect(crawler.status).toBe(200);
    expect(htmlLang(crawler.body)).toBe('en-IN');
    // Coming from our own page (the switch's English link): no loop back to Hindi, cookies or not.
    const fromSwitch = await get('/', { ...HINDI_BROWSER, referer: `${base}/hi` });
    expect(fromSwitch.status).toBe(200);
    // Other addresses never redirect by Accept-Language.
    expect((await get('/gst', HINDI_BROWSER)).status).toBe(200);
    // The sign-in prompt of an account page stays where it is.
    expect((await get('/?login=required&redirectTo=%2Fprofile', HINDI_BROWSER)).status).toBe(200);
    // /hi itself never redirects, whatever the visitor prefers.
    expect((await get('/hi', { cookie: 'lang=en' })).status).toBe(200);
  });

  it('treats an unknown or malformed language as English, never as an error', async () => {
    for (const header of ['fr-FR,de;q=0.9', 'xx;q=abc,,;', '*', 'hi;q=0']) {
      const res = await get('/', { 'accept-language': header });
      expect(res.status).toBe(200);
      expect(htmlLang(res.body)).toBe('en-IN');
    }
    const badCookie = await get('/', { cookie: 'lang=klingon' });
    expect(badCookie.status).toBe(200);
    // A Hindi address of a page with no Hindi version yet: the English page.
    const englishOnly = await get('/hi/blogs?page=2');
    expect([englishOnly.status, englishOnly.headers.get('location')]).toEqual([302, '/blogs?page=2']);
    // An address in a language we do not have is no language at all: the usual 404 page, in English.
    const unknown = await get('/fr/gst');
    expect(unknown.status).toBe(404);
    expect(htmlLang(unknown.body)).toBe('en-IN');
  });
});
