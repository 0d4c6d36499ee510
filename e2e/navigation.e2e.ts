/**
 * A visitor reaches every public page of the sitemap by clicking (issue 8, item 1): header menus,
 * a dropdown service, home service cards, audience-tab cards, footer links, blog articles and the
 * 404 page's links. Each page must show its own heading, never "Page not found". Only the first
 * page of a journey is opened with `goto` (docs/contributing.md).
 *
 * Also, for integrators: the route-data URL React Router fetches on a client navigation
 * (`/gst.data`, `/_.data` for `/`) answers 200 for every page in sitemap.xml.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { clickFooterLink, openHeaderMenu } from './support/navigate.ts';

let server: RunningServer;
let browser: Browser;
/** Paths listed in sitemap.xml (with PUBLIC_URL set to the server under test). */
let sitemapPaths: string[] = [];
/** Header menus: name (also the category page's heading) and route. */
let menus: Array<{ id: number; name: string; route: string; services: Array<{ id: number; service_name: string }> }> = [];
/** Blog articles: permalink path → title (the article page's heading). */
const articleTitles = new Map<string, string>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  sitemapPaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  menus = (await (await fetch(`${server.url}/api/v1/web/menu`)).json()).menus;
  const blogs: Array<{ slug: string; title: string }> = (await (await fetch(`${server.url}/api/v1/our_stories`)).json()).blogs;
  for (const b of blogs) articleTitles.set(`/blogs/${encodeURIComponent(b.slug)}`, b.title);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** React Router's route-data URL for a page path (what the browser fetches on a client navigation). */
function routeDataUrl(path: string): string {
  return path.endsWith('/') ? `${path}_.data` : `${path}.data`;
}

const STATIC_HEADINGS: Record<string, string> = {
  '/': 'Trusted Legal Services for Your Business & Compliance',
  '/about': 'Who Are We?',
  '/contact': 'Need Fast Legal Assistance? We’re Here to Help',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms and Conditions',
  '/grievance': 'Grievance redressal',
  '/blogs': 'Our Stories',
  '/reseller': 'Reseller Registration',
  '/service-provider': 'Service Provider Registration',
};

function expectedHeading(path: string): string {
  const heading = STATIC_HEADINGS[path] ?? menus.find((m) => m.route === path)?.name ?? articleTitles.get(path);
  if (!heading) throw new Error(`no expected heading for ${path}`);
  return heading;
}

