import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  computeQuote,
  customAmountRangeMessage,
  describePrice,
  formatAmount,
  formatInr,
  periodOptions,
  splitGstInclusive,
  type Quote,
} from '@anupalan/shared';
import { seriousViolations } from './support/a11y.ts';
import { createE2eDatabase, type E2eDatabase } from './support/postgres.ts';
import {
  catalogue,
  customerTab,
  failedOrder,
  movedStage,
  paidOrder,
  signInFromPage,
  staffToken,
  storedCompany,
} from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { checkoutByClicks, headerMenus, openCategory, viaAccountMenu, type MenuSummary } from './support/navigate.ts';

/**
 * Checkout and payments in the browser (issue 5), through the built-in test gateway: a business
 * service bought for a new company with the demo coupon and a 50 % part payment; a failed payment
 * and its retry; the payment history and the clicked row's own GST document; the company list; the
 * government fee in the storefront's price and at checkout, and a quarterly filing bought per
 * quarter (issue 28 items 2 and 5). Each test has its own customer and makes the purchases and
 * companies it starts from through the API (e2e/support/actors.ts), never through another test.
 * Every customer costs one one-time code, sent from an address of its own (one trusted proxy hop);
 * only the signed-out test's sign-in counts against 127.0.0.1.
 */

let server: RunningServer;
let browser: Browser;
let database: E2eDatabase | undefined;

interface ServiceInfo {
  id: number;
  service_name: string;
  slug: string;
  type: 'individual' | 'business' | 'both';
  recurrence: 'none' | 'monthly' | 'quarterly' | 'assessment_year';
  price_paise: number;
  government_fee_paise: number | null;
  required_documents: Array<{ document_name: string; status: number }>;
}

let services: ServiceInfo[] = [];
/** The first administrator (configured), who completes a request through the staff API. */
const ADMIN_EMAIL = 'owner@checkout.test';
const ADMIN_PASSWORD = 'Owner@2026checkout';
let adminToken = '';
let menus: MenuSummary[] = [];
const COUPON = 'WELCOME10';
/** A 1×1 PNG, for the logo upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  // PGlite by default; E2E_DATABASE=postgres runs the same journeys on the test PostgreSQL server.
  // E2E_WEB_BUILD_DIR lets a developer run against a private copy of the build while others rebuild.
  // One proxy hop trusted, as deployed: each customer made through the API sends its codes from its own
  // address (actors.ts), so this file's ~16 sign-ins never meet the 20-codes-an-hour limit of one address.
  const env: Record<string, string> = { TRUST_PROXY: '1', ADMIN_EMAIL, ADMIN_PASSWORD };
  if (process.env.E2E_DATABASE === 'postgres') {
    database = await createE2eDatabase();
    env.DATABASE_URL = database.url;
  }
  if (process.env.E2E_WEB_BUILD_DIR) env.WEB_BUILD_DIR = process.env.E2E_WEB_BUILD_DIR;
  [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  menus = await headerMenus(server);
  services = await catalogue<ServiceInfo>(server);
  // Staff sign in at the back office's door, with the password and a code (issue 27).
  adminToken = await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

/** A business service with a government fee, still over ₹1,000 after the coupon (part payment allowed). */
function businessService(): ServiceInfo {
  const s = services.find((x) => x.type === 'business' && (x.government_fee_paise ?? 0) > 0 && x.price_paise * 0.9 > 100_000);
  if (!s) throw new Error('no suitable business service in the seed');
  return s;
}
/** The `nth` individual service at ₹1,000 or less (no part payment). */
function smallIndividualService(nth = 0): ServiceInfo {
  const s = services.filter((x) => x.type === 'individual' && x.price_paise > 1 && x.price_paise <= 100_000)[nth];
  if (!s) throw new Error('no small individual service in the seed');
  return s;
}
function customAmountService(): ServiceInfo {
  const s = services.find((x) => x.price_paise <= 1);
  if (!s) throw new Error('no custom-amount service in the seed');
  return s;
}

/** Signs in by OTP from the home page (so the HttpOnly cookie lands in the browser), reading the code from the dev outbox. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await waitForHydration(page);
  await signInFromPage(page, server, email);
}

/** An address opened as a person types, pastes or reloads it (not a way through the product: that is by clicks). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
}

/** Axe at the top of the page: further down, the sticky header covers whatever scrolled under it (target-size). */
async function noSeriousViolations(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
}

async function closeAlert(page: Page, title: string | RegExp): Promise<void> {
  const alert = page.getByRole('alertdialog', { name: title });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'hidden' });
}

