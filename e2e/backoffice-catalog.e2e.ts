import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr, menuRoute } from '@anupalan/shared';
import { outboxCode, signInFromPage } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { backOfficeNav as navigate, clickHeaderLink, headerMenus, openCategory, type MenuSummary } from './support/navigate.ts';

/**
 * Issue 11, the back office's catalogue and content (part B), at 375 px and 1280 px by clicks:
 * staff change a service's price and the storefront and the checkout show it at once; staff
 * publish an article and it shows in the blog list, where script put in its plain and rich-text
 * fields never runs.
 */

const ADMIN_EMAIL = 'owner@catalog.test';
const ADMIN_PASSWORD = 'Owner@2026';

let server: RunningServer;
let browser: Browser;
let menus: MenuSummary[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAIL, ADMIN_PASSWORD }), launchBrowser()]);
  menus = await headerMenus(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A priced (not custom-amount) service of a category, a different one for each width. */
async function pickService(index: number) {
  const candidates: { menu: MenuSummary; id: number; name: string; slug: string; price: number }[] = [];
  for (const menu of menus) {
    for (const s of menu.services) {
      const detail = (await fetch(`${server.url}/api/v1/service/${s.id}`).then((r) => r.json())) as {
        services: { price_paise: number; type: string };
      };
      if (detail.services.price_paise > 100 && detail.services.type !== 'business') {
        candidates.push({ menu, id: s.id, name: s.service_name, slug: s.slug, price: detail.services.price_paise });
      }
      if (candidates.length > index) return candidates[index]!;
    }
  }
  throw new Error('no priced service in the seed');
}

async function staffSignIn(page: Page) {
  // Staff open the back office's sign-in by its address (a bookmark): the first page of their journey.
  await page.goto(`${server.url}/admin/login`);
  await waitForHydration(page);
  await page.getByLabel('E-mail or mobile number').fill(ADMIN_EMAIL);
  const since = Date.now() - 1000;
  await page.getByLabel(/^Password\*?$/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The second factor: the code sent to the e-mail.
  const code = page.getByLabel(/^Code\*?$/);
  await code.waitFor();
  await code.fill(await outboxCode(server, ADMIN_EMAIL, since));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await waitForHydration(page);
}

/** A customer session in the browser (OTP from the dev outbox), so the checkout can be opened. */
async function customerSignIn(page: Page, email: string) {
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  await signInFromPage(page, server, email);
}

describe.each(VIEWPORTS)('back office catalogue and content at %s width', (name, viewport) => {
  const phone = name === 'phone';

  it("changes a service's price; the storefront page and the checkout show the new price", { timeout: 120_000 }, async () => {
    const svc = await pickService(phone ? 0 : 1);
    const newPaise = svc.price + (phone ? 11_100 : 22_200);
    const staff = await openPage(browser, viewport);
    const buyer = await openPage(browser, viewport);
    try {
      const page = staff.page;
      await staffSignIn(page);
      await navigate(page, 'Catalogue', phone);
      await page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();
      await page.getByRole('link', { name: `Edit ${svc.name}`, exact: true }).click();
      await page.getByRole('heading', { name: `Edit ${svc.name}`, level: 1 }).waitFor();
      await waitForHydration(page);
      const price = page.getByLabel(/^Price in ₹/);
      expect(await price.inputValue()).toBe(String(svc.price / 100));

      // A bad amount is refused on the field, and the page keeps what was typed.
      await price.fill('-10');
      await page.getByRole('button', { name: 'Save service' }).click();
      await page.getByRole('alert').filter({ hasText: 'The amount cannot be negative' }).waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      expect(await price.inputValue()).toBe('-10');

      await price.fill(String(newPaise / 100));
      await page.getByRole('button', { name: 'Save service' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      await page
        .getByText(`${formatInr(newPaise)} incl. GST`)
        .first()
        .waitFor();

      await page.getByRole('link', { name: 'Open the storefront page' }).click();
      await page.waitForURL((u) => u.pathname === menuRoute(svc.menu.name));
      await page.getByRole('heading', { name: svc.name, level: 2 }).waitFor();
      const section = page.locator('section', { has: page.getByRole('heading', { name: svc.name, level: 2 }) });
      await expect(section.getByText(formatInr(newPaise), { exact: true }).isVisible()).resolves.toBe(true);

      // A customer choosing the service on that page sees the new price at checkout.
      const b = buyer.page;
      await customerSignIn(b, `catalog.buyer.${name}.${Date.now()}@example.in`);
      await openCategory(b, phone, svc.menu);
      await b.getByLabel('Select Service').selectOption(String(svc.id));
      await b.getByRole('button', { name: /^Proceed to Pay/ }).click();
      await b.waitForURL((u) => u.pathname === `/proceed/${svc.slug}`);
      await b.getByRole('heading', { level: 1, name: svc.name }).waitFor();
      await b.getByText(formatInr(newPaise)).first().waitFor();
    } finally {
      await staff.context.close();
      await buyer.context.close();
    }
  });

  it(
    'publishes an article that shows in the blog list; script in its title and body never runs',
    { timeout: 120_000 },
    async () => {
      const stamp = `${name}-${Date.now()}`;
      const title = `Budget notes ${stamp} <img src=x onerror="window.__xss='title'">`;
      const slug = `budget-notes-${stamp}`;
      const staff = await openPage(browser, viewport);
      const reader = await openPage(browser, viewport);
      try {
        const page = staff.page;
        await staffSignIn(page);
        await navigate(page, 'Content', phone);
        await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
        await page.getByRole('link', { name: 'New article' }).click();
        await page.getByRole('heading', { name: 'New article', level: 1 }).waitFor();
        await waitForHydration(page);
        await page.getByLabel(/^Title/).fill(title);
        await page.getByLabel(/^Slug/).fill(slug);
        await page.getByLabel(/^Category/).fill('Tax planning');
        await page.getByLabel(/^Excerpt/).fill('What the budget means for small firms.');
        const body = page.getByRole('textbox', { name: 'Body' });
        await body.click();
        await page.keyboard.type('Three changes to note this year.');
        await page.getByRole('checkbox', { name: /^Published/ }).check();
        await page.getByRole('button', { name: 'Create article' }).click();
        await page.getByRole('heading', { name: `Edit ${title}`, level: 1 }).waitFor();

        // Script in the rich text, sent past the editor straight to the API with the staff session.
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        const saved = await page.evaluate(
          async ({ id }) => {
            const current = await fetch(`/api/v1/admin/content/blogs/${id}`).then((r) => r.json());
            const res = await fetch(`/api/v1/admin/content/blogs/${id}`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                ...current.blog,
                bodyHtml:
                  '<p>Three changes to note this year.</p><script>window.__xss="script"</script>' +
                  '<img src=x onerror="window.__xss=\'img\'"><p onmouseover="window.__xss=\'hover\'">Hover</p>',
              }),
            });
            return res.status;
          },
          { id },
        );
        expect(saved).toBe(200);

        // A visitor finds it in the blog list and opens it: the title reads as typed, nothing ran.
        const r = reader.page;
        const dialogs: string[] = [];
        r.on('dialog', (d) => {
          dialogs.push(d.message());
          void d.dismiss();
        });
        await r.goto(`${server.url}/`);
        await waitForHydration(r);
        await clickHeaderLink(r, phone, 'Blog');
        await r.getByRole('heading', { level: 1, name: 'Our Stories' }).waitFor();
        const link = r.getByRole('link', { name: new RegExp(`Budget notes ${stamp}`) }).first();
        await link.waitFor();
        await link.click();
        await r.waitForURL((u) => u.pathname === `/blogs/${slug}`);
        await r.getByRole('heading', { level: 1, name: title }).waitFor();
        await r.getByText('Three changes to note this year.').waitFor();
        await r.getByText('Hover', { exact: true }).hover();
        expect(await r.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
        expect(await r.locator('article script, main script:not([src])').count()).toBe(0);
        expect(await r.locator('main img[onerror], main [onmouseover]').count()).toBe(0);
        expect(dialogs).toEqual([]);
      } finally {
        await staff.context.close();
        await reader.context.close();
      }
    },
  );
});
