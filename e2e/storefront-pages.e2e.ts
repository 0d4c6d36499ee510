/**
 * Storefront pages (issue 3, part A): home, about, contact, privacy, terms, the newsletter, and what
 * search engines read (server-rendered HTML, titles, canonical links, JSON-LD, sitemap, robots).
 * The server runs on its own PostgreSQL database so the test can look into it while it runs.
 *
 * Each test opens its first page by its address, as a visitor arriving from a search result or a
 * shared link does; later pages are reached by clicks (the way to every page: navigation.e2e.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CATEGORY_ROUTES, NEWSLETTER_MESSAGES, formatIndianDate } from '@anupalan/shared';
import { seriousViolations } from './support/a11y.ts';
import {
  VIEWPORTS,
  launchBrowser,
  openPage,
  scrollToPart,
  startServer,
  waitForHydration,
  type RunningServer,
} from './support/harness.ts';
import { clickFooterLink } from './support/navigate.ts';
import { createE2eDatabase, type E2eDatabase } from './support/postgres.ts';

const PUBLIC_URL = 'https://anupalan.example';

let db: E2eDatabase;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  db = await createE2eDatabase();
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: db.url, PUBLIC_URL }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await db?.drop();
});

const today = () => formatIndianDate(new Date());

async function subscriberRows(email: string) {
  return db.query<{ email: string }>('select email from newsletter_subscribers where email = $1', [email]);
}

/** Label of the first testimonial slide a visitor can see. */
/**
 * The carousel's code arrives after the page's (loaded on demand): until it has started, every slide
 * is in the server's HTML and its buttons do nothing yet. Started, it shows one slide on a phone and
 * three on a desktop.
 */
async function waitForCarousel(page: Page, wide: boolean) {
  const visible = page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect.poll(() => visible.count(), { timeout: 15_000 }).toBe(wide ? 3 : 1);
}

async function firstVisibleSlide(page: Page): Promise<string | null> {
  return page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').first().getAttribute('aria-label');
}

async function waitForSlide(page: Page, label: string, timeout: number) {
  await page.waitForFunction(
    (want) =>
      document.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')?.getAttribute('aria-label') === want,
    label,
    { timeout },
  );
}

// ─────────────────────────────────────────────── HTML without scripts ──

