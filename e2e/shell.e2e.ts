import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { customerByOtp, withSession } from './support/actors.ts';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  openPage,
  scrollToPart,
  startServer,
  waitForHydration,
  type RunningServer,
} from './support/harness.ts';

let server: RunningServer;

/** Records every CSP violation of the page (a blocked inline script would stop hydration). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('home page, server-rendered', () => {
  it('has its content and the catalogue menus in the HTML before any script runs', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Trusted Legal Services for Your Business &amp; Compliance');
    for (const name of [
      'Income Tax',
      'GST',
      'Startup Registrations',
      'Company (MCA)',
      'Trademark',
      'Bank Valuation',
      'Legal',
      'Blog',
    ]) {
      expect(html).toContain(`>${name.replace('&', '&amp;')}<`);
    }
    // An anonymous page comes from the page cache: its CSP lists the sha256 of each inline script
    // (the same bytes for everyone), and no nonce.
    expect(['miss', 'hit']).toContain(res.headers.get('x-page-cache'));
    const again = await fetch(`${server.url}/`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toBe(html);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain("'nonce-");
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const body of scripts) expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  });

  it('shows the content with JavaScript disabled', async () => {
    const { context, page } = await openPage(browser, PHONE, { javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Trusted Legal Services');
    await context.close();
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const res = await page.goto(`${server.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('at 1280 px', () => {
  it('hydrates, opens a category dropdown on click and its service link navigates', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const violations = await watchCsp(page);
    await fetch(`${server.url}/`); // the page cache now holds the home page
    const res = await page.goto(`${server.url}/`);
    expect(res?.headers()['x-page-cache']).toBe('hit');
    await waitForHydration(page);
    expect(await violations()).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'GST', exact: true }).click();
    const menu = await fetch(`${server.url}/api/v1/web/menu`).then((r) => r.json());
    const gst = menu.menus.find((m: { name: string }) => m.name === 'GST');
    const first = gst.services[0];
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: first.service_name, exact: true });
    await link.waitFor({ state: 'visible' });
    await link.click();
    await page.waitForURL((u) => u.pathname === '/gst');
    expect(new URL(page.url()).hash).toBe(`#service-${first.id}`);
    expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('opens a dropdown on hover and drops the header shadow in after 10 px of scroll', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Legal' }).hover();
    await expect(
      page
        .getByRole('link', { name: /Legal Notice/i })
        .first()
        .waitFor({ state: 'visible', timeout: 5000 })
        .then(() => true),
    ).resolves.toBe(true);

    const header = page.locator('header').first();
    expect(await header.getAttribute('class')).not.toContain('shadow-header');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 10);
    await page.waitForFunction(() => document.querySelector('header')?.className.includes('shadow-header'));
    await context.close();
  });

  it('keeps the CSP on /, /blogs, /gst and a signed-in page while the lazily loaded code (zod, menus) runs', async () => {
    // The first load leaves zod and the schemas out; they load on demand (the newsletter's rule,
    // the category page's form). zod must still be configured not to probe with `new Function`.
    const { context, page } = await openPage(browser, DESKTOP);
    const violations = await watchCsp(page);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const footer = page.locator('footer');
    await scrollToPart(footer);
    await footer.getByLabel('Email address').fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Please enter a valid email address').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/blogs');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'GST', exact: true }).click();
    await nav.getByRole('link', { name: 'All GST services' }).click();
    await page.waitForURL((u) => u.pathname === '/gst');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violations()).toEqual([]);
    await context.close();

    // Signed in (OTP from the development outbox): an account page, the account menu.
    const customer = await customerByOtp(server);
    const signedIn = await openPage(browser, DESKTOP);
    await withSession(signedIn.context, server, customer.token);
    const signedInViolations = await watchCsp(signedIn.page);
    await signedIn.page.goto(`${server.url}/payment-history`);
    await waitForHydration(signedIn.page);
    await signedIn.page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await signedIn.page.getByRole('menuitem', { name: 'My Profile' }).click();
    await signedIn.page.waitForURL((u) => u.pathname === '/profile');
    await signedIn.page.getByRole('main').locator('form').waitFor();
    expect(await signedInViolations()).toEqual([]);
    await signedIn.context.close();
  });

  it('has no serious accessibility violations on the home page', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('at 375 px', () => {
  it('opens the mobile menu, expands and collapses a category, and hides social links', async () => {
    const { context, page } = await openPage(browser, PHONE);
    const violations = await watchCsp(page);
    await fetch(`${server.url}/`);
    const res = await page.goto(`${server.url}/`);
    expect(res?.headers()['x-page-cache']).toBe('hit');
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(
      await page
        .getByRole('link', { name: /facebook/i })
        .first()
        .isVisible(),
    ).toBe(false);

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    const category = panel.getByRole('button', { name: 'GST', exact: true });
    await category.click();
    expect(await category.getAttribute('aria-expanded')).toBe('true');
    const menu = await fetch(`${server.url}/api/v1/web/menu`).then((r) => r.json());
    const firstGst = menu.menus.find((m: { name: string }) => m.name === 'GST').services[0].service_name;
    await panel.getByRole('link', { name: firstGst, exact: true }).waitFor({ state: 'visible' });
    await category.click();
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await panel.waitFor({ state: 'hidden' });

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('scrolls to the top on a route change', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 100);
    await page.locator('footer').getByRole('link', { name: 'Blog' }).first().click();
    await page.waitForURL((u) => u.pathname === '/blogs');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });
});
