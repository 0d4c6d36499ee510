import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod, periodLabel } from '@anupalan/shared';
import { seriousViolations } from './support/a11y.ts';
import { createE2eDatabase, type E2eDatabase } from './support/postgres.ts';
import { customerTab, staffToken, withSession } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { viaAccountMenu } from './support/navigate.ts';

/**
 * The compliance calendar in the browser (issue 22): a customer adds a company with its GSTIN and
 * GST filing frequency, finds its GSTR-3B due dates on /calendar (through the account menu), and
 * "File now" opens the checkout of the GST return for that company and month. One customer per
 * test, one one-time code each (from an address of its own: one trusted proxy hop).
 */

const ADMIN_EMAIL = 'owner@calendar.test';
const ADMIN_PASSWORD = 'Owner@2026';

let server: RunningServer;
let browser: Browser;
let database: E2eDatabase | undefined;

beforeAll(async () => {
  const env: Record<string, string> = { TRUST_PROXY: '1', ADMIN_EMAIL, ADMIN_PASSWORD };
  if (process.env.E2E_DATABASE === 'postgres') {
    database = await createE2eDatabase();
    env.DATABASE_URL = database.url;
  }
  if (process.env.E2E_WEB_BUILD_DIR) env.WEB_BUILD_DIR = process.env.E2E_WEB_BUILD_DIR;
  [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

function field(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

/** The 20th of the month after `period` ('2026-11' → 20 December 2026), as the page writes it. */
function gstr3bDue(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const due = new Date(Date.UTC(m === 12 ? y + 1 : y, m % 12, 20));
  return due.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

describe.each(VIEWPORTS)('compliance calendar at %s width', (_name, viewport) => {
  it('a company added with its GSTIN and monthly filing shows its GSTR-3B dates; File now reaches its checkout', async () => {
    const companyName = `Calendar Traders ${viewport.width}`;
    const { context, page } = await customerTab(browser, server, viewport);
    try {
      await viaAccountMenu(page, 'Company Details', '/company-details');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Add Company' }).first().click();
      await page.waitForURL((u) => u.pathname === '/company-detailform');
      await waitForHydration(page);
      await field(page, 'Company Name').fill(companyName);
      await field(page, 'Email').fill('accounts@calendartraders.in');
      await field(page, 'Mobile').fill('9812345670');
      await field(page, 'Registration Number').fill('U51909KA2020PTC000777');
      await page.getByRole('combobox', { name: 'Company Type' }).selectOption('Private Limited Company');
      await page.getByRole('combobox', { name: 'Sector' }).selectOption('Retail & Trading');
      await page.locator('input[name="establish_date"]').fill('2020-05-04');
      await field(page, 'GST Number').fill('29AAFCK1234K1Z5');
      await page.getByRole('combobox', { name: 'GST Filing Frequency' }).selectOption('monthly');
      await field(page, 'Address Line 1').fill('7 Residency Road');
      const state = page.locator('[name="state"]');
      if ((await state.evaluate((e) => e.tagName)) === 'SELECT') {
        await state.selectOption('Karnataka');
        const district = page.locator('select[name="district"]');
        await district.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
        await district.selectOption({ index: 1 });
        const city = page.locator('select[name="city"]');
        await city.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
        await city.selectOption({ index: 1 });
      } else {
        await state.fill('Karnataka');
        await field(page, 'District').fill('Bengaluru Urban');
        await field(page, 'City').fill('Bengaluru');
        await field(page, 'PIN Code').fill('560025');
      }
      await page.getByRole('button', { name: 'Save Company' }).click();
      await page.getByText('Company added successfully!').waitFor();

      await viaAccountMenu(page, 'Compliance calendar', '/calendar');
      await page.getByRole('heading', { name: 'Compliance calendar', level: 1 }).waitFor();
      await waitForHydration(page);
      const section = page.getByRole('region', { name: companyName });
      const month = currentPeriod('monthly')!;
      const entry = section.locator(`li[data-filing="gstr-3b-monthly"][data-period="${month}"]`);
      await entry.waitFor();
      await expect(entry.textContent()).resolves.toContain(`Due ${gstr3bDue(month)}`);
      await expect(section.locator('li[data-filing="gstr-3b-monthly"]').count()).resolves.toBeGreaterThanOrEqual(12);
      await expect(entry.getByText(/^(Upcoming|Due this week|Overdue)$/).count()).resolves.toBe(1);
      // Scanned at the top of the page: scrolled, the sticky header covers whichever buttons pass
      // under it, which axe counts as targets without room (target-size).
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => window.scrollY === 0);
      await expect(seriousViolations(page)).resolves.toEqual([]);

      await entry.getByRole('link', { name: `File now: GSTR-3B, ${periodLabel(month)}` }).click();
      await page.waitForURL((u) => u.pathname === '/proceed/gst-return-filing-monthly');
      await waitForHydration(page);
      const company = page.getByRole('combobox', { name: 'Company', exact: true });
      await expect
        .poll(async () => company.locator('option:checked').textContent(), { timeout: 10_000 })
        .toBe(`${companyName} (Private Limited Company)`);
      await expect.poll(async () => page.getByRole('combobox', { name: 'Return month' }).inputValue()).toBe(month);
    } finally {
      await context.close();
    }
  });

  it('staff add a rule on the back office page by clicks: a missing legal basis is refused by its field, then the rule is listed', async () => {
    const filing = `Trade licence renewal ${viewport.width}`;
    const { context, page } = await openPage(browser, viewport);
    try {
      await withSession(context, server, await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD));
      await page.goto(`${server.url}/admin/calendar`);
      await page.getByRole('heading', { name: 'Compliance calendar rules' }).waitFor();
      await waitForHydration(page);
      await page.getByText('Add a rule', { exact: true }).click();
      const form = page.getByRole('form', { name: 'New rule' });
      await form.getByRole('textbox', { name: 'Code' }).fill(`trade-licence-${viewport.width}`);
      await form.getByRole('textbox', { name: 'Filing' }).fill(filing);
      await form.getByRole('checkbox', { name: 'Company', exact: true }).check();
      await form.getByRole('combobox', { name: 'Recurrence' }).selectOption('yearly');
      await form.getByRole('button', { name: 'Add rule' }).click();
      await form.getByText('Legal basis is required').waitFor();
      expect(await form.getByRole('textbox', { name: 'Filing' }).inputValue()).toBe(filing);
      await form.getByRole('textbox', { name: 'Legal basis' }).fill('Municipal Corporations Act, trade licence bye-laws');
      await form.getByRole('button', { name: 'Add rule' }).click();
      await page.getByRole('status').filter({ hasText: 'Rule added.' }).waitFor();
      await page.getByText(`(trade-licence-${viewport.width})`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
