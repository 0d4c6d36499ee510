import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';

/**
 * Issue 11, the back office's request side, at 375 px and 1280 px, moving by clicks: staff approve a
 * reseller, a customer buys with the reseller's referral code, and the reseller (after proving their
 * e-mail) sees the order; staff move a paid request through every stage and upload its deliverable,
 * and the customer downloads it. State that is not the journey (a paid request, an application) is
 * made through the API; each journey's first page is opened with `goto`, the rest by clicks.
 */

const ADMIN_EMAIL = 'owner@requests.test';
const ADMIN_PASSWORD = 'Owner@2026';
const json = { 'content-type': 'application/json' };

let server: RunningServer;
let browser: Browser;
let individual: { id: number; slug: string; service_name: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAIL, ADMIN_PASSWORD }), launchBrowser()]);
  const menu = (await fetch(`${server.url}/api/v1/web/menu`).then((r) => r.json())) as {
    menus: Array<{ services: Array<{ id: number }> }>;
  };
  const all = await Promise.all(
    menu.menus
      .flatMap((m) => m.services.map((s) => s.id))
      .map(
        async (id) =>
          (
            (await fetch(`${server.url}/api/v1/service/${id}`).then((r) => r.json())) as {
              services: { id: number; slug: string; service_name: string; type: string; price_paise: number };
            }
          ).services,
      ),
  );
  const found = all.find((s) => s.type === 'individual' && s.price_paise > 100_000);
  if (!found) throw new Error('no individual service over ₹1,000 in the seed');
  individual = found;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let serial = 0;