const PAGES = [
  {
    path: '/',
    texts: [
      'Trusted Legal Services for Your Business &amp; Compliance',
      'Who Are We?',
      'Services We Provide',
      'Made for everyone',
      'Notifications &amp; Alerts',
      'What Our Clients Say',
    ],
    breadcrumb: false,
  },
  {
    path: '/about',
    texts: [
      'Who Are We?',
      'Our Story',
      'Our Mission',
      'Our Future Focus',
      'Why Businesses Choose Us',
      'Easy to Access',
      'Experienced Team',
      'Timely Alerts',
      'Fast Resolution',
      'New Delhi and Kolkata',
      'more cities planned',
    ],
    breadcrumb: true,
  },
  {
    path: '/contact',
    texts: [
      'Need Fast Legal Assistance?',
      'Head Office',
      'Branch Office',
      'Let’s Talk',
      'Email Support',
      'support@anupalan.in',
      'care@anupalan.in',
      'Fax: +91 124 456 7891',
    ],
    breadcrumb: true,
  },
  {
    path: '/privacy',
    texts: [
      'Privacy Policy',
      'Digital Personal Data Protection Act, 2023',
      'Grievance Officer',
      'aged 18 and above',
      'Data Protection Board of India',
    ],
    breadcrumb: true,
  },
  {
    path: '/terms',
    texts: ['Terms and Conditions', 'Last Updated: '],
    breadcrumb: true,
  },
] as const;

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('what search engines read (HTML, no scripts run)', () => {
  it('serves each page with its main content, a unique title, a canonical link, Open Graph and JSON-LD', async () => {
    const titles = new Set<string>();
    for (const p of PAGES) {
      const res = await fetch(`${server.url}${p.path}`);
      expect(res.status, p.path).toBe(200);
      const html = (await res.text()).replace(/<!-- -->/g, '');
      for (const text of p.texts) expect(html, `${p.path} should contain ${text}`).toContain(text);

      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, p.path).toBeTruthy();
      titles.add(title!);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${p.path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${p.path}"/>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);

      const blocks = jsonLdBlocks(html);
      expect(blocks.map((b) => b['@type'])).toContain('Organization');
      if (p.breadcrumb) {
        const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> };
        expect(crumbs, p.path).toBeTruthy();
        expect(crumbs.itemListElement.map((i) => i.item)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}${p.path}`]);
      }
    }
    expect(titles.size).toBe(PAGES.length);
  });

  it('renders the notices, due dates and testimonials from the database into the home page', async () => {
    const notices = await db.query<{ text: string }>('select text from notices where active');
    const dues = await db.query<{ text: string }>('select text from due_dates where active');
    const testimonials = await db.query<{ name: string }>('select name from testimonials where active');
    expect(notices.length).toBe(7);
    expect(dues.length).toBe(9);
    expect(testimonials.length).toBe(4);
    const html = await (await fetch(`${server.url}/`)).text();
    const decoded = html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
    for (const row of [...notices.map((n) => n.text), ...dues.map((d) => d.text), ...testimonials.map((x) => x.name)]) {
      expect(decoded).toContain(row);
    }
    expect(html).toContain(`Last updated: <time>${today()}</time>`);
  });

  it('lists all 14 privacy sections and all 12 terms sections, in order, and the terms are dated today', async () => {
    // Titles with slashes carry a break opportunity after each slash (<wbr/>, and React's text
    // separator before the slash): the text is the same.
    const privacy = (await (await fetch(`${server.url}/privacy`)).text())
      .replace(/&#x27;/g, "'")
      .replace(/<wbr\/?>/g, '')
      .replace(/<!-- -->\//g, '/');
    const privacyTitles = [
      'Information We Collect',
      'How We Use Your Information',
      'Data Sharing and Disclosure',
      'Meta Ads and Lead Forms',
      'Google Ads/Analytics/Remarketing',
      'Data Security',
      'Data Retention and Deletion',
      'User Rights',
      "Children's Privacy",
      'Third-Party Links',
      'Policy Updates',
      'File and Media Access Permissions',
      'Contact and Grievance Officer',
      'Consent',
    ];
    const privacyHeadings = [...privacy.matchAll(/<h2 id="[^"]+-title"[^>]*>(\d+)<!-- -->\. <!-- -->([^<]+)<\/h2>/g)].map(
      (m) => m[2],
    );
    expect(privacyHeadings).toEqual(privacyTitles);

    const terms = (await (await fetch(`${server.url}/terms`)).text()).replace(/<wbr\/?>/g, '').replace(/<!-- -->\//g, '/');
    const termsHeadings = [...terms.matchAll(/<h2 id="[^"]+-title"[^>]*>(\d+)<!-- -->\. <!-- -->([^<]+)<\/h2>/g)].map(
      (m) => m[2],
    );
    expect(termsHeadings).toEqual([
      'Acceptance of Terms',
      'Scope of Services',
      'User Obligations',
      'Account and Security',
      'Privacy Policy',
      'Accuracy of Information and Disclaimer',
      'Limitation of Liability',
      'Payments/Refunds/Cancellations',
      'Intellectual Property',
      'Termination',
      'Governing Law and Jurisdiction',
      'Contact Information',
    ]);
    const text = terms.replace(/<!-- -->/g, '').replace(/&ndash;/g, '–');
    expect(text).toContain(`Last Updated: ${today()}`);
    // Every fact of storefront §9.
    for (const fact of [
      'All prices shown on our website and app include GST.',
      'can be refunded only before the service has been used',
      'can be refunded only before an expert has started work on your request',
      'Once a service has been initiated, no refunds or cancellations are possible.',
      'Refund requests are handled within 3–5 weeks',
      'Processing charges (such as payment gateway fees) may be deducted from a refund.',
      'limited to the amount you paid us for that service',
      'be a resident of India and of legal age (18 years or older)',
      'exclusive jurisdiction of the courts in Odisha',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(fact);
    }
  });

  it('serves robots.txt naming the sitemap and keeping private areas out', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const p of ['/api/', '/profile', '/myrequests', '/payment-history', '/proceed/'])
      expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('serves sitemap.xml with every public page, the seven categories (also in Hindi) and every published article', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

    const blogs = await db.query<{ slug: string }>('select slug from blogs where published');
    expect(blogs.length).toBeGreaterThan(0);
    const expected = [
      ...['/', '/about', '/contact', '/privacy', '/terms', '/grievance', '/blogs', '/reseller', '/service-provider'],
      ...CATEGORY_ROUTES.map((c) => c.path),
      ...blogs.map((b) => `/blogs/${b.slug}`),
      // the pages that exist in Hindi (ADR 0023): the home page and the seven categories
      '/hi',
      ...CATEGORY_ROUTES.map((c) => `/hi${c.path}`),
    ].map((p) => `${PUBLIC_URL}${p}`);
    expect([...locs].sort()).toEqual([...expected].sort());
  });
});

// ──────────────────────────────────────────────────────── in the browser ──

describe.each(VIEWPORTS)('at %s width', (label, viewport) => {
  const wide = viewport.width >= 1024;

  it('home: the testimonials advance by themselves every 3 s and wrap around', async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Client testimonials' });
    await scrollToPart(region);
    expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
    await waitForCarousel(page, wide);
    expect(await page.getByRole('button', { name: 'Next testimonial' }).isVisible()).toBe(wide);
    expect(await page.getByRole('button', { name: 'Previous testimonial' }).isVisible()).toBe(wide);

    // It opens on the first (or, on a slow machine, has already moved on once since hydration).
    expect(['1 of 4', '2 of 4']).toContain(await firstVisibleSlide(page));
    await waitForSlide(page, '2 of 4', 6000);
    // One step timed from one change to the next, so a slow hydration cannot shorten it.
    const started = Date.now();
    await waitForSlide(page, '3 of 4', 6000);
    const step = Date.now() - started;
    expect(step).toBeGreaterThan(1500);
    expect(step).toBeLessThan(5000);
    await waitForSlide(page, '4 of 4', 5000);
    // After the last one it wraps to the first.
    await waitForSlide(page, '1 of 4', 5000);
    expect(await page.locator('html').evaluate((el) => el.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('home: the carousel stops while the visitor pauses it, hovers it or is on it with the keyboard', async () => {
    const { context, page } = await openPage(browser, viewport);
    // The page's clock (time flows as usual): 'it stays still for 3.8 s' is checked by running the
    // page's timers 3.8 s ahead instead of sleeping.
    await page.clock.install();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await scrollToPart(page.getByRole('region', { name: 'Client testimonials' }));
    await waitForCarousel(page, wide);
    const pause = page.getByRole('button', { name: 'Pause automatic rotation' });
    await pause.click();
    await page.mouse.move(0, 0);
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const before = await firstVisibleSlide(page);
    await page.clock.runFor(3800);
    expect(await firstVisibleSlide(page)).toBe(before);
    await page.getByRole('button', { name: 'Play automatic rotation' }).click();
    if (wide) {
      // Hovering the carousel holds it; the arrows still move it.
      await page.getByRole('region', { name: 'Client testimonials' }).hover();
      const held = await firstVisibleSlide(page);
      await page.clock.runFor(3800);
      expect(await firstVisibleSlide(page)).toBe(held);
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      expect(await firstVisibleSlide(page)).not.toBe(held);
    } else {
      await page.getByRole('button', { name: 'Show testimonial 3' }).click();
      expect(await firstVisibleSlide(page)).toBe('3 of 4');
      // Focus stays inside (on the dot): no rotation.
      await page.clock.runFor(3800);
      expect(await firstVisibleSlide(page)).toBe('3 of 4');
    }
    await context.close();
  });

  it('home: visitors who prefer reduced motion get a carousel that stays still', async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await scrollToPart(page.getByRole('region', { name: 'Client testimonials' }));
    await waitForCarousel(page, wide);
    await page.getByRole('button', { name: 'Play automatic rotation' }).waitFor();
    await page.clock.runFor(3800);
    expect(await firstVisibleSlide(page)).toBe('1 of 4');
    await context.close();
  });

  it('home: the audience tabs switch with the mouse and the keyboard', async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', { name: 'Who the services are for' });
    const tab = (name: string) => tabs.getByRole('tab', { name });
    const selected = (name: string) =>
      tabs.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor({ timeout: 5000 });
    expect(await tab('Organization').getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('link', { name: 'Annual ROC Compliance' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link').count()).toBeGreaterThanOrEqual(4);

    await tab('Enterprise').click();
    await selected('Enterprise');
    await panel.getByRole('link', { name: 'GST Annual Return' }).waitFor();

    await tab('Enterprise').focus();
    await page.keyboard.press('ArrowRight');
    await selected('Startup');
    await panel.getByRole('link', { name: 'DPIIT Startup Recognition' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await selected('Individuals');
    expect(await tab('Individuals').evaluate((el) => el === document.activeElement)).toBe(true);
    const cards = panel.getByRole('link');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(6);
    await panel.getByRole('link', { name: 'ITR Filing for Salaried' }).click();
    await page.waitForURL((u) => u.pathname === '/income-tax');
    await context.close();
  });

  it('home: a notice staff add to the database shows up, with its category, and the chat link opens in a new tab', async () => {
    const text = `E2E notice ${label}: PT returns for this month are due soon.`;
    await db.query(
      `insert into notices (text, category, published_on) values ($1, 'PT', (now() at time zone 'Asia/Kolkata')::date)`,
      [text],
    );
    // Gone again after the test: the server-HTML test counts the seeded notices, in whatever order they run.
    onTestFinished(async () => {
      await db.query('delete from notices where text = $1', [text]);
    });
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const list = page.getByRole('list', { name: 'Latest notices' });
    const item = list.getByRole('listitem').filter({ hasText: text });
    await item.waitFor();
    expect(await item.getByText('PT', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`Last updated: ${today()}`).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Upcoming due dates' }).getByRole('listitem').count()).toBe(9);

    const chat = page.getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    expect(await chat.isVisible()).toBe(true);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('href')).toBe('https://wa.me/911244567890');
    expect(await chat.getAttribute('rel')).toContain('noopener');
    await context.close();
  });

  it('newsletter: subscribing in the browser stores the address once and says so; a bad address keeps what was typed', async () => {
    const email = `reader.${label}.${Date.now()}@example.in`;
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/about`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Newsletter' });
    const input = form.getByLabel('Email address');
    const button = form.getByRole('button', { name: 'Subscribe' });
    await scrollToPart(form);

    await input.fill('not-an-email');
    await button.click();
    await form.getByText(NEWSLETTER_MESSAGES.invalid).waitFor();
    expect(await input.inputValue()).toBe('not-an-email');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await db.query('select 1 from newsletter_subscribers where email = $1', ['not-an-email'])).toEqual([]);

    await input.fill(email.toUpperCase());
    await button.click();
    await form.getByText(NEWSLETTER_MESSAGES.subscribed).waitFor();
    expect(await input.inputValue()).toBe('');
    expect(await subscriberRows(email)).toEqual([{ email }]);

    // The same address again: a friendly success, still one row.
    await input.fill(email);
    await button.click();
    await form.getByText(NEWSLETTER_MESSAGES.subscribed).waitFor();
    expect(await subscriberRows(email)).toHaveLength(1);
    expect(await page.url()).toBe(`${server.url}/about`);
    await context.close();
  });

  it('newsletter: works without JavaScript and comes back to the same page with the result', async () => {
    const email = `nojs.${label}.${Date.now()}@example.in`;
    const { context, page } = await openPage(browser, viewport, { javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((u) => u.pathname === '/contact' && u.searchParams.get('newsletter') === 'subscribed');
    expect(await page.getByText(NEWSLETTER_MESSAGES.subscribed).isVisible()).toBe(true);
    expect(await subscriberRows(email)).toEqual([{ email }]);
    await context.close();
  });

  it('about, contact, privacy and terms render their content', async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/about`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Who Are We?' }).isVisible()).toBe(true);
    for (const name of [
      'Our Mission',
      'Our Future Focus',
      'Why Businesses Choose Us',
      'Easy to Access',
      'Experienced Team',
      'Timely Alerts',
      'Fast Resolution',
    ]) {
      expect(await page.getByRole('heading', { name }).isVisible(), name).toBe(true);
    }

    await clickFooterLink(page, 'Contact Us');
    await page.waitForURL((u) => u.pathname === '/contact');
    await page.getByRole('heading', { level: 1, name: /Fast Legal Assistance/ }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Fast Legal Assistance/);
    for (const name of ['Head Office', 'Branch Office', 'Let’s Talk', 'Email Support']) {
      expect(await page.getByRole('heading', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('link', { name: /View Gurugram on the map/ }).getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: /View Bhubaneswar on the map/ }).getAttribute('href')).toContain(
      'openstreetmap.org',
    );
    const frame = page.locator('iframe');
    expect(await frame.getAttribute('title')).toBe('Map showing our head office in Gurugram');
    expect(await frame.getAttribute('loading')).toBe('lazy');
    // Without the map service (no network here) the address and a map link are still on the page.
    expect(await page.getByRole('link', { name: /Open the map/ }).isVisible()).toBe(true);
    const follow = page.getByRole('region', { name: 'Follow us' });
    expect(await follow.getByRole('link').count()).toBe(5);
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X (Twitter)']) {
      expect(
        await follow.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).getAttribute('target'),
      ).toBe('_blank');
    }

    await clickFooterLink(page, 'Terms & Conditions');
    await page.waitForURL((u) => u.pathname === '/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).isVisible()).toBe(true);
    expect(await page.getByText(`Last Updated: ${today()}`).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').count()).toBe(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('privacy: the contents list links to each section and highlights the one being read', async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/privacy`);
    await waitForHydration(page);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await contents.getByRole('link').count()).toBe(14);
    const current = () => contents.locator('a[aria-current="location"]').textContent();

    await page.locator('#user-rights').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.waitForFunction(() =>
      document.querySelector('nav a[aria-current="location"]')?.textContent?.includes('User Rights'),
    );
    expect(await current()).toContain('User Rights');

    await page
      .locator('#data-sharing-and-disclosure')
      .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.waitForFunction(() =>
      document.querySelector('nav a[aria-current="location"]')?.textContent?.includes('Data Sharing'),
    );

    // Read to the end of the policy: the last section is current even though it is short.
    await page.locator('#consent').evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await page.waitForFunction(() => document.querySelector('nav a[aria-current="location"]')?.textContent?.includes('Consent'));

    if (wide) {
      // The list stays in view beside the text.
      expect(await contents.isVisible()).toBe(true);
      const box = await contents.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(200);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await contents.getByRole('link', { name: /Data Security/ }).click();
    await page.waitForURL((u) => u.hash === '#data-security');
    await page.waitForFunction(() =>
      document.querySelector('nav a[aria-current="location"]')?.textContent?.includes('Data Security'),
    );
    await context.close();
  });

  it.each(['/', '/about', '/contact', '/privacy', '/terms'])('has no serious accessibility violations on %s', async (path) => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
