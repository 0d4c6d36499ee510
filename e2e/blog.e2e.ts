/**
 * The blog (issue 3, part B; portal §2, §4, §5): 'Our Stories' with search, categories and paging
 * kept in the address, the article permalink, /blog-detail with navigation state, the related
 * articles carousel, and what search engines read.
 *
 * Each test opens the page it is about by its address, as a reader arriving from a search result or
 * a shared link does (the first page of a journey); the way there by clicks is in navigation.e2e.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '@anupalan/shared';
import { seriousViolations } from './support/a11y.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';

const PUBLIC_URL = 'https://anupalan.example';

let server: RunningServer;
let browser: Browser;
let blogs: Blog[] = [];

beforeAll(async () => {
  const env: Record<string, string> = { PUBLIC_URL };
  // E2E_WEB_BUILD_DIR: run against a private copy of the build while others rebuild the shared one.
  if (process.env.E2E_WEB_BUILD_DIR) env.WEB_BUILD_DIR = process.env.E2E_WEB_BUILD_DIR;
  [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  blogs = (await (await fetch(`${server.url}/api/v1/our_stories`)).json()).blogs;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(
  viewport: { width: number; height: number },
  path: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = await openPage(browser, viewport);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return { context, page, errors };
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** Titles of the articles shown in the 'Read Articles' grid. */
const gridTitles = (page: Page) => page.locator('#read-articles article h3').allTextContents();

// ─────────────────────────────────────────────── HTML without scripts ──

describe('blog in the server HTML', () => {
  it('renders the listing with its articles, title, canonical URL and JSON-LD', async () => {
    expect(blogs.length).toBeGreaterThanOrEqual(12);
    const res = await fetch(`${server.url}/blogs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('>Our Stories</h1>');
    expect(html).toContain('placeholder="Search blogs..."');
    expect(html).toMatch(/<title>Our Stories[^<]*<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blogs"/>`);
    expect(html).toContain('Read Full Article');
    expect(html).toContain('Top Reads');
    expect(html).toContain(`${blogs.length} articles`);
    expect(html).toContain('Page <!-- -->1<!-- --> of <!-- -->2');
    for (const b of blogs.slice(0, 10)) expect(html).toContain(`href="/blogs/${b.slug}"`);
    expect(jsonLdOf(html).map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'Blog']));
  });

  it('renders a filtered, paged state from the address', async () => {
    const html = await (await fetch(`${server.url}/blogs?category=Legal`)).text();
    const legal = blogs.filter((b) => b.category === 'Legal');
    expect(html).toContain(legal[0]!.title.replace(/&/g, '&amp;'));
    expect(html).toContain('aria-current="true" class="');
    const page2 = await (await fetch(`${server.url}/blogs?page=2`)).text();
    expect(page2).toContain('Page <!-- -->2<!-- --> of <!-- -->2');
    expect(page2).toContain(blogs[blogs.length - 1]!.title.replace(/&/g, '&amp;'));
  });

  it('renders an article at its permalink with BlogPosting and BreadcrumbList JSON-LD', async () => {
    const blog = blogs[3]!;
    const res = await fetch(`${server.url}/blogs/${blog.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${blog.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')}</h1>`));
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blogs/${blog.slug}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const firstParagraph = /<p>(.{20,80}?)[<.]/.exec(blog.content)?.[1];
    expect(html).toContain(firstParagraph);
    const ld = jsonLdOf(html);
    expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: blog.title,
      datePublished: blog.date,
      url: `${PUBLIC_URL}/blogs/${blog.slug}`,
      author: { name: blog.author },
    });
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Blog', blog.title]);
    expect(html).toContain('Related Articles');
    // Titles are unique per article.
    const other = await (await fetch(`${server.url}/blogs/${blogs[4]!.slug}`)).text();
    expect(/<title>([^<]*)/.exec(other)?.[1]).not.toBe(/<title>([^<]*)/.exec(html)?.[1]);
  });

  it.each(['/blogs/no-such-article', '/blogs/GST-REGISTRATION', '/blogs/%3Cscript%3E', `/blogs/${'x'.repeat(300)}`])(
    'answers %s, an article that does not exist, with the 404 page',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page not found');
    },
  );
});

// ─────────────────────────────────────────────── in the browser ──

