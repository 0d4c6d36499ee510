import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { api, customerByOtp, newMobile, outboxCode, pendingReseller, withSession } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { backOfficeNav as navigate } from './support/navigate.ts';

/**
 * Issue 11, the back office: from the storefront footer's "Staff Login" to the staff sign-in, then
 * approve a reseller's application and find the approval in the audit log — at 375 px and 1280 px,
 * moving by clicks. The admin account comes from ADMIN_EMAIL/ADMIN_PASSWORD, as on a fresh install.
 */

const ADMIN_EMAIL = 'owner@backoffice.test';
const ADMIN_PASSWORD = 'Owner@2026';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAIL, ADMIN_PASSWORD }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(VIEWPORTS)('back office at %s width', (name, viewport) => {
  const phone = name === 'phone';

  it('signs in from the footer, approves a reseller and finds it in the audit log', async () => {
    const applicant = `Lakshmi ${phone ? 'Phone' : 'Desk'} Traders`;
    const { email, mobile } = await pendingReseller(server, applicant, { lead: 8 });
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Staff Login' }).click();
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      await waitForHydration(page);

      // A wrong password is refused with the customers' message; nothing is lost from the form.
      await page.getByLabel('E-mail or mobile number').fill(ADMIN_EMAIL);
      await page.getByLabel(/^Password\*?$/).fill('Wrong@2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid Credentials' }).waitFor();
      expect(await page.getByLabel('E-mail or mobile number').inputValue()).toBe(ADMIN_EMAIL);

      // Two factors: the right password sends a code to the e-mail, which signs in.
      const since = Date.now() - 1000;
      await page.getByLabel(/^Password\*?$/).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('status').filter({ hasText: 'Password accepted. Enter the code we sent to' }).waitFor();
      const codeInput = page.getByLabel(/^Code\*?$/);
      await expect.poll(() => codeInput.evaluate((el) => el === document.activeElement)).toBe(true);
      await codeInput.fill(await outboxCode(server, ADMIN_EMAIL, since));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);

      await navigate(page, 'Partners', phone);
      await page.getByRole('heading', { name: 'Partner applications' }).waitFor();
      await page.getByRole('link', { name: applicant }).click();
      await page.getByRole('heading', { name: applicant, level: 1 }).waitFor();
      expect(await page.getByText(email).isVisible()).toBe(true);

      // Rejecting without a reason is refused by the server with the field's message.
      await page.getByRole('button', { name: 'Reject application' }).click();
      await page.getByText('Please give a reason for the rejection').first().waitFor();

      await page.getByRole('button', { name: 'Approve application' }).click();
      await page.getByRole('status').filter({ hasText: 'Application approved' }).waitFor();
      const code = (await page.locator('dd .font-mono').first().textContent())?.trim() ?? '';
      expect(code).toMatch(/^REF-LAKSHM\d{4}$/);
      expect(await page.getByRole('button', { name: 'Approve application' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // The applicant was told at the address they have proven: their mobile, by SMS (the e-mail is
      // not proven yet; issue 28 item 7), with the referral code.
      let approval: string | undefined;
      await expect
        .poll(
          async () => {
            const sms = await api(server, `/api/v1/dev/outbox?to=${encodeURIComponent(mobile)}`);
            approval = (sms.body.messages as { body: string }[]).find((m) => m.body.includes(code))?.body;
            return Boolean(approval);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(approval).toContain('your reseller application has been approved. Sign in at');
      expect(approval).toContain('with your mobile number and password. One step left: verify your e-mail address');
      expect(approval).toContain(`Referral code: ${code}`);

      await navigate(page, 'Audit log', phone);
      await page.getByRole('heading', { name: 'Audit log' }).waitFor();
      const entry = page.getByRole('listitem').filter({ hasText: 'partner.approve' }).filter({ hasText: code });
      await entry.first().waitFor();
      expect(await entry.first().textContent()).toContain('"status": "pending"');
      expect(await entry.first().textContent()).toContain('Administrator');
      expect(await seriousViolations(page)).toEqual([]);
      // No sideways scrolling at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Signing out ends the session on the server: the back office is closed again.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      const cookie = (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ');
      expect((await fetch(`${server.url}/api/v1/admin/audit`, { headers: { cookie } })).status).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out visitor to the staff sign-in and shows a customer "No access"', async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      // A bookmarked back-office page, opened signed out.
      await page.goto(`${server.url}/admin/audit`);
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      expect(new URL(page.url()).search).toBe('?redirectTo=%2Fadmin%2Faudit');
      // A customer session (OTP sign-up) reaches the 403 page, not the back office.
      const { token } = await customerByOtp(server, newMobile(8));
      await withSession(context, server, token);
      // The back office's address typed by a customer.
      await page.goto(`${server.url}/admin/partners`);
      await page.getByRole('heading', { name: 'No access' }).waitFor();
      expect(await page.getByText('Partner applications').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