describe('route data of every sitemap page', () => {
  it('answers 200 with the page data (no error) for each page in sitemap.xml', async () => {
    expect(sitemapPaths.length).toBeGreaterThanOrEqual(15 + 12);
    const failures: string[] = [];
    for (const path of sitemapPaths) {
      const res = await fetch(`${server.url}${routeDataUrl(path)}`);
      const body = await res.text();
      if (res.status !== 200 || body.includes('"ErrorResponse"')) failures.push(`${routeDataUrl(path)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('gives the income tax page the menu passed as ?menuId= in its route data too', async () => {
    const other = menus.find((m) => m.route !== '/income-tax' && m.route !== '/');
    const res = await fetch(`${server.url}/income-tax.data?menuId=${other!.id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(other!.name);
  });
});

/** Waits until the address is `path` and the page's h1 is its own heading. */
async function expectPage(page: Page, path: string, visited: Set<string>) {
  await page.waitForURL((u) => u.pathname === path, { timeout: 15_000 });
  const want = expectedHeading(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await page
    .waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, want, { timeout: 15_000 })
    .catch(async () => {
      throw new Error(`${path}: heading is "${await h1.first().textContent()}", expected "${want}"`);
    });
  expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  visited.add(path);
}

/** Back to the home page the way a visitor does: the logo in the header. */
async function clickLogo(page: Page, visited: Set<string>) {
  await page.locator('header a[href="/"]').first().click();
  await expectPage(page, '/', visited);
}

/** From the blog listing: the article's link (featured, Top Reads or the grid), paging on as needed. */
async function clickArticle(page: Page, title: string) {
  const main = page.getByRole('main');
  for (let pageNo = 1; pageNo < 10; pageNo++) {
    await page
      .getByText(/^Page \d+ of \d+$/)
      .or(page.getByText(/matching articles? (is|are) shown above/))
      .first()
      .waitFor();
    // The featured article's link reads 'Read Full Article' (its title follows for screen readers).
    const link = main.getByRole('link', { name: title });
    if (await link.count()) {
      await link.first().click();
      return;
    }
    const next = main.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' });
    if (!(await next.count())) {
      const seen = await main.locator('article a').allTextContents();
      throw new Error(`article "${title}" not in the listing (${page.url()}): ${seen.join(' | ')}`);
    }
    const label = await page.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await page.waitForFunction((before) => {
      const el = [...document.querySelectorAll('nav[aria-label="Pagination"] [aria-current="page"]')][0];
      return el && el.textContent !== before;
    }, label);
  }
  throw new Error(`article "${title}" not found in the listing`);
}

describe.each(VIEWPORTS)('a visitor clicking through the storefront at %s width', (label, viewport) => {
  const phone = label === 'phone';

  it('reaches every public page of the sitemap by clicks, each with its own heading', { timeout: 180_000 }, async () => {
    const { context, page } = await openPage(browser, viewport);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const visited = new Set<string>();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expectPage(page, '/', visited);

    // Home service cards ('Services We Provide'): all seven categories.
    const services = page.getByRole('region', { name: 'Services We Provide' });
    for (const menu of menus.filter((m) => m.route !== '/')) {
      await services.getByRole('link', { name: menu.name, exact: true }).click();
      await expectPage(page, menu.route, visited);
      await clickLogo(page, visited);
    }

    // An audience-tab card ('Made for everyone'), in another tab than the default.
    const audiences = page.getByRole('region', { name: 'Made for everyone' });
    await audiences.getByRole('tab', { name: 'Individuals' }).click();
    const card = audiences.getByRole('tabpanel').getByRole('link').first();
    const cardPath = new URL((await card.getAttribute('href'))!, server.url).pathname;
    await card.click();
    await expectPage(page, cardPath, visited);

    // Header menus: each category's 'All … services' link, from whichever page the visitor is on.
    for (const menu of menus.filter((m) => m.route !== '/' && m.services.length > 0)) {
      const nav = await openHeaderMenu(page, phone, menu.name, `All ${menu.name} services`);
      await nav.getByRole('link', { name: `All ${menu.name} services`, exact: true }).click();
      await expectPage(page, menu.route, visited);
    }

    // A service in a dropdown: the category page, scrolled to that service's section.
    const gst = menus.find((m) => m.route === '/gst')!;
    const service = gst.services[1] ?? gst.services[0]!;
    await clickLogo(page, visited);
    const nav = await openHeaderMenu(page, phone, gst.name, service.service_name);
    await nav.getByRole('link', { name: service.service_name, exact: true }).click();
    await expectPage(page, '/gst', visited);
    expect(new URL(page.url()).hash).toBe(`#service-${service.id}`);
    await page.getByRole('heading', { name: service.service_name, exact: true }).first().waitFor();

    // Footer quick links.
    for (const [name, path] of [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Terms & Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Grievance Redressal', '/grievance'],
      ['Become a Reseller', '/reseller'],
      ['Become a Service Provider', '/service-provider'],
      ['Blog', '/blogs'],
    ] as const) {
      await clickFooterLink(page, name);
      await expectPage(page, path, visited);
    }

    // Every article, from the blog listing (back to it through the footer each time).
    for (const [path, title] of articleTitles) {
      if (new URL(page.url()).pathname !== '/blogs') {
        await clickFooterLink(page, 'Blog');
        await expectPage(page, '/blogs', visited);
      }
      await clickArticle(page, title);
      await expectPage(page, path, visited);
    }

    // The 404 page (an address typed wrongly) offers the categories: its links work too.
    await page.goto(`${server.url}/gst-filing-typo`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('navigation', { name: 'Service categories' }).getByRole('link', { name: 'Trademark' }).click();
    await expectPage(page, '/trademark', visited);

    // The Hindi pages of the sitemap (`/hi…`) are reached by the header's language switch in
    // languages.e2e.ts; this journey covers every English page.
    expect(sitemapPaths.filter((p) => !p.startsWith('/hi') && !visited.has(p))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