describe.each(VIEWPORTS)('blog listing at %s width', (label, viewport) => {
  it('searches as you type, case-insensitively, keeping the query in the address', async () => {
    const { context, page, errors } = await open(viewport, '/blogs');
    const target = blogs.find((b) => b.title.includes('Cheque'))!;
    await page.getByPlaceholder('Search blogs...').fill('cHEQUE bOUNCE');
    await page.waitForURL((u) => u.searchParams.get('q') === 'cHEQUE bOUNCE');
    await page.getByText('No top reads available').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: target.title }).isVisible()).toBe(true);
    expect(await page.getByText('Check back later for popular articles').isVisible()).toBe(true);
    expect(await page.getByTestId('article-count').textContent()).toBe('1 article');

    // A search with a few results: the count is the number of articles listed (issue 8: '0 articles' above 4).
    await page.getByPlaceholder('Search blogs...').fill('registration');
    await page.waitForURL((u) => u.searchParams.get('q') === 'registration');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const listed =
      (await page.locator('main article h2').count()) +
      (await page.locator('section[aria-labelledby="top-reads-title"] li').count()) +
      (await gridTitles(page)).length;
    expect(listed).toBeGreaterThan(1);
    expect(await page.getByTestId('article-count').textContent()).toBe(`${listed} articles`);

    // Nothing matches: the empty texts, and 'Reset filters' brings everything back.
    await page.getByPlaceholder('Search blogs...').fill('zzqqxx');
    await page.getByText('No articles found').waitFor();
    expect(await page.getByText('Try adjusting your search or category filters.').isVisible()).toBe(true);
    expect(await page.getByText('No latest article found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Reset filters' }).click();
    await page.waitForURL((u) => u.pathname === '/blogs' && u.search === '');
    await page.getByText(`${blogs.length} articles`, { exact: true }).waitFor();
    expect(await page.getByPlaceholder('Search blogs...').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by category, returns to page 1, pages by six and resets', async () => {
    const { context, page } = await open(viewport, '/blogs');
    const categories = page.getByRole('navigation', { name: 'Blog categories' });
    for (const name of ['Income Tax', 'GST', 'Startup', 'Company(MCA)', 'Legal', 'Bank Valuation', 'Trade Mark', 'Reset']) {
      expect(await categories.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }

    // Paging: 6 per page, 'Page X of Y'.
    expect(await gridTitles(page)).toHaveLength(6);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByText('Page 1 of 2').isVisible()).toBe(true);
    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await pager.getByText('Page 2 of 2').waitFor();
    expect(await gridTitles(page)).toEqual(blogs.slice(10).map((b) => b.title));
    expect(await pager.getByRole('link', { name: 'Next' }).count()).toBe(0);

    // A category from page 2 starts again at page 1.
    await categories.getByRole('link', { name: 'Legal', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === 'Legal' && !u.searchParams.has('page'));
    await page.waitForSelector('nav[aria-label="Blog categories"] a[aria-current="true"]');
    expect(await categories.locator('a[aria-current="true"]').textContent()).toBe('Legal');
    const legal = blogs.filter((b) => b.category === 'Legal');
    expect(legal.length).toBeLessThanOrEqual(4);
    // The count is the number of articles listed (featured and Top Reads included), never '0 articles' above them.
    await page.getByText(`${legal.length} ${legal.length === 1 ? 'article' : 'articles'}`, { exact: true }).waitFor();
    const headings = () => page.locator('main h2, main h3').allTextContents();
    expect(await headings()).toEqual(expect.arrayContaining(legal.map((b) => b.title)));
    expect(await headings()).not.toContain(blogs.find((b) => b.category === 'GST')!.title);

    // GST also finds articles that talk about GST in their title or text (portal §5).
    await categories.getByRole('link', { name: 'GST', exact: true }).click();
    await page.waitForSelector('nav[aria-label="Blog categories"] a[aria-current="true"]:text-is("GST")');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const shown = await headings();
    expect(shown).toEqual(expect.arrayContaining(blogs.filter((b) => b.category === 'GST').map((b) => b.title)));
    expect(shown.length - 2).toBeGreaterThan(blogs.filter((b) => b.category === 'GST').length);

    await categories.getByRole('link', { name: 'Reset' }).click();
    await page.waitForURL((u) => u.pathname === '/blogs' && u.search === '');
    await pager.getByText('Page 1 of 2').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('opens the featured article at its permalink and scrolls the related articles by 350 px', async () => {
    const { context, page, errors } = await open(viewport, '/blogs');
    await page.getByRole('link', { name: /Read Full Article/ }).click();
    await page.waitForURL((u) => u.pathname === `/blogs/${blogs[0]!.slug}`);
    await page.getByRole('heading', { level: 1, name: blogs[0]!.title }).waitFor();
    expect(await page.title()).toContain(blogs[0]!.title);

    const track = page.getByTestId('related-track');
    await track.scrollIntoViewIfNeeded();
    // Same category first.
    const firstRelated = await track.locator('article h3').first().textContent();
    const sameCategory = blogs.filter((b) => b.id !== blogs[0]!.id && b.category === blogs[0]!.category).map((b) => b.title);
    if (sameCategory.length) expect(sameCategory).toContain(firstRelated);
    const left = () => track.evaluate((el) => el.scrollLeft);
    expect(await left()).toBe(0);
    await page.getByRole('button', { name: 'Scroll related articles right' }).click();
    await page.waitForFunction(() => Math.abs(document.querySelector('[data-testid=related-track]')!.scrollLeft - 350) <= 2);
    await page.getByRole('button', { name: 'Scroll related articles left' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid=related-track]')!.scrollLeft === 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows /blog-detail from navigation state, and sends it to /blogs without one', async () => {
    const { context, page } = await open(viewport, '/blog-detail');
    await page.waitForURL((u) => u.pathname === '/blogs');

    // An article passed in history state (as the old client did), then a reload keeps it.
    const blog = blogs[5]!;
    await page.evaluate((b) => {
      window.history.pushState({ usr: { blog: b }, key: 'e2e', idx: 1 }, '', '/blog-detail');
      window.location.reload();
    }, blog);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByTestId('related-track').waitFor();

    if (label === 'desktop') {
      // The related list fails to load: the spec's message.
      await page.route('**/api/v1/our_stories', (route) =>
        route.fulfill({ status: 500, body: '{"success":false}', contentType: 'application/json' }),
      );
      await page.reload();
      await waitForHydration(page);
      await page.getByText('Failed to load related blogs.').waitFor();
      expect(await page.getByRole('heading', { level: 1, name: blog.title }).isVisible()).toBe(true);
    }
    await context.close();
  });
});
