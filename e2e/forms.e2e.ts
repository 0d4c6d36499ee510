/**
 * Messages and inputs that contradicted themselves (issue 8, item 3), as a visitor and a customer
 * meet them at 375 px and 1280 px: focus back on the button that opened a dialog or menu, mobile
 * numbers pasted with +91/0/spaces/dashes, the one password hint, the file picker that says what
 * was chosen in full, and the privacy contents list that never splits a word.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY } from '@anupalan/shared';
import { seriousViolations } from './support/a11y.ts';
import { signInFromPage } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PASTED = '+91 98765 00031';
const DIGITS = '9876500031';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Pastes into a field as a person does (the whole text in one insertion, after selecting what is there). */
async function paste(page: Page, field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

async function expectFocused(locator: Locator, what: string) {
  await expect
    .poll(() => locator.evaluate((el) => el === document.activeElement), { message: `focus on ${what}`, timeout: 5000 })
    .toBe(true);
}

/** The picker's status shows its whole text: not cut, not overflowing the screen. */
async function expectPickerShows(picker: Locator, text: string, viewportWidth: number) {
  await expect.poll(() => picker.textContent()).toBe(text);
  const box = await picker.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { right: r.right, cut: el.scrollWidth > el.clientWidth + 1 };
  });
  expect(box.cut).toBe(false);
  expect(box.right).toBeLessThanOrEqual(viewportWidth);
}

/** Words of each contents entry that the browser split across two lines. */
async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const nav = document.querySelector('nav[aria-labelledby] ol');
    for (const a of nav?.querySelectorAll('a') ?? []) {
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/[^\s/]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(m[0]);
        }
      }
    }
    return split;
  });
}

async function footerLink(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}

const signInByApi = (page: Page, email: string) => signInFromPage(page, server, email);

describe.each(VIEWPORTS)('forms and dialogs at %s width', (label, viewport) => {
  const phone = label === 'phone';

  it('a visitor: dialogs give focus back, mobile fields take a pasted number, one password hint, file picker, contents', async () => {
    const { context, page } = await openPage(browser, viewport);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/`);
    await waitForHydration(page);

    // The login dialog: Escape and the close button both give focus back to 'Sign In'.
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    const dialog = page.getByRole('dialog', { name: 'User Login' });
    await signIn.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocused(signIn, "'Sign In' after Escape");
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectFocused(signIn, "'Sign In' after the close button");

    // Its identifier field keeps the 10 digits of a pasted number, and signs in with them.
    await signIn.click();
    const identifier = dialog.getByLabel('Mobile No / Email ID');
    await paste(page, identifier, PASTED);
    await expect(identifier.inputValue()).resolves.toBe(DIGITS);
    await paste(page, identifier, '098765-00031');
    await expect(identifier.inputValue()).resolves.toBe(DIGITS);
    await paste(page, identifier, 'asha.verma@example.in');
    await expect(identifier.inputValue()).resolves.toBe('asha.verma@example.in');
    await page.keyboard.press('Escape');
    await expectFocused(signIn, "'Sign In'");

    // The consultation form on a category page (reached through the header menu).
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Mobile' });
      await panel.getByRole('button', { name: 'GST', exact: true }).click();
      await panel.getByRole('link', { name: 'All GST services' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'GST', exact: true }).hover();
      await nav.getByRole('link', { name: 'All GST services' }).click();
    }
    await page.waitForURL((u) => u.pathname === '/gst');
    const consultationMobile = page.getByRole('textbox', { name: 'Mobile', exact: true });
    await paste(page, consultationMobile, PASTED);
    await expect(consultationMobile.inputValue()).resolves.toBe(DIGITS);
    await paste(page, consultationMobile, '0 98765-00031');
    await expect(consultationMobile.inputValue()).resolves.toBe(DIGITS);

    // Become a Reseller: mobile paste, the one password hint, the file picker.
    await footerLink(page, 'Become a Reseller');
    await page.getByRole('heading', { level: 1, name: 'Reseller Registration' }).waitFor();
    const form = page.getByRole('main');
    const regMobile = form.getByRole('textbox', { name: 'Mobile Number' });
    await paste(page, regMobile, '+91-98765-00031');
    await expect(regMobile.inputValue()).resolves.toBe(DIGITS);
    await expect(form.getByText(PASSWORD_POLICY.hint).isVisible()).resolves.toBe(true);
    const status = form.getByTestId('file-picker-status');
    await expectPickerShows(status, 'No file chosen', viewport.width);
    await form
      .getByLabel('Profile Image')
      .setInputFiles({ name: 'my-profile-photo-2026.png', mimeType: 'image/png', buffer: PNG });
    await expectPickerShows(status, 'my-profile-photo-2026.png', viewport.width);
    expect(await seriousViolations(page)).toEqual([]);

    // Privacy: no contents entry broken in the middle of a word.
    await footerLink(page, 'Privacy Policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expect(
      page
        .getByRole('link', { name: /Remarketing/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await splitWords(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a customer: menus and confirmations give focus back; profile and company mobiles take a pasted number', async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await signInByApi(page, `forms-${label}-${Date.now()}@example.in`);
    await page.reload();
    await waitForHydration(page);

    // The account menu: Escape gives focus back to its button.
    const menuButton = page.getByRole('banner').getByRole('button', { name: /^Account menu/ });
    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expectFocused(menuButton, 'the account menu button');

    // Logout → 'Cancel' gives focus back to the menu button (the menu item that opened it is gone).
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectFocused(menuButton, 'the account menu button after Cancel');

    // Profile: the mobile field keeps the 10 digits of a pasted number; the photo picker says what is chosen.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL((u) => u.pathname === '/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Mobile Number' }).click();
    const profileMobile = main.getByRole('textbox', { name: 'Mobile Number' });
    await paste(page, profileMobile, PASTED);
    await expect(profileMobile.inputValue()).resolves.toBe(DIGITS);
    await expectPickerShows(main.getByTestId('file-picker-status'), 'No file chosen', viewport.width);
    await expect(main.getByText(PASSWORD_POLICY.hint).isVisible()).resolves.toBe(true);

    // Company form: the same for its mobile and logo.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Company Details' }).click();
    await page.waitForURL((u) => u.pathname === '/company-details');
    await page.getByRole('link', { name: 'Add Company' }).click();
    await page.waitForURL((u) => u.pathname === '/company-detailform');
    const companyMobile = page.getByRole('textbox', { name: 'Mobile', exact: true });
    await paste(page, companyMobile, '(98765) 00031');
    await expect(companyMobile.inputValue()).resolves.toBe(DIGITS);
    const logoStatus = page.getByRole('main').getByTestId('file-picker-status');
    await expectPickerShows(logoStatus, 'No file chosen', viewport.width);
    await page.getByLabel('Company Logo').setInputFiles({ name: 'kaveri-agro-logo.png', mimeType: 'image/png', buffer: PNG });
    await expectPickerShows(logoStatus, 'kaveri-agro-logo.png', viewport.width);
    await context.close();
  });
});