function newMobile(): string {
  serial += 1;
  return `7${String(serial).padStart(2, '0')}${`${Date.now() % 10_000_000}`.padStart(7, '0')}`;
}
async function api(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
async function outboxCode(to: string, since: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const body = (await api(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)).body as {
      messages?: Array<{ code?: string; sentAt: string }>;
    };
    const code = body.messages?.find((m) => m.code && Date.parse(m.sentAt) >= since)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${to}`);
}

/** A customer signed in by OTP (through the API); answers the session token. */
async function customer(): Promise<{ token: string; mobile: string }> {
  const mobile = newMobile();
  const since = Date.now() - 1000;
  expect(
    (await api('/api/v1/sendOtp', { method: 'POST', headers: json, body: JSON.stringify({ user_name: mobile }) })).status,
  ).toBe(200);
  const otp = await outboxCode(mobile, since);
  const login = await api('/api/v1/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ user_name: mobile, otp, login_type: 'otp' }),
  });
  expect(login.status).toBe(200);
  return { token: login.body.access_token as string, mobile };
}

/** A pending reseller application, made the way the storefront makes it (mobile proven by OTP). */
async function pendingReseller(name: string): Promise<{ email: string; mobile: string; password: string }> {
  const mobile = newMobile();
  const since = Date.now() - 1000;
  expect(
    (await api('/api/v1/reseller/custom_otp', { method: 'POST', headers: json, body: JSON.stringify({ mobile }) })).status,
  ).toBe(200);
  const code = await outboxCode(mobile, since);
  expect(
    (
      await api('/api/v1/reseller/custom_otp/store', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ mobile, custom_otp: code }),
      })
    ).status,
  ).toBe(200);
  const email = `referrer${serial}${Date.now() % 100000}@example.in`;
  const password = 'Resell@2026';
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, mailid: email, mobile, password, password_confirmation: password }))
    form.append(k, v);
  expect((await api('/api/v1/reseller/registration', { method: 'POST', body: form })).status).toBe(201);
  return { email, mobile, password };
}

async function withSession(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'anupalan_session', value: token, url: server.url }]);
}
async function staffToken(): Promise<string> {
  const res = await api('/api/v1/auth/staff-login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ userName: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.body.accessToken as string;
}
async function navigate(page: Page, label: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: label }).click();
}
async function noSeriousViolations(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe.each(VIEWPORTS)('back office requests at %s width', (name, viewport) => {
  const phone = name === 'phone';

  it(
    'approves a reseller; a customer buys with the referral code; the reseller proves their e-mail and sees the order',
    { timeout: 120_000 },
    async () => {
      const applicant = `Ramesh ${phone ? 'Phone' : 'Desk'} Agencies`;
      const reseller = await pendingReseller(applicant);

      // Staff approve the application.
      const staff = await openPage(browser, viewport);
      let code: string;
      try {
        await withSession(staff.context, await staffToken());
        await staff.page.goto(`${server.url}/admin`);
        await waitForHydration(staff.page);
        await navigate(staff.page, 'Partners', phone);
        await staff.page.getByRole('link', { name: applicant }).click();
        await staff.page.getByRole('heading', { name: applicant, level: 1 }).waitFor();
        await staff.page.getByRole('button', { name: 'Approve application' }).click();
        await staff.page.getByRole('status').filter({ hasText: 'Application approved' }).waitFor();
        code = (await staff.page.locator('dd .font-mono').first().textContent())?.trim() ?? '';
        expect(code).toMatch(/^REF-RAMESH\d{4}$/);
      } finally {
        await staff.context.close();
      }

      // A customer buys with the code.
      const buyer = await customer();
      const shop = await openPage(browser, viewport);
      try {
        await withSession(shop.context, buyer.token);
        await shop.page.goto(`${server.url}/proceed/${individual.slug}`);
        await waitForHydration(shop.page);
        const pay = shop.page.getByRole('button', { name: /^Proceed to Pay/ });
        const before = await pay.textContent();
        await shop.page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
        await shop.page.getByRole('button', { name: 'Apply' }).click();
        await expect.poll(() => pay.textContent()).not.toBe(before);
        await pay.click();
        await shop.page
          .getByRole('dialog', { name: 'Test mode checkout' })
          .getByRole('button', { name: 'Simulate success' })
          .click();
        await shop.page.waitForURL((u) => u.pathname === '/payment-success');
      } finally {
        await shop.context.close();
      }

      // The reseller signs in (mobile and password), proves the e-mail, and sees the order.
      const login = await api('/api/v1/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ user_name: reseller.mobile, login_type: 'password', password: reseller.password }),
      });
      expect(login.status).toBe(200);
      const own = await openPage(browser, viewport);
      try {
        await withSession(own.context, login.body.access_token as string);
        await own.page.goto(`${server.url}/partner`);
        await waitForHydration(own.page);
        await own.page.getByText(reseller.email).waitFor();
        const since = Date.now() - 1000;
        await own.page.getByRole('button', { name: 'Send code' }).click();
        await own.page.getByRole('status').filter({ hasText: 'We have sent a code to your e-mail address.' }).waitFor();
        await own.page.getByRole('textbox', { name: 'Code' }).fill(await outboxCode(reseller.email, since));
        await own.page.getByRole('button', { name: 'Verify e-mail' }).click();
        await own.page.getByText('(verified)').waitFor();
        await noSeriousViolations(own.page);
        await own.page.getByRole('link', { name: 'See the orders that used my referral code' }).click();
        await own.page.getByRole('heading', { name: 'Referral orders' }).waitFor();
        await own.page.getByText(code).waitFor();
        const row = own.page.getByRole('listitem').filter({ hasText: individual.service_name });
        await row.first().waitFor();
        // No other personal data of the customer than a first name (none was given: "Customer").
        expect(await own.page.getByText(buyer.mobile).count()).toBe(0);
        await noSeriousViolations(own.page);
      } finally {
        await own.context.close();
      }
    },
  );

  it(
    'moves a request through every stage, uploads its deliverable, and the customer downloads it',
    { timeout: 120_000 },
    async () => {
      // A paid request (the checkout has its own journeys).
      const buyer = await customer();
      const bearer = { ...json, authorization: `Bearer ${buyer.token}` };
      const init = await api('/api/v1/services/payment/initiate', {
        method: 'POST',
        headers: bearer,
        body: JSON.stringify({ service_id: individual.id, payment_type: 'full' }),
      });
      expect(init.status).toBe(200);
      const orderId = (init.body.data as { order_id: string }).order_id;
      const paid = await api(`/test-gateway/orders/${orderId}/pay`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ outcome: 'success' }),
      });
      const verify = await api('/api/v1/services/payment/verify', {
        method: 'POST',
        headers: bearer,
        body: JSON.stringify(paid.body),
      });
      expect(verify.status).toBe(200);
      const requestId = (verify.body.data as { service_request_id: number }).service_request_id;

      const deliverableName = `registration-${name}.pdf`;
      const deliverable = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x20), Buffer.from(`\n${name}\n%%EOF\n`)]);

      const staff = await openPage(browser, viewport);
      try {
        await withSession(staff.context, await staffToken());
        await staff.page.goto(`${server.url}/admin`);
        await waitForHydration(staff.page);
        await navigate(staff.page, 'Requests', phone);
        await staff.page.getByRole('heading', { name: 'Requests', level: 1 }).waitFor();
        await staff.page.getByRole('textbox', { name: 'Search' }).fill(orderId);
        await staff.page.getByRole('button', { name: 'Filter' }).click();
        await staff.page.waitForURL((u) => u.searchParams.get('q') === orderId);
        await staff.page.getByRole('link', { name: `#${requestId}` }).click();
        await staff.page.getByRole('heading', { name: `Request #${requestId}`, level: 1 }).waitFor();
        await waitForHydration(staff.page);
        for (const label of ['Documents received', 'In progress', 'Completed']) {
          await staff.page.getByLabel('Move to stage').selectOption({ label });
          await staff.page.getByRole('button', { name: 'Change stage' }).click();
          await staff.page
            .getByRole('status')
            .filter({ hasText: `Stage changed to ${label}.` })
            .waitFor();
        }
        await staff.page.getByText('Completed (current)').waitFor();

        // A note for staff only.
        await staff.page.getByRole('textbox', { name: 'New note' }).fill('Filed on the portal; acknowledgement attached.');
        await staff.page.getByRole('button', { name: 'Add note' }).click();
        await staff.page.getByRole('status').filter({ hasText: 'Note added.' }).waitFor();

        // Upload without a file is refused; then the deliverable.
        await staff.page.getByRole('button', { name: 'Upload deliverable' }).click();
        await staff.page.getByRole('alert').filter({ hasText: 'Please choose the file to upload.' }).waitFor();
        await staff.page
          .getByLabel('Deliverable (PDF, JPEG or PNG)')
          .setInputFiles({ name: deliverableName, mimeType: 'application/pdf', buffer: deliverable });
        await staff.page.getByRole('button', { name: 'Upload deliverable' }).click();
        await staff.page.getByRole('status').filter({ hasText: 'Deliverable uploaded.' }).waitFor();
        await staff.page.getByRole('link', { name: deliverableName }).waitFor();
        await noSeriousViolations(staff.page);
      } finally {
        await staff.context.close();
      }

      const own = await openPage(browser, viewport);
      try {
        await withSession(own.context, buyer.token);
        await own.page.goto(`${server.url}/completed-services`);
        await waitForHydration(own.page);
        const row = own.page.locator(`[data-request-id="${requestId}"]`).filter({ visible: true });
        const download = own.page.waitForEvent('download');
        await row.getByRole('button', { name: `Download ${deliverableName}` }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(deliverableName);
        const chunks: Buffer[] = [];
        for await (const c of await file.createReadStream()) chunks.push(c as Buffer);
        expect(Buffer.concat(chunks).equals(deliverable)).toBe(true);
        // The staff note never reaches the customer.
        expect(await own.page.getByText('acknowledgement attached').count()).toBe(0);
      } finally {
        await own.context.close();
      }
    },
  );
});