function field(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

function quote(s: ServiceInfo, over: Partial<Parameters<typeof computeQuote>[0]> = {}): Quote {
  const q = computeQuote({ pricePaise: s.price_paise, governmentFeePaise: s.government_fee_paise, paymentType: 'full', ...over });
  if (typeof q === 'string') throw new Error(q);
  return q;
}

async function pdfText(context: BrowserContext, url: string): Promise<string> {
  const res = await context.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await res.body()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('signed out', () => {
  it('sends a visitor of an account page to the home page with the login prompt', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS[1][1]);
    // A bookmarked account page, opened while signed out.
    await open(page, '/payment-history');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText('Please login to see your payment history').first().waitFor();
    await context.close();
  });

  it('answers the payment routes without a purchase in their state', async () => {
    // The payment pages' addresses reloaded or pasted, without the purchase the product passes them.
    const { context, page } = await customerTab(browser, server, VIEWPORTS[1][1], {
      userName: `nostate${Date.now()}@example.in`,
      path: '/service/gst-registration/proceed-to-payment',
    });
    await page.getByText('Service ID not found.').waitFor();
    await open(page, '/service/gst-registration/partial-to-payment');
    await page.getByText('Invalid payment data. Please try again.').waitFor();
    await context.close();
  });

  it('answers an unknown service with the error card and Go Home', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS[0][1]);
    await signIn(page, `nobody${Date.now()}@example.in`);
    // A checkout link to a service that does not exist (an old or mistyped shared link).
    const res = await page.goto(`${server.url}/proceed/no-such-service`);
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Failed to load service details.').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });
});

