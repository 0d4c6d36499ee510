/**
 * Category pages (issue 3, part B): the seven pages from one layout, side navigation with
 * scroll-spy and hash, FAQ accordion, the consultation form (a submission lands in the database),
 * and the proceed card signed out and signed in. The server runs on its own PostgreSQL database so
 * the test can look into it while the server runs.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ROUTES, CONSULTATION_MESSAGES as M, PRICE_ON_QUOTE_TEXT, describePrice, proceedPath } from '@anupalan/shared';
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
import { createE2eDatabase, type E2eDatabase } from './support/postgres.ts';

const PUBLIC_URL = 'https://anupalan.example';

interface Service {
  id: number;
  service_name: string;
  service_content: string;
  price_paise: number;
  government_fee_paise: number | null;
}
interface Menu {
  id: number;
  name: string;
  route: string;
  services: Service[];
}

let db: E2eDatabase;
let server: RunningServer;
let browser: Browser;
/** Full category data from the API, by route. */
const menus = new Map<string, Menu & { faqs: Array<{ question: string }> }>();

beforeAll(async () => {
  db = await createE2eDatabase();
  const env: Record<string, string> = { DATABASE_URL: db.url, PUBLIC_URL };
  // E2E_WEB_BUILD_DIR: run against a private copy of the build while others rebuild the shared one.
  if (process.env.E2E_WEB_BUILD_DIR) env.WEB_BUILD_DIR = process.env.E2E_WEB_BUILD_DIR;
  [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  const list = (await (await fetch(`${server.url}/api/v1/web/menu`)).json()).menus as Menu[];
  for (const m of list) {
    const menu = (await (await fetch(`${server.url}/api/v1/menu/${m.id}`)).json()).menu as Menu;
    const faqs = (await (await fetch(`${server.url}/api/v1/faq/${m.id}`)).json()).faqs;
    menus.set(m.route, { ...menu, faqs });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await db?.drop();
});

const gst = () => menus.get('/gst')!;

/**
 * A category page opened by its address, as a visitor arriving from a search result or a shared link
 * does (the first page of a journey; the way there by clicks is in navigation.e2e.ts).
 */
async function open(
  viewport: { width: number; height: number },
  path: string,
  opts: { clock?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = await openPage(browser, viewport);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The page's clock (time flows as usual), for tests that run its timers ahead instead of sleeping.
  if (opts.clock) await page.clock.install();
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return { context, page, errors };
}

const topOf = (page: Page, id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

/** Waits until the section sits `offset` px under the top of the viewport (±3 px). */
async function waitForSectionAt(page: Page, id: string, offset: number) {
  await page.waitForFunction(
    ({ i, o }) => {
      const el = document.getElementById(i);
      return !!el && Math.abs(el.getBoundingClientRect().top - o) <= 3;
    },
    { i: id, o: offset },
    { timeout: 8000 },
  );
}

/** A signed-in browser: a user and a live session made in the database, the cookie set in the context. */
async function signedInContext(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; userId: number }> {
  const [user] = await db.query<{ id: number }>(
    `insert into users (name, email, role) values ('Proceed Tester', $1, 'customer') returning id`,
    [`proceed${Date.now()}${randomBytes(2).toString('hex')}@example.in`],
  );
  const token = randomBytes(32).toString('base64url');
  await db.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
    user!.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  const { context } = await openPage(browser, viewport);
  await context.addCookies([{ name: 'anupalan_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return { context, userId: user!.id };
}

// ─────────────────────────────────────────────── HTML without scripts ──

describe('category pages in the server HTML', () => {
  it('has each page complete: content, unique title, canonical URL and FAQPage JSON-LD', async () => {
    const titles = new Set<string>();
    for (const c of CATEGORY_ROUTES) {
      const res = await fetch(`${server.url}${c.path}`);
      expect(res.status, c.path).toBe(200);
      const html = await res.text();
      const menu = menus.get(c.path)!;
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, c.path).toBeTruthy();
      titles.add(title!);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${c.path}"/>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${menu.name.replace(/[()]/g, '\\$&')}</h1>`));
      expect(html).toContain('id="menu-overview"');
      expect(html).toContain('id="faq-section"');
      for (const s of menu.services) {
        expect(html).toContain(`id="service-${s.id}"`);
        expect(html).toContain(`href="#service-${s.id}"`);
      }
      expect(html).toContain('Proceed to Pay');
      expect(html).toContain('-- Choose a service --');
      expect(html).toContain('Get a Free Consultation');
      const wide = c.key === 'bankvaluation' || c.key === 'legal';
      expect(html).toContain(wide ? 'Proceed to Service/Payment' : '>Proceed to Service<');
      expect(html).toContain(wide ? '>Frequently Asked Questions<' : '>FAQ<');

      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const faqPage = ld.find((d) => d['@type'] === 'FAQPage');
      expect(faqPage, c.path).toBeTruthy();
      expect(faqPage.mainEntity).toHaveLength(menu.faqs.length);
      expect(faqPage.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
      // Each service with what a customer pays in all; a quote-priced one without a price offer.
      const list = ld.find((d) => d['@type'] === 'ItemList');
      expect(list.itemListElement).toHaveLength(menu.services.length);
      for (const [i, s] of menu.services.entries()) {
        const item = list.itemListElement[i].item;
        const shown = describePrice(s.price_paise, s.government_fee_paise);
        if (shown.kind === 'quote') {
          expect(item.offers, s.service_name).toBeUndefined();
          expect(item.description).toBe(PRICE_ON_QUOTE_TEXT);
        } else {
          expect(item.offers, s.service_name).toMatchObject({ price: (shown.totalPaise / 100).toFixed(2), priceCurrency: 'INR' });
        }
      }
      expect(ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement[1]).toMatchObject({
        name: menu.name,
        item: `${PUBLIC_URL}${c.path}`,
      });
    }
    expect(titles.size).toBe(CATEGORY_ROUTES.length);
  });

  it('preselects the first service in the proceed card', async () => {
    const html = await (await fetch(`${server.url}/gst`)).text();
    expect(html).toMatch(new RegExp(`<option value="${gst().services[0]!.id}" selected="">`));
  });

  it('drives the income tax page by a menu id when given', async () => {
    const html = await (await fetch(`${server.url}/income-tax?menuId=${gst().id}`)).text();
    expect(html).toContain(`id="service-${gst().services[0]!.id}"`);
  });

  it.each(['/gstt', '/income-taxes', '/legal/extra', '/category/gst'])(
    'answers %s, a category that does not exist, with the 404 page',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page not found');
    },
  );
});

// ─────────────────────────────────────────────── in the browser ──

describe.each(VIEWPORTS)('category page at %s width', (label, viewport) => {
  const offset = viewport.width < 768 ? 80 : 100;

  it('jumps to a section named by the hash on load, under the header', async () => {
    const target = gst().services[2]!;
    const { context, page, errors } = await open(viewport, `/gst#service-${target.id}`);
    await waitForSectionAt(page, `service-${target.id}`, offset);
    if (label === 'desktop') {
      await page.waitForSelector(`nav[aria-label="GST sections"] a[href="#service-${target.id}"][aria-current="true"]`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores a hash that names no section', async () => {
    for (const hash of ['#no-such-section', '#%E0%A4%A', '#service-999999', '#<script>']) {
      const { context, page, errors } = await open(viewport, `/gst${hash}`, { clock: true });
      // Past the page's jump to a named section (30 ms after load) and its settling (at most 800 ms): nothing moved.
      await page.clock.runFor(1000);
      expect(await page.getByRole('heading', { level: 1, name: 'GST' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('toggles an FAQ between + and −', async () => {
    const { context, page } = await open(viewport, '/gst');
    const faq = page.locator('#faq-section');
    const trigger = faq.getByRole('button', { name: gst().faqs[0]!.question });
    await trigger.scrollIntoViewIfNeeded();
    expect(await trigger.locator('[data-accordion-sign]').textContent()).toBe('+');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await trigger.locator('[data-accordion-sign]').textContent()).toBe('\u2212');
    const panel = faq.getByRole('region').first();
    expect((await panel.textContent())?.trim().length).toBeGreaterThan(10);
    await trigger.click();
    expect(await trigger.locator('[data-accordion-sign]').textContent()).toBe('+');
    await context.close();
  });

  it('lays out the side navigation, the content and the right column for the width', async () => {
    const { context, page } = await open(viewport, '/bankvaluation');
    const nav = page.getByRole('navigation', { name: 'Bank Valuation sections' });
    const card = page.getByRole('heading', { name: 'Proceed to Service/Payment' });
    if (label === 'phone') {
      expect(await nav.isVisible()).toBe(false);
      // The card and the form come after the content (below the FAQ).
      expect(await topOf(page, 'faq-section')).toBeLessThan((await card.boundingBox())!.y);
    } else {
      expect(await nav.isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Frequently Asked Questions' }).isVisible()).toBe(true);
      const overview = await page.locator('#menu-overview').boundingBox();
      expect((await card.boundingBox())!.x).toBeGreaterThan(overview!.x + overview!.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows a quote-priced service as "Price on quote", never ₹0.01, in its section and the proceed card', async () => {
    const legal = menus.get('/legal')!;
    const quoted = legal.services.find((s) => describePrice(s.price_paise, s.government_fee_paise).kind === 'quote');
    if (!quoted) throw new Error('no quote-priced service on /legal');
    const { context, page, errors } = await open(viewport, '/legal');
    const section = page.locator(`#service-${quoted.id}`);
    await expect(section.getByText(PRICE_ON_QUOTE_TEXT, { exact: true }).isVisible()).resolves.toBe(true);
    await scrollToPart(page.getByLabel('Select Service'));
    await page.getByLabel('Select Service').selectOption(String(quoted.id));
    const card = page.locator('section', { has: page.getByLabel('Select Service') });
    await card.getByText(PRICE_ON_QUOTE_TEXT, { exact: true }).waitFor();
    expect(await page.getByText('₹0.01').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor to / with the login prompt, and disables Proceed without a service', async () => {
    const { context, page } = await open(viewport, '/gst');
    const first = gst().services[0]!;
    const select = page.getByLabel('Select Service');
    await scrollToPart(select);
    expect(await select.inputValue()).toBe(String(first.id));
    const button = page.getByRole('button', { name: 'Proceed to Pay' });
    await select.selectOption('');
    expect(await button.isDisabled()).toBe(true);
    await select.selectOption(String(first.id));
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    await page.waitForURL((u) => u.pathname === '/');
    const state = await page.evaluate(() => (window.history.state as { usr?: Record<string, unknown> } | null)?.usr);
    expect(state).toMatchObject({
      login: true,
      message: 'Please login to access documents',
      redirectTo: proceedPath(first),
      service: { id: first.id },
    });
    expect(await page.evaluate(() => sessionStorage.getItem('anupalan.redirectTo'))).toBe(proceedPath(first));
    await context.close();
  });
});

describe('side navigation at 1280 px', () => {
  const desktop = VIEWPORTS[1][1];

  it('scrolls smoothly to a section with a 100 px offset, updates the hash, and the highlight follows scrolling', async () => {
    const { context, page, errors } = await open(desktop, '/gst');
    const nav = page.getByRole('navigation', { name: 'GST sections' });
    expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('true');

    const target = gst().services[3]!;
    await nav.getByRole('link', { name: target.service_name }).click();
    await page.waitForFunction((h) => window.location.hash === h, `#service-${target.id}`);
    expect(new URL(page.url()).pathname).toBe('/gst');
    await waitForSectionAt(page, `service-${target.id}`, 100);
    expect(await nav.getByRole('link', { name: target.service_name }).getAttribute('aria-current')).toBe('true');

    // Scrolling by hand moves the highlight (IntersectionObserver).
    await page.evaluate(() => {
      const faq = document.getElementById('faq-section')!;
      window.scrollTo({ top: faq.getBoundingClientRect().top + window.scrollY - 150, behavior: 'instant' });
    });
    await page.waitForSelector('nav[aria-label="GST sections"] a[href="#faq-section"][aria-current="true"]');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForSelector('nav[aria-label="GST sections"] a[href="#menu-overview"][aria-current="true"]');
    expect(await nav.locator('[aria-current="true"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to the section of a header dropdown link while already on the page', async () => {
    const { context, page } = await open(desktop, '/gst');
    const target = gst().services[4]!;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'GST', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.service_name, exact: true }).click();
    await page.waitForFunction((h) => window.location.hash === h, `#service-${target.id}`);
    await waitForSectionAt(page, `service-${target.id}`, 100);
    await context.close();
  });
});

// ─────────────────────────────────────────────── consultation form ──

async function leadsWith(message: string) {
  return db.query<{ name: string; mobile: string; email: string; service_id: number; message: string; source_path: string }>(
    'select name, mobile, email, service_id, message, source_path from leads where message = $1',
    [message],
  );
}

describe.each(VIEWPORTS)('consultation form at %s width', (label, viewport) => {
  it('shows each field error, clears it on edit, and keeps what was typed', async () => {
    const { context, page } = await open(viewport, '/gst');
    const form = page.getByRole('form', { name: 'Get a Free Consultation' });
    await scrollToPart(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    // The form's rule loads on its first focus or submit: the messages show once it has checked.
    await form.getByText(M.name, { exact: true }).waitFor();
    for (const text of [M.name, M.mobile, M.email, M.service]) {
      expect(await form.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    // The field keeps at most the 10 digits of a number, however it is typed or pasted.
    await form.getByLabel('Mobile').fill('+91 98765-43210');
    expect(await form.getByLabel('Mobile').inputValue()).toBe('9876543210');
    await form.getByLabel('Mobile').fill('98765432109999');
    expect(await form.getByLabel('Mobile').inputValue()).toBe('9876543210');
    await form.getByLabel('Mobile').fill('5123');
    expect(await form.getByText(M.mobile, { exact: true }).count()).toBe(0);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Name').fill('Asha');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(M.mobile, { exact: true }).waitFor();
    await form.getByText(M.email, { exact: true }).waitFor();
    expect(await form.getByLabel('Mobile').inputValue()).toBe('5123');
    expect(await form.getByLabel('Email').inputValue()).toBe('not-an-email');

    await form.getByLabel('Message (optional)').fill('x'.repeat(2001));
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Message must be at most 2000 characters', { exact: true }).waitFor();
    await context.close();
  });

  it('is stored in the database when sent, shows the success alert and clears the form', async () => {
    const { context, page } = await open(viewport, '/gst');
    const form = page.getByRole('form', { name: 'Get a Free Consultation' });
    await scrollToPart(form);
    const service = gst().services[1]!;
    const marker = `Browser test ${label} ${Date.now()} <script>alert(1)</script>`;
    const name = 'Ravi <b>Kumar</b>';
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Mobile').fill('9876501234');
    await form.getByLabel('Email').fill('ravi.kumar@example.in');
    await form.getByLabel('Service').selectOption(String(service.id));
    await form.getByLabel('Message (optional)').fill(marker);

    // Hold the request until the sending state has been seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v1/user/contact_us/store', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    const busy = form.getByRole('button', { name: /Loading\.\.\./ });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    const alert = page.getByRole('alertdialog', { name: M.success });
    await alert.waitFor();
    expect(M.success).toBe('Your request has been submitted successfully!');
    await alert.getByRole('button', { name: 'OK' }).click();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Message (optional)').inputValue()).toBe('');
    expect(await form.locator('b, script').count()).toBe(0);

    const rows = await leadsWith(marker);
    expect(rows).toEqual([
      {
        name,
        mobile: '9876501234',
        email: 'ravi.kumar@example.in',
        service_id: service.id,
        message: marker,
        source_path: '/gst',
      },
    ]);
    await context.close();
  });

  it('shows the server refusals and the network failure, losing nothing', async () => {
    const { context, page } = await open(viewport, '/gst');
    const form = page.getByRole('form', { name: 'Get a Free Consultation' });
    await scrollToPart(form);
    await form.getByLabel('Name').fill('Meera');
    await form.getByLabel('Mobile').fill('8123456789');
    await form.getByLabel('Email').fill('meera@example.in');
    await form.getByLabel('Service').selectOption(String(gst().services[0]!.id));
    const marker = `Refused ${label} ${Date.now()}`;
    await form.getByLabel('Message (optional)').fill(marker);

    // Too many requests from this address.
    await page.route('**/api/v1/user/contact_us/store', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'RATE_LIMITED', message: M.rateLimited }),
      }),
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByRole('alert').filter({ hasText: M.rateLimited }).waitFor();
    expect(await form.getByLabel('Message (optional)').inputValue()).toBe(marker);
    await page.unroute('**/api/v1/user/contact_us/store');

    // No answer at all.
    await page.route('**/api/v1/user/contact_us/store', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(M.network).waitFor();
    await page.unroute('**/api/v1/user/contact_us/store');

    if (label === 'desktop') {
      // A service id the server does not know: the real server's field error shows under Service.
      await page.route('**/api/v1/user/contact_us/store', (route) =>
        route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), service_id: 987654 }) }),
      );
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText(M.unknownService).first().waitFor();
      expect(await form.getByLabel('Service').getAttribute('aria-invalid')).toBe('true');
      // Choosing a service again clears the error.
      await form.getByLabel('Service').selectOption(String(gst().services[1]!.id));
      await expect.poll(() => form.getByLabel('Service').getAttribute('aria-invalid')).toBeNull();
    }
    expect(await form.getByLabel('Name').inputValue()).toBe('Meera');
    expect(await leadsWith(marker)).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: a plain post, the success text on the page, nothing typed in the address', async () => {
    // This test's own state: the consultation count per address starts afresh (the server limits it).
    await db.query(`delete from rate_limit_counters where scope = 'consultation'`);
    const { context, page } = await openPage(browser, viewport, { javaScriptEnabled: false });
    await page.goto(`${server.url}/gst`);
    const form = page.getByRole('form', { name: 'Get a Free Consultation' });
    const service = gst().services[0]!;
    const marker = `No JavaScript ${label} ${Date.now()}`;
    await form.getByLabel('Name').fill('Kiran Das');
    await form.getByLabel('Mobile').fill('9123456780');
    await form.getByLabel('Email').fill('kiran.das@example.in');
    await form.getByLabel('Service').selectOption(String(service.id));
    await form.getByLabel('Message (optional)').fill(marker);
    await form.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('status').filter({ hasText: M.success }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/gst');
    expect(url.search).toBe('');
    // Back at the form (its own anchor), the fields empty again.
    expect(url.hash).toBe('#consultation');
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await leadsWith(marker)).toEqual([
      {
        name: 'Kiran Das',
        mobile: '9123456780',
        email: 'kiran.das@example.in',
        service_id: service.id,
        message: marker,
        source_path: '/gst',
      },
    ]);
    await context.close();
  });

  it("keeps what was typed before the page's code arrived, and sends it", async () => {
    await db.query(`delete from rate_limit_counters where scope = 'consultation'`);
    const { context, page } = await openPage(browser, viewport);
    // A slow phone: the page's code arrives only after the person has typed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's HTML is there; its scripts (and so the load event) are not.
    await page.goto(`${server.url}/gst`, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Get a Free Consultation' });
    const service = gst().services[0]!;
    const marker = `Typed early ${label} ${Date.now()}`;
    await form.getByLabel('Name').fill('Meera Iyer');
    await form.getByLabel('Mobile').fill('+91 91234 56781');
    await form.getByLabel('Email').fill('meera.iyer@example.in');
    await form.getByLabel('Service').selectOption(String(service.id));
    await form.getByLabel('Message (optional)').fill(marker);
    release();
    // Hydrated: the form now checks its fields itself (the browser's own checks are off).
    await page.locator('form#consultation[novalidate]').waitFor();
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alertdialog', { name: M.success }).waitFor();
    expect(await leadsWith(marker)).toEqual([
      {
        name: 'Meera Iyer',
        mobile: '9123456781',
        email: 'meera.iyer@example.in',
        service_id: service.id,
        message: marker,
        source_path: '/gst',
      },
    ]);
    await context.close();
  });
});

// ─────────────────────────────────────────────── proceed, signed in ──

describe('proceed card, signed in', () => {
  const desktop = VIEWPORTS[1][1];

  it('looks the service up and goes to its checkout', async () => {
    const { context } = await signedInContext(desktop);
    const page = await context.newPage();
    // The first page: the category by its address (a search result).
    await page.goto(`${server.url}/gst`);
    await waitForHydration(page);
    await scrollToPart(page.getByLabel('Select Service'));
    const service = gst().services[1]!;
    await page.getByLabel('Select Service').selectOption(String(service.id));
    const lookup = page.waitForRequest((r) => r.url().endsWith(`/api/v1/service/${service.id}`));
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await lookup;
    await page.waitForURL((u) => u.pathname === proceedPath(service));
    await context.close();
  });

  it('income tax asks whether it is already paid first', async () => {
    const { context, userId } = await signedInContext(desktop);
    const page = await context.newPage();
    // The first page: the category by its address (a search result).
    await page.goto(`${server.url}/income-tax`);
    await waitForHydration(page);
    await scrollToPart(page.getByRole('button', { name: 'Proceed to Pay' }));
    const service = menus.get('/income-tax')!.services[0]!;
    const check = page.waitForRequest((r) => r.url().endsWith('/api/v1/user/service/payment/check'));
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    expect((await check).postDataJSON()).toEqual({ user_id: userId, service_id: service.id });
    await page.waitForURL((u) => u.pathname === proceedPath(service) || u.pathname === '/document');
    await context.close();
  });
});
