import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '@anupalan/shared';
import { seriousViolations } from './support/a11y.ts';
import { customerByOtp, paidOrder, staffToken, withSession } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { backOfficeNav as navigate, viaAccountMenu } from './support/navigate.ts';

/**
 * Issue 11 part C, the back office's money side, at 375 px and 1280 px by clicks: staff refund part
 * of a customer's payment after confirming what it does (issue 28: nothing goes to the gateway before;
 * a GST credit note is issued) and the customer sees the refund and its credit note in Payment
 * History; staff read the refund in the audit log and the request's page shows what was paid net of it. The payment is made
 * through the API and the test gateway (state prepared per test); the pages are reached by clicks.
 */

const ADMIN_EMAIL = 'owner@payments.test';
const ADMIN_PASSWORD = 'Owner@2026';

let server: RunningServer;
let browser: Browser;
let serviceId = 0;

beforeAll(async () => {
  const env: Record<string, string> = { ADMIN_EMAIL, ADMIN_PASSWORD };
  if (process.env.E2E_WEB_BUILD_DIR) env.WEB_BUILD_DIR = process.env.E2E_WEB_BUILD_DIR;
  [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  const menu = (await fetch(`${server.url}/api/v1/web/menu`).then((r) => r.json())) as {
    menus: Array<{ services: Array<{ id: number }> }>;
  };
  serviceId = menu.menus.flatMap((m) => m.services.map((s) => s.id))[0] ?? 0;
  expect(serviceId).toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A customer (OTP sign-in) who paid for a service in full through the test gateway. */
async function paidCustomer(): Promise<{ token: string; mobile: string; orderId: string }> {
  const { token, mobile } = await customerByOtp(server);
  const { orderId } = await paidOrder(server, token, { service_id: serviceId, registration_type: 'individual' });
  return { token, mobile, orderId };
}

/** No sideways scrolling at this width; with `axe`, no serious accessibility violations either (slow: used sparingly). */
async function clean(page: Page, axe = false) {
  if (axe) expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe.each(VIEWPORTS)('back-office payments at %s width', (name, viewport) => {
  const phone = name === 'phone';

  it('refunds part of a payment; the customer sees the refund and its credit note in Payment History', async () => {
    const customer = await paidCustomer();
    const staff = await openPage(browser, viewport);
    try {
      await withSession(staff.context, server, await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD));
      // Staff open the back office by its address (a bookmark): the first page of their journey.
      await staff.page.goto(`${server.url}/admin`);
      await staff.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await waitForHydration(staff.page);
      // The charts draw in the browser (recharts, loaded by this page only); their numbers are in tables too.
      const stages = staff.page.getByRole('figure', { name: 'Requests by stage (now)' });
      await stages.locator('svg.recharts-surface').first().waitFor();
      await staff.page.getByText('Show the numbers').first().click();
      await staff.page.getByRole('table', { name: /^Net revenue by day/ }).waitFor();
      await clean(staff.page, true);

      await navigate(staff.page, 'Payments', phone);
      await staff.page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
      await staff.page.getByLabel('Search').fill(customer.mobile);
      await staff.page.getByRole('button', { name: 'Filter' }).click();
      await staff.page.waitForURL((u) => u.searchParams.get('q') === customer.mobile);
      await staff.page.getByRole('link', { name: customer.orderId }).click();
      await staff.page.getByRole('heading', { name: customer.orderId, level: 1 }).waitFor();
      await waitForHydration(staff.page);
      await clean(staff.page);

      // Too much is refused by the server with the amount that is left; the form keeps the reason.
      await staff.page.getByLabel(/^Amount/).fill('99999999');
      await staff.page.getByLabel(/^Reason/).fill('Service fee reduced');
      await staff.page.getByRole('button', { name: 'Refund' }).click();
      await staff.page.getByText('The refund is more than what is left to refund on this payment').first().waitFor();
      expect(await staff.page.getByLabel(/^Reason/).inputValue()).toBe('Service fee reduced');

      const amountText =
        (await staff.page.getByText('Amount', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
      const paidPaise = Math.round(Number(amountText.replace(/[₹,\s]/g, '')) * 100);
      expect(paidPaise).toBeGreaterThan(50_000);

      // Nothing goes to the gateway on the first press: staff confirm what the refund does (issue 28).
      await staff.page.getByLabel(/^Amount/).fill('500');
      await staff.page.getByRole('button', { name: 'Refund', exact: true }).click();
      const ask = staff.page.getByRole('alert').filter({ hasText: /^Refund ₹500\.00 to .+\?/ });
      await ask.waitFor();
      const asked = (await ask.textContent()) ?? '';
      expect(asked).toContain(`The customer paid ${formatInr(paidPaise)} for this payment.`);
      expect(asked).toContain('With this refund, ₹500.00 of it will have been refunded in all.');
      expect(asked).toContain('A GST credit note will be issued for the refund.');
      await expect(staff.page.getByText('No refunds yet.').isVisible()).resolves.toBe(true);
      await clean(staff.page, true);
      await ask.getByRole('button', { name: 'Confirm refund of ₹500.00' }).click();
      await staff.page.getByRole('status').filter({ hasText: 'Refund recorded. A GST credit note has been issued.' }).waitFor();
      const note = (await staff.page.getByRole('link', { name: /^CN\// }).textContent())?.trim() ?? '';
      expect(note).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
      expect(await staff.page.getByText('Service fee reduced').count()).toBeGreaterThan(0);
      await clean(staff.page, true);

      // Staff read the refund in the audit log.
      await navigate(staff.page, 'Audit log', phone);
      await staff.page.getByRole('heading', { name: 'Audit log' }).waitFor();
      const entry = staff.page.getByRole('listitem').filter({ hasText: 'payment.refund' }).filter({ hasText: note });
      await entry.first().waitFor();
      expect(await entry.first().textContent()).toContain('"amountPaise": 50000');
      await clean(staff.page);

      // The request's page says what was paid net of the refund.
      await navigate(staff.page, 'Requests', phone);
      await staff.page.getByRole('heading', { name: 'Requests', level: 1 }).waitFor();
      await staff.page.getByRole('textbox', { name: 'Search' }).fill(customer.orderId);
      await staff.page.getByRole('button', { name: 'Filter' }).click();
      await staff.page.waitForURL((u) => u.searchParams.get('q') === customer.orderId);
      await staff.page
        .getByRole('link', { name: /^#\d+$/ })
        .first()
        .click();
      await staff.page.getByRole('heading', { name: /^Request #\d+$/, level: 1 }).waitFor();
      const paid = staff.page.getByText('Paid', { exact: true }).locator('xpath=following-sibling::dd[1]');
      await expect(paid.textContent()).resolves.toBe(
        `${formatInr(paidPaise - 50_000)} of ${formatInr(paidPaise)}${formatInr(paidPaise)} paid, ₹500.00 refunded`,
      );
    } finally {
      await staff.context.close();
    }

    // The customer's Payment History shows the refund and the credit note to download.
    const cust = await openPage(browser, viewport);
    try {
      await withSession(cust.context, server, customer.token);
      await cust.page.goto(`${server.url}/`);
      await waitForHydration(cust.page);
      await viaAccountMenu(cust.page, 'Payment History', '/payment-history');
      await cust.page.getByRole('heading', { name: 'Payment History' }).waitFor();
      const refunded = cust.page.getByText('Refunded').filter({ hasText: '₹500.00' }).filter({ visible: true });
      await refunded.first().waitFor();
      const download = cust.page.getByRole('button', { name: /^Download credit note CN\// }).filter({ visible: true });
      await download.first().waitFor();
      const [popup] = await Promise.all([cust.page.waitForEvent('popup'), download.first().click()]);
      await popup.waitForLoadState('domcontentloaded').catch(() => {});
      expect(popup.url()).toMatch(/\/api\/v1\/credit-notes\/\d+\/pdf$/);
      await clean(cust.page, true);
    } finally {
      await cust.context.close();
    }
  });
});