for (const [label, viewport] of VIEWPORTS) {
  describe(`checkout at ${viewport.width} px (${label})`, () => {
    const phone = label === 'phone';
    const companyName = `Verma Foods ${label === 'phone' ? 'Mobile' : 'Desk'} Private Limited`;
    // Each test's own tab and customer (closed after it).
    let context: BrowserContext | undefined;
    afterEach(async () => {
      await context?.close();
      context = undefined;
    });
    /**
     * A new customer (its e-mail its sign-in) in a fresh tab at this width, on the home page; `state`
     * makes what the test starts from, through the API, while the home page loads.
     */
    async function newCustomer<T = undefined>(who: string, state?: (customer: { token: string; userId: number }) => Promise<T>) {
      const tab = await customerTab(browser, server, viewport, {
        userName: `${who}.${label}.${Date.now()}@example.in`,
        state,
      });
      context = tab.context;
      return tab;
    }
    /** The company the first test adds through the form, stored through the API. */
    const vermaFoods = (customer: { token: string; userId: number }) =>
      storedCompany(server, customer, {
        name: companyName,
        email: 'accounts@vermafoods.in',
        mobile: '9812345678',
        registration_number: 'U15400OR2021PTC000123',
        company_type: 'Private Limited Company',
        sector: 'Food & Beverages',
        establish_date: '2021-06-15',
        website: 'https://vermafoods.in',
        gst_no: '21ABCDE1234F1Z5',
        address1: '12 Janpath, Unit 3',
        state: 'Odisha',
        district: 'Khordha',
        city: 'Bhubaneswar',
        pin_code: '751001',
      });
    /**
     * What the first test buys: the business service for Verma Foods with the coupon, 50 % paid now.
     * The amounts, the request and the balance's id.
     */
    async function partPaidForCompany(customer: { token: string; userId: number }) {
      const svc = businessService();
      const companyId = await vermaFoods(customer);
      const part = quote(svc, { discountPercent: 10, paymentType: 'partial', percent: 50 });
      const { requestId, partialPaymentId } = await paidOrder(
        server,
        customer.token,
        {
          service_id: svc.id,
          registration_type: 'business',
          company_id: companyId,
          coupon_code: COUPON,
          payment_type: 'partial',
          percent: 50,
        },
        { verify: true },
      );
      return { payNow: part.payNowPaise, balance: part.balancePaise, requestId: requestId!, partialPaymentId: partialPaymentId! };
    }

    it('buys a business service for a new company with the coupon and a 50 % part payment', { timeout: 150_000 }, async () => {
      const { page } = await newCustomer('buyer');
      const svc = businessService();
      await checkoutByClicks(page, phone, menus, svc);

      // The page before paying: title, documents, company block, the whole price, refunds, test mode.
      await expect(page.getByRole('heading', { level: 1, name: svc.service_name }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Complete your registration and proceed to payment').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: 'Required Documents' }).isVisible()).resolves.toBe(true);
      const mandatory = svc.required_documents.filter((d) => d.status === 1).length;
      expect(await page.getByText('Required', { exact: true }).count()).toBe(mandatory);
      await expect(
        page
          .getByText(/^Test mode/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await page.getByText('No companies found.').waitFor();
      const pay = page.getByRole('button', { name: /^Proceed to Pay/ });
      await expect(pay.isDisabled()).resolves.toBe(true);
      await expect(page.getByText('Please select or add a company.').isVisible()).resolves.toBe(true);
      const full = quote(svc);
      const breakdown = page.getByRole('definition').filter({ hasText: '₹' });
      expect(await breakdown.count()).toBeGreaterThan(4);
      const split = splitGstInclusive(svc.price_paise, true);
      for (const amount of [svc.price_paise, split.taxable, split.gst, svc.government_fee_paise ?? 0, full.totalPaise]) {
        await expect(page.getByText(formatInr(amount), { exact: true }).first().isVisible()).resolves.toBe(true);
      }
      await expect(page.getByText('Government fee (no GST)').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('cell', { name: 'No refund or cancellation' }).isVisible()).resolves.toBe(true);
      await expect(pay.textContent()).resolves.toContain(formatInr(full.totalPaise));
      await noSeriousViolations(page);

      // Coupon alerts: empty, then unknown.
      const coupon = page.getByRole('textbox', { name: 'Coupon code' });
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Enter a coupon code.').waitFor();
      await coupon.fill('nosuchcode');
      await expect.poll(() => coupon.inputValue()).toBe('NOSUCHCODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Invalid or expired coupon.').waitFor();

      // Refresh asks the page's loader for the companies again, and keeps what was typed.
      const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.data') && r.ok());
      await page.getByRole('button', { name: 'Refresh' }).click();
      await reloaded;
      await page.getByText('No companies found.').waitFor();
      await expect(coupon.inputValue()).resolves.toBe('NOSUCHCODE');

      // A new company, from the checkout and back.
      await page.getByRole('button', { name: 'Add New Company' }).click();
      await page.waitForURL((u) => u.pathname === '/company-detailform');
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Add Company' }).waitFor();
      for (const section of ['Basic Information', 'Company Details', 'Address Information', 'Additional Information']) {
        await expect(page.getByRole('group', { name: section }).isVisible()).resolves.toBe(true);
      }
      await expect(field(page, 'Country').inputValue()).resolves.toBe('India');
      await expect(field(page, 'Country').getAttribute('readonly')).resolves.not.toBeNull();
      await noSeriousViolations(page);
      await page.getByRole('button', { name: 'Save Company' }).click();
      for (const msg of [
        'Company name is required',
        'Email is required',
        'Registration number is required',
        'PIN code is required',
      ]) {
        await page.getByText(msg, { exact: true }).waitFor();
      }
      await field(page, 'Company Name').fill(companyName);
      await field(page, 'Email').fill('accounts@example');
      await field(page, 'Email').blur();
      await page.getByText('Invalid email', { exact: true }).waitFor();
      await field(page, 'Email').fill('accounts@vermafoods.in');
      await field(page, 'Mobile').fill('98123 45678');
      await expect.poll(() => field(page, 'Mobile').inputValue()).toBe('9812345678');
      await field(page, 'Registration Number').fill('U15400OR2021PTC000123');
      await page.getByRole('combobox', { name: 'Company Type' }).selectOption('Private Limited Company');
      await page.getByRole('combobox', { name: 'Sector' }).selectOption('Food & Beverages');
      await page.locator('input[name="establish_date"]').fill('2021-06-15');
      await field(page, 'Website').fill('not a site');
      await field(page, 'Website').blur();
      await page.getByText('Invalid website URL').waitFor();
      await field(page, 'Website').fill('https://vermafoods.in');
      await field(page, 'GST Number').fill('21abcde1234f1z5');
      await expect.poll(() => field(page, 'GST Number').inputValue()).toBe('21ABCDE1234F1Z5');
      await field(page, 'Address Line 1').fill('12 Janpath, Unit 3');
      const state = page.locator('[name="state"]');
      if ((await state.evaluate((e) => e.tagName)) === 'SELECT') {
        // Cascading lists: the city fills the PIN code.
        await state.selectOption('Odisha');
        const district = page.locator('select[name="district"]');
        await district.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
        await district.selectOption({ index: 1 });
        const city = page.locator('select[name="city"]');
        await city.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
        await city.selectOption({ index: 1 });
        await expect(field(page, 'PIN Code').inputValue()).resolves.toMatch(/^\d{6}$/);
      } else {
        await state.fill('Odisha');
        await field(page, 'District').fill('Khordha');
        await field(page, 'City').fill('Bhubaneswar');
        await field(page, 'PIN Code').fill('751001');
      }
      const logo = page.getByLabel('Company Logo');
      await logo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await page.getByText('Please select a valid image (JPEG, PNG, GIF)').waitFor();
      const chosen = page.getByRole('main').getByTestId('file-picker-status');
      await expect.poll(() => chosen.textContent()).toBe('No file chosen');
      await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect.poll(() => chosen.textContent()).toBe('logo.png');
      await page.getByRole('button', { name: 'Save Company' }).click();
      await page.getByText('Company added successfully!').waitFor();
      await page.waitForURL((u) => u.pathname === `/proceed/${svc.slug}`);
      await waitForHydration(page);
      const select = page.getByRole('combobox', { name: 'Company', exact: true });
      await expect
        .poll(async () => select.locator('option:checked').textContent(), { timeout: 10_000 })
        .toBe(`${companyName} (Private Limited Company)`);

      // The coupon, upper-cased, and a 50 % part payment.
      await coupon.fill('welcome10');
      await expect.poll(() => coupon.inputValue()).toBe(COUPON);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Coupon applied! 10% off.').waitFor();
      await page.getByRole('radio', { name: 'Pay in part' }).check();
      await expect.poll(() => page.getByRole('radio', { name: '30%' }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: '50%' }).check();
      const part = quote(svc, { discountPercent: 10, paymentType: 'partial', percent: 50 });
      await expect(page.getByText(`Coupon ${COUPON} (10% off)`).isVisible()).resolves.toBe(true);
      await page.getByText(formatInr(part.balancePaise), { exact: true }).last().waitFor();
      await expect.poll(() => pay.textContent()).toBe(`Proceed to Pay ${formatInr(part.payNowPaise)}`);
      await noSeriousViolations(page);

      await pay.click();
      const checkout = page.getByRole('dialog', { name: 'Test mode checkout' });
      await checkout.waitFor();
      await expect(checkout.textContent()).resolves.toContain(`₹${formatAmount(part.payNowPaise)}`);
      await checkout.getByRole('button', { name: 'Simulate success' }).click();

      await page.waitForURL((u) => u.pathname === '/payment-success');
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      const details = page.getByRole('main');
      await expect(details.getByText(/^order_/).isVisible()).resolves.toBe(true);
      await expect(details.getByText(/^pay_/).isVisible()).resolves.toBe(true);
      await expect(details.getByText('Amount Paid (₹)').isVisible()).resolves.toBe(true);
      await expect(details.getByText(formatAmount(part.payNowPaise), { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByText(/^Test mode/).isVisible()).resolves.toBe(true);
      await noSeriousViolations(page);
      const upload = page.getByRole('link', { name: 'Go to Document Upload' });
      // The link names the request just paid for, so it lands on it (and survives a reload).
      await expect(upload.getAttribute('href')).resolves.toMatch(/^\/document\?serviceId=\d+&requestId=\d+$/);
      expect(Number(new URL((await upload.getAttribute('href'))!, server.url).searchParams.get('requestId'))).toBeGreaterThan(0);
      const kept = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('anupalan.lastPayment') ?? '{}') as { partial_payment_id?: number },
      );
      expect(kept.partial_payment_id ?? 0).toBeGreaterThan(0);
    });

    it('shows the government fee in the price of the category page and the proceed card: the total checkout charges', async () => {
      const { page } = await newCustomer('fee');
      const svc = businessService();
      const shown = describePrice(svc.price_paise, svc.government_fee_paise);
      if (shown.kind !== 'fixed') throw new Error('a fixed price expected');
      expect(shown.parts).toContain('government fee');
      const menu = menus.find((m) => m.services.some((x) => x.id === svc.id))!;
      await openCategory(page, phone, menu);
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: svc.service_name }) });
      // The total first, then its parts: '₹8,999.00 (₹6,999.00 incl. GST + ₹2,000.00 government fee)'.
      await section.getByText(shown.text, { exact: true }).waitFor();
      const select = page.getByRole('combobox', { name: 'Select Service' }).filter({ visible: true }).first();
      await select.selectOption(String(svc.id));
      const card = page
        .locator('section', { has: page.getByRole('combobox', { name: 'Select Service' }) })
        .filter({ visible: true });
      await expect.poll(() => card.textContent()).toContain(`${shown.total}${shown.parts}`);
      await page
        .getByRole('button', { name: /^Proceed to Pay/ })
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: svc.service_name }).waitFor();
      // What checkout charges in full is the total the storefront showed.
      const pay = page.getByRole('button', { name: /^Proceed to Pay/ });
      await expect.poll(() => pay.textContent()).toBe(`Proceed to Pay ${shown.total}`);
      expect(quote(svc).payNowPaise).toBe(shown.totalPaise);
    });

    it(
      'a quarterly filing: the quarter whose request is open leads to it, a completed quarter is bought again',
      { timeout: 120_000 },
      async () => {
        const tds = services.find((x) => x.recurrence === 'quarterly' && x.type === 'business');
        if (!tds) throw new Error('no quarterly business service in the seed');
        const [current, previous, older] = periodOptions('quarterly') as [
          { value: string; label: string },
          { value: string; label: string },
          { value: string; label: string },
        ];
        const { page, state } = await newCustomer('tds', async (customer) => {
          const companyId = await vermaFoods(customer);
          const buy = (period: string) =>
            paidOrder(
              server,
              customer.token,
              { service_id: tds.id, registration_type: 'business', company_id: companyId, period },
              { verify: true },
            );
          const done = await buy(older.value);
          await movedStage(server, adminToken, done.requestId!, 'completed');
          const open = await buy(previous.value);
          return { companyId, openId: open.requestId!, doneId: done.requestId! };
        });
        await checkoutByClicks(page, phone, menus, tds);
        const quarter = page.getByRole('combobox', { name: 'Quarter' });
        // The current quarter unless the customer picks another.
        expect(await quarter.inputValue()).toBe(current.value);
        await page.getByRole('combobox', { name: 'Company' }).selectOption(String(state.companyId));
        const pay = page.getByRole('button', { name: /^Proceed to Pay/ });

        // The quarter already bought and still open: its request, not a second payment.
        await quarter.selectOption(previous.value);
        await pay.click();
        await page.waitForURL((u) => u.pathname === '/document');
        await page.getByRole('heading', { level: 1, name: 'Upload Documents' }).waitFor();
        await page.getByText(`${tds.service_name} · ${previous.label} · Request #${state.openId}`).waitFor();

        // Back on the checkout, the quarter whose request is complete is bought again.
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: tds.service_name }).waitFor();
        await waitForHydration(page);
        await page.getByRole('combobox', { name: 'Company' }).selectOption(String(state.companyId));
        await quarter.selectOption(older.value);
        await pay.click();
        const checkout = page.getByRole('dialog', { name: 'Test mode checkout' });
        await checkout.getByRole('button', { name: 'Simulate success' }).click();
        await page.waitForURL((u) => u.pathname === '/payment-success');
        await viaAccountMenu(page, 'My Requests', '/myrequests');
        await page.getByRole('heading', { level: 1, name: 'My Payment Requests' }).waitFor();
        // Three requests: the completed quarter, the open one, and the completed quarter bought again.
        const rows = page.locator('[data-request-id]').filter({ visible: true });
        await expect.poll(() => rows.count()).toBe(3);
        await expect.poll(() => rows.filter({ hasText: older.label }).count()).toBe(2);
        await expect.poll(() => rows.filter({ hasText: previous.label }).count()).toBe(1);
      },
    );

    it('offers a custom amount for a ₹0.01 service and refuses an amount outside the server’s range, or text', async () => {
      const { page } = await newCustomer('custom');
      const svc = customAmountService();
      await checkoutByClicks(page, phone, menus, svc);
      const amount = page.getByRole('spinbutton', { name: 'Amount to pay (₹)' });
      await expect(amount.getAttribute('min')).resolves.toBe('1');
      await expect(amount.getAttribute('max')).resolves.toBe('1000000');
      await expect(amount.getAttribute('step')).resolves.toBe('0.01');
      if (svc.type === 'both') await page.getByRole('combobox', { name: 'Registration type' }).selectOption('individual');
      // Both ends of the range: the bound and the message the server gives (issue 8: the maximum
      // was answered with 'at least ₹1').
      const range = customAmountRangeMessage({ min: 100, max: 10_00_000_00 });
      expect(range).toBe('Please enter an amount between ₹1.00 and ₹10,00,000.00.');
      const pay = page.getByRole('button', { name: /^Proceed to Pay/ });
      for (const typed of ['0.5', '1000000.01']) {
        await amount.fill(typed);
        await amount.blur();
        await page.getByText(range).first().waitFor();
        await expect.poll(() => pay.isDisabled()).toBe(true);
      }
      const server422 = await page.evaluate(async (service_id) => {
        const r = await fetch('/api/v1/services/payment/initiate', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            service_id,
            registration_type: 'individual',
            payment_type: 'custom',
            custom_amount: 1000000.01,
          }),
        });
        return (await r.json()) as { message: string };
      }, svc.id);
      expect(server422.message).toBe(range);
      await amount.fill('');
      await page.getByText('Please enter the amount to pay.').first().waitFor();
      await amount.fill('1500.50');
      await expect.poll(() => pay.textContent()).toBe(`Proceed to Pay ${formatInr(150050)}`);
      await expect.poll(() => pay.isEnabled()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Pay in part' }).count()).toBe(0);
    });

    it('shows a failed payment, refuses the used coupon, and then pays in full', async () => {
      // A customer who has used the coupon already (on another service, through the API).
      const { page } = await newCustomer('retry', (customer) =>
        paidOrder(
          server,
          customer.token,
          { service_id: smallIndividualService(1).id, registration_type: 'individual', coupon_code: COUPON },
          { verify: true },
        ),
      );
      const svc = smallIndividualService();
      await checkoutByClicks(page, phone, menus, svc);
      // ₹1,000 or less: no part payment.
      expect(await page.getByRole('radio', { name: 'Pay in part' }).count()).toBe(0);
      expect(await page.getByText('Select Company').count()).toBe(0);
      const coupon = page.getByRole('textbox', { name: 'Coupon code' });
      await coupon.fill(COUPON);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Invalid or expired coupon.').waitFor();

      const pay = page.getByRole('button', { name: /^Proceed to Pay/ });
      await expect(pay.textContent()).resolves.toBe(`Proceed to Pay ${formatInr(svc.price_paise)}`);
      await pay.click();
      let checkout = page.getByRole('dialog', { name: 'Test mode checkout' });
      await checkout.getByRole('button', { name: 'Simulate failure' }).click();
      const alert = page.getByRole('alertdialog', { name: /^Payment failed: .+/ });
      await alert.waitFor();
      await closeAlert(page, /^Payment failed: /);
      expect(new URL(page.url()).pathname).toBe(`/proceed/${svc.slug}`);

      // Closing the checkout keeps the customer on the page, ready to try again.
      await pay.click();
      checkout = page.getByRole('dialog', { name: 'Test mode checkout' });
      await checkout.getByRole('button', { name: 'Close' }).click();
      await checkout.waitFor({ state: 'hidden' });
      await expect.poll(() => pay.isEnabled()).toBe(true);

      await pay.click();
      checkout = page.getByRole('dialog', { name: 'Test mode checkout' });
      await checkout.getByRole('button', { name: 'Simulate success' }).click();
      await page.waitForURL((u) => u.pathname === '/payment-success');
      await page.getByText(formatAmount(svc.price_paise), { exact: true }).waitFor();
    });

    it('the test checkout is a centred dialog over a dimmed page; Escape or Close cancel without failing the order', async () => {
      const { page } = await newCustomer('dialog');
      const svc = smallIndividualService(1);
      const failedRows = async () =>
        page.evaluate(async () => {
          const r = await fetch('/api/v1/user/payment/history', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          });
          const body = (await r.json()) as { data: Array<{ payment_status: string }> };
          return body.data.filter((row) => row.payment_status === 'Failed').length;
        });
      const failedBefore = await failedRows();
      await checkoutByClicks(page, phone, menus, svc);
      const pay = page.getByRole('button', { name: /^Proceed to Pay/ });
      await pay.click();
      const checkout = page.getByRole('dialog', { name: 'Test mode checkout' });
      await checkout.waitFor();

      // Centred, over a dimmed backdrop.
      const box = (await checkout.boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);
      expect(box.width).toBeLessThanOrEqual(viewport.width - 32);
      const backdrop = await checkout.evaluate((d) => getComputedStyle(d, '::backdrop').backgroundColor);
      expect(backdrop).toBe('rgba(16, 22, 58, 0.6)');
      // The service and the amount in rupees, en-IN.
      const text = (await checkout.textContent()) ?? '';
      expect(text).toContain(`Service${svc.service_name}`);
      expect(text).toContain(`Amount₹${formatAmount(quote(svc).payNowPaise)}`);
      await page.screenshot({ path: `.tmp/screens/test-checkout-${label}.png` });
      expect(await seriousViolations(page)).toEqual([]);

      // Focus stays inside: Tab and Shift+Tab go round its buttons.
      const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[data-test-gateway]'));
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        expect(await inDialog()).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);

      // Escape cancels: the page says so, the customer can pay again.
      await page.keyboard.press('Escape');
      await checkout.waitFor({ state: 'hidden' });
      await page.getByText('Payment cancelled', { exact: true }).waitFor();
      await expect.poll(() => pay.isEnabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/proceed/${svc.slug}`);

      // So does the Close button.
      await pay.click();
      await checkout.waitFor();
      await checkout.getByRole('button', { name: 'Close' }).click();
      await checkout.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByText('Payment cancelled', { exact: true }).count()).toBeGreaterThan(0);
      await expect.poll(() => pay.isEnabled()).toBe(true);

      // A mere close is not a failed payment.
      expect(await failedRows()).toBe(failedBefore);
      await expect(page.getByRole('alertdialog', { name: /^Payment failed/ }).count()).resolves.toBe(0);
    });

    it("lists the payments and downloads the clicked row's own GST document", { timeout: 120_000 }, async () => {
      // What the tests above leave a customer with, made through the API: the 50 % part payment for
      // Verma Foods, a failed payment for a small service, and then that service paid in full.
      const small = smallIndividualService();
      const {
        page,
        context,
        state: partPayNow,
      } = await newCustomer('history', async (customer) => {
        const { payNow } = await partPaidForCompany(customer);
        await failedOrder(server, customer.token, { service_id: small.id, registration_type: 'individual' });
        await paidOrder(server, customer.token, { service_id: small.id, registration_type: 'individual' }, { verify: true });
        return payNow;
      });
      const fullPaid = small.price_paise;
      expect(partPayNow).toBeGreaterThan(0);
      expect(fullPaid).toBeGreaterThan(0);
      const api = (await page.evaluate(async () => {
        const r = await fetch('/api/v1/user/payment/history', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        return r.json();
      })) as {
        data: Array<{
          amount: number;
          payment_status: string;
          invoice_number: string | null;
          invoice_url: string | null;
          transaction_id: string | null;
        }>;
      };
      const advance = api.data.find((r) => r.payment_status === 'Partial');
      const paid = api.data.find((r) => r.payment_status === 'Paid');
      const failed = api.data.find((r) => r.payment_status === 'Failed');
      expect(advance?.invoice_number).toBeTruthy();
      expect(paid?.invoice_number).toBeTruthy();
      expect(failed).toBeTruthy();

      await viaAccountMenu(page, 'Payment History', '/payment-history');
      await page.getByRole('heading', { name: 'Payment History' }).waitFor();
      // After a click the list loads in the browser: wait for it as a person does.
      await page.getByText(`Showing 1–${api.data.length} of ${api.data.length}`).waitFor();
      await expect(page.getByText(`Showing 1–${api.data.length} of ${api.data.length}`).isVisible()).resolves.toBe(true);
      for (const status of ['Paid', 'Partial', 'Failed']) {
        await expect(
          page.getByRole('main').getByText(status, { exact: true }).filter({ visible: true }).first().isVisible(),
        ).resolves.toBe(true);
      }
      await noSeriousViolations(page);

      // Filters and search.
      await page.getByRole('combobox', { name: 'Status' }).selectOption('Failed');
      await page.getByText('Showing 1–1 of 1').waitFor();
      // A failed payment has no invoice: no Download button that would only toast 'Invoice PDF not available!'.
      const main = page.getByRole('main');
      await expect(main.getByText('No invoice (payment failed)').filter({ visible: true }).count()).resolves.toBe(1);
      await expect(
        main
          .getByRole('button', { name: /^Download/ })
          .filter({ visible: true })
          .count(),
      ).resolves.toBe(0);
      await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
      await page.getByRole('searchbox', { name: 'Search' }).fill(paid!.transaction_id!);
      await page.getByText('Showing 1–1 of 1').waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill('no such payment');
      await page.getByText('No payment records found!').waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await page.getByLabel('From date').fill('2000-01-01');
      await page.getByLabel('To date').fill('2000-01-02');
      await page.getByText('No payment records found!').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByText(`Showing 1–${api.data.length} of ${api.data.length}`).waitFor();
      await expect(page.getByRole('combobox', { name: 'Rows per page' }).inputValue()).resolves.toBe('10');

      if (viewport.width >= 768) {
        // Sorting by a column is announced with aria-sort.
        const amountHeader = page.getByRole('columnheader', { name: /Amount/ });
        await expect(amountHeader.getAttribute('aria-sort')).resolves.toBe('none');
        await amountHeader.getByRole('button').click();
        await expect.poll(() => amountHeader.getAttribute('aria-sort')).toBe('ascending');
        await expect
          .poll(() => page.getByRole('row').nth(1).getByRole('cell').nth(2).textContent())
          .toBe(formatInr(Math.min(...api.data.map((r) => r.amount))));
        await amountHeader.getByRole('button').click();
        await expect.poll(() => amountHeader.getAttribute('aria-sort')).toBe('descending');
      } else {
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('amount:asc');
      }

      // Each Download opens its own row's document; its text carries that row's number, amount and GST split.
      for (const row of [advance!, paid!]) {
        const kind = row === advance ? 'Receipt voucher' : 'Tax invoice';
        const requested = context.waitForEvent('request', (r) => r.url().includes('/api/v1/invoices/'));
        const popup = context.waitForEvent('page');
        await page.getByRole('button', { name: `Download ${kind} ${row.invoice_number}` }).click();
        const url = (await requested).url();
        expect(new URL(url).pathname).toBe(row.invoice_url);
        await (await popup).close();
        const text = await pdfText(context, url);
        expect(text).toContain(row.invoice_number!);
        if (row === advance) {
          // The advance goes to the professional fee first; the company is in Odisha, the supplier elsewhere: IGST.
          const s = splitGstInclusive(partPayNow, false);
          expect(text).toContain('IGST');
          expect(text).toContain(formatAmount(s.taxable));
          expect(text).toContain(formatAmount(s.igst));
          expect(text).toContain(formatAmount(partPayNow));
          expect(text).toContain(companyName);
        } else {
          // An individual with no state on file: place of supply is the supplier's state, CGST + SGST.
          const s = splitGstInclusive(fullPaid, true);
          expect(text).toContain('CGST');
          expect(text).toContain(formatAmount(s.taxable));
          expect(text).toContain(formatAmount(s.cgst));
          expect(text).toContain(formatAmount(s.sgst));
          expect(text).toContain(formatAmount(fullPaid));
          expect(text).not.toContain(advance!.invoice_number!);
        }
      }

      // A failed payment has no document, and no button that would only say so after a click (issue 8).
      await expect(page.getByRole('button', { name: /^Download invoice for/ }).count()).resolves.toBe(0);
      await expect(
        page.getByRole('main').getByText('No invoice (payment failed)').filter({ visible: true }).count(),
      ).resolves.toBeGreaterThan(0);
      await expect(page.getByText('Invoice PDF not available!').count()).resolves.toBe(0);
    });

    it('pays the balance of the part payment and gets the tax invoice', async () => {
      // The first test's purchase, made through the API.
      const {
        page,
        state: { balance: partBalance, partialPaymentId, requestId: partRequestId },
      } = await newCustomer('balance', partPaidForCompany);
      expect(partialPaymentId).toBeGreaterThan(0);
      expect(partRequestId).toBeGreaterThan(0);
      // From Completed Services, the part-paid request's 'Pay balance'.
      await viaAccountMenu(page, 'Completed Services', '/completed-services');
      await page
        .locator(`[data-request-id="${partRequestId}"]`)
        .filter({ visible: true })
        .getByRole('button', { name: `Pay balance of request #${partRequestId}` })
        .click();
      await page.waitForURL((u) => u.pathname.endsWith('/partial-to-payment'));
      const checkout = page.getByRole('dialog', { name: 'Test mode checkout' });
      await checkout.waitFor();
      await expect(checkout.textContent()).resolves.toContain(`₹${formatAmount(partBalance)}`);
      await checkout.getByRole('button', { name: 'Simulate success' }).click();
      await page.waitForURL((u) => u.pathname === '/payment-success');
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await expect(page.getByText(formatAmount(partBalance), { exact: true }).isVisible()).resolves.toBe(true);
      const api = (await page.evaluate(async () =>
        (
          await fetch('/api/v1/user/payment/history', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).json(),
      )) as { data: Array<{ amount: number; invoice_kind: string | null }> };
      expect(api.data.some((r) => r.amount === partBalance && r.invoice_kind === 'tax_invoice')).toBe(true);
    });

    it('lists the new company, shows it, and deletes it after confirmation', { timeout: 120_000 }, async () => {
      // The company the first test adds, stored through the API.
      const { page } = await newCustomer('company', vermaFoods);
      await viaAccountMenu(page, 'Company Details', '/company-details');
      await page.getByRole('heading', { name: 'Company Details' }).waitFor();
      await page.getByText(companyName).filter({ visible: true }).first().waitFor();
      await expect(page.getByRole('link', { name: 'Add Company' }).isVisible()).resolves.toBe(true);
      await noSeriousViolations(page);

      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('U15400OR2021');
      await page.getByText(companyName).filter({ visible: true }).first().waitFor();
      await search.fill('nothing like it');
      await page.getByText('No companies found').waitFor();
      await search.fill('');

      await page.getByRole('button', { name: `View ${companyName}` }).click();
      const view = page.getByRole('dialog', { name: companyName });
      await view.getByText('U15400OR2021PTC000123').waitFor();
      await expect(view.getByText('21ABCDE1234F1Z5').isVisible()).resolves.toBe(true);
      await view.getByRole('button', { name: 'Close' }).last().click();
      await view.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: `Edit ${companyName}` }).click();
      await page.waitForURL((u) => u.pathname === '/company-detailform');
      await page.getByRole('heading', { name: 'Edit Company' }).waitFor();
      await expect(field(page, 'Company Name').inputValue()).resolves.toBe(companyName);
      await expect(field(page, 'Registration Number').inputValue()).resolves.toBe('U15400OR2021PTC000123');
      await field(page, 'PAN Number').fill('abcde1234');
      await field(page, 'PAN Number').blur();
      await page.getByText('Please enter a valid PAN number').waitFor();
      await field(page, 'PAN Number').fill('abcde1234f');
      await page.getByRole('button', { name: 'Update Company' }).click();
      await page.getByText('Company updated successfully!').waitFor();
      await page.waitForURL((u) => u.pathname === '/company-details');
      await page.getByRole('button', { name: `View ${companyName}` }).click();
      await page.getByRole('dialog', { name: companyName }).getByText('ABCDE1234F', { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: `Delete ${companyName}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expect(page.getByText(companyName).filter({ visible: true }).first().isVisible()).resolves.toBe(true);
      await page.getByRole('button', { name: `Delete ${companyName}` }).click();
      await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete' }).click();
      await page.getByText(`Company ${companyName} deleted successfully!`, { exact: true }).waitFor();
      await page.getByText('No companies found').waitFor();
    });
  });
}
