import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSmtp } from '../tests/helpers/fake-providers.ts';
import { seriousViolations } from './support/a11y.ts';
import { JSON_HEADERS, api, catalogue, paidOrder, withSession } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { backOfficeNav } from './support/navigate.ts';

/**
 * Issue 20's back office at 375 px and 1280 px by clicks: a customer's e-mail really fails (the
 * local SMTP server refuses their mailbox and NOTIFY_RETRY_LIMIT=0 gives no retry), staff find the
 * failed delivery under Messages, the mailbox accepts again, staff press Resend, the queue's worker
 * sends it, and the delivery shows as sent; the request's page lists the same delivery.
 */
const ADMIN_EMAIL = 'owner@messages.test';
const ADMIN_PASSWORD = 'Owner@2026';

/** Mailboxes the SMTP imitation refuses for now (a full mailbox: a temporary 452). */
const refused = new Set<string>();
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let server: RunningServer;
let browser: Browser;
let serviceId = 0;

/** The newest one-time code the SMTP imitation received for `to` (the e-mail's text starts with it). */
async function mailedCode(to: string, before: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = smtp.to(to);
        code = mails.length > before ? /(\d{6}) is your/.exec(mails.at(-1)!)?.[1] : undefined;
        return Boolean(code);
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  return code!;
}

/** Signs in by a code mailed over SMTP: the staff login (password, then code) or a customer's OTP. */
async function staffSession(): Promise<string> {
  const before = smtp.to(ADMIN_EMAIL).length;
  const body = { userName: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const first = await api(server, '/api/v1/auth/staff-login', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  expect(first.body.otpRequired).toBe(true);
  const otp = await mailedCode(ADMIN_EMAIL, before);
  const res = await api(server, '/api/v1/auth/staff-login', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ ...body, otp }),
  });
  expect(res.status).toBe(200);
  return res.body.accessToken as string;
}
let customers = 0;
async function customerByEmail(email: string): Promise<string> {
  customers += 1;
  const before = smtp.to(email).length;
  const sent = await api(server, '/api/v1/sendOtp', {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-forwarded-for': `198.18.20.${customers}` },
    body: JSON.stringify({ user_name: email }),
  });
  expect(sent.status).toBe(200);
  const otp = await mailedCode(email, before);
  const login = await api(server, '/api/v1/login', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ user_name: email, otp, login_type: 'otp' }),
  });
  expect(login.status).toBe(200);
  return login.body.access_token as string;
}

beforeAll(async () => {
  smtp = await fakeSmtp((rcpt) => (refused.has(rcpt) ? '452 4.2.2 Mailbox full' : null));
  const env: Record<string, string> = {
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TRUST_PROXY: '1',
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Anupalan <no-reply@anupalan.in>',
    NOTIFY_RETRY_LIMIT: '0',
  };
  if (process.env.E2E_WEB_BUILD_DIR) env.WEB_BUILD_DIR = process.env.E2E_WEB_BUILD_DIR;
  [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  const services = await catalogue<{ id: number; type: string; price_paise: number }>(server);
  serviceId = services.find((s) => s.type !== 'business' && s.price_paise > 1)?.id ?? 0;
  expect(serviceId).toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe.each(VIEWPORTS)('back-office messages at %s width', (name, viewport) => {
  const phone = name === 'phone';

  it('staff find a failed delivery and resend it', { timeout: 120_000 }, async () => {
    const email = `mailbox.full.${name}.${Date.now()}@example.in`;
    const token = await customerByEmail(email);
    refused.add(email);
    const { requestId } = await paidOrder(
      server,
      token,
      { service_id: serviceId, registration_type: 'individual' },
      { verify: true },
    );
    const staff = await openPage(browser, viewport);
    try {
      await withSession(staff.context, server, await staffSession());
      // Staff open the back office by its address (a bookmark): the first page of their journey.
      await staff.page.goto(`${server.url}/admin`);
      await staff.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await waitForHydration(staff.page);

      await backOfficeNav(staff.page, 'Messages', phone);
      await staff.page.getByRole('heading', { name: 'Failed deliveries', level: 2 }).waitFor();
      // The worker fails the e-mail in the background: staff filter again until it is listed.
      const row = staff.page.getByRole('listitem').filter({ hasText: email }).first();
      await expect
        .poll(
          async () => {
            if (await row.isVisible()) return true;
            await staff.page.getByRole('button', { name: 'Filter' }).click();
            await staff.page.waitForLoadState('networkidle');
            return row.isVisible();
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);
      await row.getByText('E-mail could not be sent').first().waitFor();
      await row.getByText('1 attempt').first().waitFor();
      // The template catalogue: the "documents needed" previews of each channel.
      await staff.page.getByText('(documents_needed, en)').click();
      const docs = staff.page
        .getByRole('region', { name: /: SMS$/ })
        .filter({ hasText: 'DLT template' })
        .first();
      await docs.waitFor();
      expect(await seriousViolations(staff.page)).toEqual([]);
      expect(await staff.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The mailbox has room again; staff resend, and the server queues it again.
      refused.delete(email);
      const mailsBefore = smtp.to(email).length;
      await row
        .getByRole('button', { name: new RegExp(`^Resend the E-mail to ${email.replace(/\./g, '\\.')}`) })
        .first()
        .click();
      await staff.page.getByText('The message is queued again.').waitFor();
      await expect.poll(() => smtp.to(email).length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(mailsBefore);

      // Filtered to sent deliveries, the resent one is there, sent on its second attempt.
      await staff.page.getByLabel('Status', { exact: true }).selectOption('sent');
      await staff.page.getByRole('button', { name: 'Filter' }).click();
      await staff.page.waitForURL((u) => u.searchParams.get('status') === 'sent');
      const sent = staff.page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: '2 attempts' }).first();
      await expect
        .poll(
          async () => {
            if (await sent.isVisible()) return true;
            await staff.page.getByRole('button', { name: 'Filter' }).click();
            await staff.page.waitForLoadState('networkidle');
            return sent.isVisible();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      await sent.getByText('Sent', { exact: true }).waitFor();

      // The request's page, reached from the delivery, lists the same delivery in its Messages table.
      await sent.getByRole('link', { name: `Request #${requestId}` }).click();
      await staff.page.getByRole('heading', { name: `Request #${requestId}`, level: 1 }).waitFor();
      const table = staff.page.getByRole('table', { name: `Messages about request #${requestId}` });
      await table.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Sent' }).first().waitFor();
      // The table scrolls inside its card; the page's cards keep to the screen's width.
      const region = await staff.page.getByRole('region', { name: `Messages about request #${requestId}` }).boundingBox();
      expect(region!.width).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(staff.page)).toEqual([]);
      expect(await staff.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await staff.context.close();
    }
  });
});
