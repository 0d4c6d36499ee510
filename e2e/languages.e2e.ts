import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { outboxCode } from './support/actors.ts';
import {
  VIEWPORTS,
  launchBrowser,
  openPage,
  scrollToPart,
  startServer,
  waitForHydration,
  type RunningServer,
} from './support/harness.ts';

/**
 * Issue 23 in a browser, at 375 px and 1280 px, by clicks: on the GST page a visitor switches to
 * Hindi (the same page at /hi/gst, remembered), and signs in by OTP in Hindi, every message of the
 * dialog and of the API in Hindi; the Hindi page has no serious accessibility problem (lang="hi").
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shows(locator: Locator, timeout = 10_000): Promise<boolean> {
  return locator
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
}

let serial = 0;
function newMobile(): string {
  serial += 1;
  return `8${String(serial % 100).padStart(2, '0')}${`${Date.now() % 10_000_000}`.padStart(7, '0')}`;
}

describe.each(VIEWPORTS)('Hindi at %s width', (_name, viewport) => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('switches the GST page to Hindi, remembers it, and signs in by OTP in Hindi', async () => {
    const tab = await openPage(browser, viewport);
    context = tab.context;
    const page = tab.page;
    await page.goto(`${server.url}/gst`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');

    // The switch names Hindi in Hindi and leads to the same page in Hindi (on a phone, in the menu).
    const banner = page.getByRole('banner');
    const phone = viewport.width < 768;
    if (phone) await banner.getByRole('button', { name: 'Open menu' }).click();
    await Promise.all([page.waitForURL(`${server.url}/hi/gst`), banner.getByRole('link', { name: 'हिन्दी' }).click()]);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.title()).toMatch(/^GST सेवाएँ/);
    expect(await shows(page.getByRole('heading', { name: 'परिचय' }))).toBe(true);
    expect((await context.cookies(server.url)).find((c) => c.name === 'lang')?.value).toBe('hi');
    // Nothing wider than the screen with the switch in the header; the way back is named in English.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.evaluate(() => window.innerWidth)).toBe(viewport.width);
    if (phone) await banner.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    expect(await banner.getByRole('link', { name: 'English' }).isVisible()).toBe(true);
    if (phone) await banner.getByRole('button', { name: 'मेन्यू बंद करें' }).click();

    // A Hindi page with no serious accessibility problem (lang, names, contrast).
    expect(await seriousViolations(page)).toEqual([]);

    // The free consultation form (deferred) in Hindi: its labels and the shared rule's messages.
    const consultation = page.getByRole('form', { name: 'मुफ़्त सलाह लें' });
    await scrollToPart(consultation);
    await consultation.getByRole('button', { name: 'भेजें' }).click();
    await consultation.getByText('कृपया अपना नाम दर्ज करें', { exact: true }).waitFor();
    expect(await consultation.getByText('कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें', { exact: true }).isVisible()).toBe(true);
    expect(await consultation.getByLabel('संदेश (वैकल्पिक)').isVisible()).toBe(true);

    // Sign in by OTP, in Hindi.
    await banner.getByRole('button', { name: 'साइन इन' }).click();
    const dialog = page.getByRole('dialog', { name: 'यूज़र लॉग इन' });
    await dialog.waitFor();
    await dialog.getByText('OTP से लॉग इन').click();
    const identifier = dialog.getByLabel('मोबाइल नंबर / ईमेल आईडी');
    // The shared rules' messages, in Hindi.
    await dialog.getByRole('button', { name: 'OTP भेजें' }).click();
    expect(await shows(dialog.getByText('कृपया मोबाइल नंबर/ईमेल आईडी दर्ज करें'))).toBe(true);
    await identifier.fill('12345');
    await dialog.getByRole('button', { name: 'OTP भेजें' }).click();
    expect(await shows(dialog.getByText('कृपया सही मोबाइल नंबर/ईमेल आईडी दर्ज करें'))).toBe(true);

    const mobile = newMobile();
    await identifier.fill(mobile);
    const since = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'OTP भेजें' }).click();
    // The API's answer, in the page's language.
    expect(await shows(dialog.getByRole('status').filter({ hasText: 'OTP सफलतापूर्वक भेज दिया गया' }))).toBe(true);
    // The code's field (a password-type input, so no textbox role; its label is 'OTP' with the required mark).
    const otp = dialog.locator('input[name="otp"]');
    await otp.fill('123');
    await otp.blur();
    expect(await shows(dialog.getByText('OTP 6 अंकों का होना चाहिए'))).toBe(true);
    // A second code within 60 s: the server's refusal with the seconds, in Hindi.
    await dialog.getByRole('button', { name: 'OTP भेजें' }).click();
    expect(await shows(dialog.getByRole('alert').filter({ hasText: /नया OTP मँगाने से पहले कृपया \d+ सेकंड रुकें।/ }))).toBe(true);

    await otp.fill(await outboxCode(server, mobile, since));
    await Promise.all([
      page.waitForURL(`${server.url}/hi`),
      dialog.getByRole('button', { name: 'लॉग इन', exact: true }).click({ force: true }),
    ]);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    // The welcome alert comes after the post-login reload has hydrated (a busy machine: up to 30 s).
    expect(await shows(page.getByRole('alertdialog', { name: /^स्वागत है, .+!$/ }), 30_000)).toBe(true);
  });

  it('signs a Hindi account in on an English page and moves the site to Hindi (page and cookie)', async () => {
    // An account made on a Hindi page (the API told the page's language): its language is Hindi.
    const mobile = newMobile();
    const hindi = { 'content-type': 'application/json', 'accept-language': 'hi' };
    let since = Date.now() - 1000;
    await fetch(`${server.url}/api/v1/sendOtp`, { method: 'POST', headers: hindi, body: JSON.stringify({ user_name: mobile }) });
    const made = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: hindi,
      body: JSON.stringify({ user_name: mobile, otp: await outboxCode(server, mobile, since) }),
    });
    expect(((await made.json()) as { language: string }).language).toBe('hi');

    // In another browser, on the English GST page, the person signs in with the dialog.
    const tab = await openPage(browser, viewport);
    context = tab.context;
    const page = tab.page;
    await page.goto(`${server.url}/gst`);
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    if (viewport.width < 768) await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'User Login' });
    await dialog.waitFor();
    await dialog.getByText('Login with OTP').click();
    await dialog.getByLabel('Mobile No / Email ID').fill(mobile);
    since = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.locator('input[name="otp"]').fill(await outboxCode(server, mobile, since));
    await Promise.all([
      page.waitForURL(`${server.url}/hi`),
      dialog.getByRole('button', { name: 'Login', exact: true }).click({ force: true }),
    ]);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect((await context.cookies(server.url)).find((c) => c.name === 'lang')?.value).toBe('hi');
    const welcome = page.getByRole('alertdialog', { name: /^स्वागत है, .+!$/ });
    expect(await shows(welcome, 30_000)).toBe(true);
    await welcome.getByRole('button').first().click();

    // The home page's deferred parts and the footer's newsletter, in Hindi.
    const why = page.getByRole('heading', { name: /ही क्यों चुनें\?$/ });
    await scrollToPart(why);
    expect(await shows(page.getByRole('heading', { name: 'हर किसी के लिए' }))).toBe(true);
    expect(await shows(page.getByRole('heading', { name: 'सूचनाएँ और अलर्ट' }))).toBe(true);
    const newsletter = page.getByRole('form', { name: 'न्यूज़लेटर' });
    await scrollToPart(newsletter);
    await newsletter.getByLabel('ईमेल पता').fill('asha@');
    await newsletter.getByRole('button', { name: 'सदस्यता लें' }).click();
    expect(await shows(newsletter.getByText('कृपया सही ईमेल पता दर्ज करें'))).toBe(true);
  });
});
