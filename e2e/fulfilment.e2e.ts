import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { computeQuote, formatAmount, formatInr } from '@anupalan/shared';
import { seriousViolations } from './support/a11y.ts';
import {
  catalogue,
  customerByOtp,
  handedOverDocuments,
  movedStage,
  paidOrder,
  pdfBytes as pdf,
  signedInTab,
  staffToken,
} from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { checkoutByClicks, headerMenus, openCategory, viaAccountMenu, type MenuSummary } from './support/navigate.ts';

/**
 * After paying (issue 10), by clicks from the payment-success page of a test-gateway part payment:
 * every required document handed over (a file with the progress bar, a text); My Requests' badge and
 * counters through a whole order (issue 28: Pending, In Progress, Completed by the stage), a staff
 * stage change on the timeline and in the outbox; the result withheld while a balance is due (issue
 * 28), the balance paid from Completed Services, the deliverable downloaded under its own name at
 * once; feedback sent.
 * Each test has its own customer; the paid request a test starts from (its documents handed over,
 * its stage moved by staff) is made through the API (e2e/support/actors.ts), never by another test.
 */

const ADMIN_EMAIL = 'admin.fulfilment@example.in';
const ADMIN_PASSWORD = 'Admin@2026x';
/** A 'both' service over ₹1,000 (part payment allowed) whose mandatory documents are one text and one file. */
const SERVICE_SLUG = 'advance-tax-computation';

let server: RunningServer;
let browser: Browser;
let adminToken = '';
let service: { id: number; service_name: string; price_paise: number; government_fee_paise: number | null };
let menus: MenuSummary[] = [];

beforeAll(async () => {
  const env: Record<string, string> = { ADMIN_EMAIL, ADMIN_PASSWORD };
  if (process.env.E2E_WEB_BUILD_DIR) env.WEB_BUILD_DIR = process.env.E2E_WEB_BUILD_DIR;
  [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  menus = await headerMenus(server);
  const all = await catalogue<typeof service & { slug: string }>(server);
  const found = all.find((s) => s.slug === SERVICE_SLUG);
  if (!found) throw new Error(`no ${SERVICE_SLUG} in the seed`);
  service = found;
  // Staff sign in at the back office's door with the password and the e-mailed code.
  adminToken = await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(adminToken).toBeTruthy();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function outbox(to: string): Promise<Array<{ subject?: string; body: string; code?: string; sentAt: string }>> {
  const res = await fetch(`${server.url}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  return (
    ((await res.json()) as { messages?: Array<{ subject?: string; body: string; code?: string; sentAt: string }> }).messages ?? []
  );
}

/**
 * What the first test does through the API: a 30 % part payment for the service as an individual;
 * with `documents`, every mandatory document handed over ('File Uploaded'); with `stage`, staff
 * then move the request there. The request and the balance left.
 */
async function paidRequest(token: string, opts: { documents?: boolean; stage?: string } = {}) {
  const q = computeQuote({
    pricePaise: service.price_paise,
    governmentFeePaise: service.government_fee_paise,
    paymentType: 'partial',
    percent: 30,
  });
  if (typeof q === 'string') throw new Error(q);
  const { requestId } = await paidOrder(
    server,
    token,
    { service_id: service.id, registration_type: 'individual', payment_type: 'partial', percent: 30 },
    { verify: true },
  );
  if (opts.documents) await handedOverDocuments(server, token, service.id, requestId!);
  if (opts.stage) await movedStage(server, adminToken, requestId!, opts.stage);
  return { requestId: requestId!, balancePaise: q.balancePaise };
}

/** No serious accessibility violations, and no sideways scrolling at this width. */
async function noSeriousViolations(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  if (process.env.E2E_SHOTS)
    await page.screenshot({
      path: `${process.env.E2E_SHOTS}/${page.viewportSize()?.width}-${new URL(page.url()).pathname.slice(1)}.png`,
      fullPage: true,
    });
}

/** The visible copy of a request's row (a table row at 1280 px, a card at 375 px). */
function requestRow(page: Page, requestId: number): Locator {
  return page.locator(`[data-request-id="${requestId}"]`).filter({ visible: true });
}

for (const [label, viewport] of VIEWPORTS) {
  describe(`fulfilment at ${viewport.width} px (${label})`, () => {
    const phone = label === 'phone';
    // Each test's own tab and customer (closed after it).
    let opened: BrowserContext | undefined;
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });
    /** A new customer signed in by OTP through the API, its e-mail its sign-in. */
    const newCustomer = (who: string) => customerByOtp(server, `${who}.${label}.${Date.now()}@example.in`);
    /** The customer's tab at this width, on `path` (the journey's first page). */
    async function tab(token: string, path = '/') {
      const t = await signedInTab(browser, server, viewport, token, path);
      opened = t.context;
      return t;
    }

    it('pays 30 % and hands over every required document from the payment-success page', { timeout: 120_000 }, async () => {
      const { page, context } = await tab((await newCustomer('fulfil')).token);
      await checkoutByClicks(page, phone, menus, service);
      await page.getByRole('combobox', { name: 'Registration type' }).selectOption('individual');
      await page.getByRole('radio', { name: 'Pay in part' }).check();
      await expect.poll(() => page.getByRole('radio', { name: '30%' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: /^Proceed to Pay/ }).click();
      await page.getByRole('dialog', { name: 'Test mode checkout' }).getByRole('button', { name: 'Simulate success' }).click();
      await page.waitForURL((u) => u.pathname === '/payment-success');
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

      // Payment success → Go to Document Upload: the request just paid for.
      await page.getByRole('link', { name: 'Go to Document Upload' }).click();
      await page.waitForURL((u) => u.pathname === '/document' && u.searchParams.has('requestId'));
      const requestId = Number(new URL(page.url()).searchParams.get('requestId'));
      expect(requestId).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Required Documents' }).waitFor();
      await expect(page.getByText(service.service_name).first().isVisible()).resolves.toBe(true);
      if (viewport.width >= 768) {
        for (const col of ['Document Name', 'Upload / Input', 'Status', 'Action']) {
          await expect(page.getByRole('columnheader', { name: col }).isVisible()).resolves.toBe(true);
        }
      }
      // The timeline: paid, the current stage.
      const timeline = page.getByRole('list', { name: `Stages of request #${requestId}` });
      await expect(timeline.getByRole('listitem').count()).resolves.toBe(4);
      await expect(timeline.locator('[aria-current="step"]').textContent()).resolves.toContain('Paid');

      const rows = page.locator('tr[data-document]');
      const mandatory = rows.filter({ has: page.getByText('Required', { exact: true }) });
      const textRow = mandatory.filter({ has: page.locator('input[type="text"]') }).first();
      const fileRow = mandatory.filter({ has: page.locator('input[type="file"]') }).first();
      await expect(mandatory.count()).resolves.toBe(2);
      for (const row of [textRow, fileRow])
        await expect(row.getByText('Pending', { exact: true }).isVisible()).resolves.toBe(true);
      await noSeriousViolations(page);

      // Text: nothing typed, then a value.
      const textName = (await textRow.getAttribute('data-document'))!;
      await textRow.getByRole('button', { name: `Upload ${textName}` }).click();
      await textRow.getByText('Please enter text or upload a file.').waitFor();
      await textRow.getByRole('textbox', { name: textName }).fill('ABCDE1234F');
      await textRow.getByRole('button', { name: `Save ${textName}` }).click();
      await page.getByText(`${textName} saved successfully!`).first().waitFor();
      await textRow.getByText('Ready', { exact: true }).waitFor();

      // File: a text file renamed .pdf is refused by its bytes; then a real PDF, with the progress bar.
      const fileName = (await fileRow.getAttribute('data-document'))!;
      const picker = fileRow.locator('input[type="file"]');
      await picker.setInputFiles({
        name: 'income.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('just some text, not a PDF'),
      });
      await fileRow.getByRole('button', { name: `Upload ${fileName}` }).click();
      await page.getByText(`Upload failed for ${fileName}`).first().waitFor();
      await fileRow.getByText('Only PDF, JPEG or PNG files are accepted.').waitFor();
      await expect(fileRow.getByText('Pending', { exact: true }).isVisible()).resolves.toBe(true);

      // A slow uplink (the browser's own network throttling) so the bar is seen moving.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 600 * 1024,
      });
      await picker.setInputFiles({ name: 'income-2026.pdf', mimeType: 'application/pdf', buffer: pdf(1_500_000) });
      await fileRow.getByText('income-2026.pdf').waitFor();
      await fileRow.getByRole('button', { name: `Upload ${fileName}` }).click();
      const bar = fileRow.getByRole('progressbar', { name: `Uploading ${fileName}` });
      await bar.waitFor();
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
      await expect(fileRow.getByRole('button', { name: `Saving... ${fileName}` }).isDisabled()).resolves.toBe(true);
      await page.getByText(`${fileName} saved successfully!`).first().waitFor({ timeout: 30_000 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
      await bar.waitFor({ state: 'detached' });
      await fileRow.getByText('Ready', { exact: true }).waitFor();
      await expect(fileRow.getByRole('button', { name: `Reupload ${fileName}` }).isVisible()).resolves.toBe(true);
      const view = fileRow.getByRole('link', { name: `View ${fileName}` });
      const viewed = await context.request.get(new URL((await view.getAttribute('href'))!, server.url).toString());
      expect(viewed.status()).toBe(200);
      expect(viewed.headers()['content-type']).toContain('application/pdf');
      await page.getByText('All required documents are in.', { exact: false }).waitFor();
    });

    it("sends the Income Tax 'Proceed to Pay' of the already-paid service to its documents", async () => {
      // The first test's outcome, made through the API: the service part-paid, its documents in.
      const customer = await newCustomer('income');
      const { requestId } = await paidRequest(customer.token, { documents: true });
      expect(requestId).toBeGreaterThan(0);
      const { page } = await tab(customer.token);
      await openCategory(
        page,
        phone,
        menus.find((m) => m.route === '/income-tax')!,
      );
      const card = page.getByRole('combobox', { name: 'Select Service' }).filter({ visible: true }).first();
      await card.selectOption(String(service.id));
      await page.getByRole('button', { name: 'Proceed to Pay' }).filter({ visible: true }).first().click();
      await page.waitForURL((u) => u.pathname === '/document' && u.searchParams.get('serviceId') === String(service.id));
      await page.getByRole('heading', { name: 'Required Documents' }).waitFor();
      await page.getByText(`${service.service_name} · Request #${requestId}`).waitFor();
      await expect(page.locator('tr[data-document]').getByText('Ready', { exact: true }).count()).resolves.toBe(2);
    });

    it(
      'My Requests through a whole order: the badge and counters follow the work; the payment status says what it is',
      { timeout: 90_000 },
      async () => {
        // A 30 % payment, no documents yet (through the API); the journey starts on the home page.
        const customer = await newCustomer('requests');
        const email = customer.mobile; // the e-mail address it signs in with
        const { requestId } = await paidRequest(customer.token);
        expect(requestId).toBeGreaterThan(0);
        const { page, context } = await tab(customer.token);
        /** The summary counters as shown: label → number. */
        const counters = () =>
          page
            .locator('dl[aria-label="Summary"]')
            .evaluate((dl) =>
              Object.fromEntries(
                [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', Number(dt.nextElementSibling?.textContent)]),
              ),
            );
        const paymentColumn = async (row: Locator) =>
          phone
            ? row.getByText('Payment & documents').locator('xpath=following-sibling::dd[1]').textContent()
            : row.locator('td').nth(5).textContent();

        await viaAccountMenu(page, 'My Requests', '/myrequests');
        await page.getByRole('heading', { name: 'My Payment Requests' }).waitFor();
        let row = requestRow(page, requestId);
        // Paid, nothing else: the work is Pending (never a green "Completed"); the spec's word is the payment's.
        await row.getByText('Pending', { exact: true }).waitFor();
        await expect(counters()).resolves.toEqual({ 'Total Requests': 1, Completed: 0, 'In Progress': 0, Pending: 1 });
        await expect(paymentColumn(row)).resolves.toBe('Completed');
        if (!phone) await expect(row.locator('td').nth(3).textContent()).resolves.toBe('Pending'); // the main badge
        if (!phone) await expect(page.getByRole('columnheader', { name: 'Payment & documents' }).isVisible()).resolves.toBe(true);
        await expect(row.getByRole('link', { name: `Upload Documents for request #${requestId}` }).isVisible()).resolves.toBe(
          true,
        );

        // Every document handed over (through the API, as the first test does by clicks): In Progress.
        await handedOverDocuments(server, customer.token, service.id, requestId);
        await viaAccountMenu(page, 'My Requests', '/myrequests');
        row = requestRow(page, requestId);
        await row.getByText('In Progress', { exact: true }).waitFor();
        await expect(paymentColumn(row)).resolves.toBe('File Uploaded');
        await expect(counters()).resolves.toEqual({ 'Total Requests': 1, Completed: 0, 'In Progress': 1, Pending: 0 });
        // The loaders read the data on the server: the first HTML already has the rows (no loading flash).
        const html = async (path: string) => (await context.request.get(`${server.url}${path}`)).text();
        expect(await html('/myrequests')).toContain(`data-request-id="${requestId}"`);
        expect(await html('/completed-services')).toContain(`data-request-id="${requestId}"`);
        expect(await html(`/document?serviceId=${service.id}&requestId=${requestId}`)).toContain('data-document=');
        await noSeriousViolations(page);

        // Staff move the request on (staff API with an admin session).
        const since = Date.now() - 1000;
        await movedStage(server, adminToken, requestId, 'in_progress');

        // The customer comes back through the account menu: the timeline shows the new stage as current, with its time.
        await viaAccountMenu(page, 'My Requests', '/myrequests');
        const fresh = requestRow(page, requestId);
        await fresh.getByRole('button', { name: /^In progress: show the stages/ }).click();
        const timeline = page.getByRole('list', { name: `Stages of request #${requestId}` });
        const current = timeline.locator('[aria-current="step"]');
        await expect(current.textContent()).resolves.toContain('In progress');
        await expect(current.getByText(/^In this stage for /).isVisible()).resolves.toBe(true);
        await expect(current.locator('time').count()).resolves.toBe(1);
        await expect(current.getByText(/^by .+/).isVisible()).resolves.toBe(true); // who moved it
        await expect(timeline.getByRole('listitem').filter({ hasText: 'Paid' }).locator('time').count()).resolves.toBe(1);

        // And by e-mail (the development outbox).
        await expect
          .poll(async () =>
            (await outbox(email)).some((m) => Date.parse(m.sentAt) >= since && /in progress/i.test(`${m.subject} ${m.body}`)),
          )
          .toBe(true);

        // Staff complete it: the badge and the counters say Completed; the timeline says when, not "in this stage for".
        await movedStage(server, adminToken, requestId, 'completed');
        await viaAccountMenu(page, 'My Requests', '/myrequests');
        row = requestRow(page, requestId);
        await expect.poll(counters).toEqual({ 'Total Requests': 1, Completed: 1, 'In Progress': 0, Pending: 0 });
        if (!phone) await expect(row.locator('td').nth(3).textContent()).resolves.toBe('Completed'); // the main badge
        const toggle = row.getByRole('button', { name: /^Completed: (show|hide) the stages/ });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        const done = page.getByRole('list', { name: `Stages of request #${requestId}` }).locator('[aria-current="step"]');
        await done.getByText(/^Completed on \d{1,2} [A-Z][a-z]+ \d{4}$/).waitFor();
        await expect(done.getByText(/^In this stage for /).count()).resolves.toBe(0);
        // Its document page says it is completed, not that it waits for documents.
        await row.getByRole('link', { name: `View documents of request #${requestId}` }).click();
        await page.waitForURL((u) => u.pathname === '/document');
        await page.getByText(/^This request was completed on /).waitFor();
        await expect(page.getByText('All required documents are in.', { exact: false }).count()).resolves.toBe(0);
      },
    );

    it(
      'withholds the result while a balance is due; pays it once from Completed Services and downloads at once',
      { timeout: 90_000 },
      async () => {
        // The service part-paid, its documents in and the request moved on by staff (through the API).
        const customer = await newCustomer('balance');
        const { requestId, balancePaise } = await paidRequest(customer.token, { documents: true, stage: 'in_progress' });
        expect(balancePaise).toBeGreaterThan(0);
        const deliverable = pdf(4000, 'Advance tax computation result');
        const deliverableName = `advance-tax-${label}.pdf`;
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(deliverable)], { type: 'application/pdf' }), deliverableName);
        const up = await fetch(`${server.url}/api/v1/admin/requests/${requestId}/deliverable`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}` },
          body: form,
        });
        expect(up.status).toBe(200);

        const { page } = await tab(customer.token);
        // My Requests: the result is ready, the balance is due, and the pay button is right there (no Download).
        await viaAccountMenu(page, 'My Requests', '/myrequests');
        const mine = requestRow(page, requestId);
        await mine.getByText(`Result ready · ${formatInr(balancePaise)} due`).waitFor();
        await expect(
          mine.getByRole('button', { name: `Pay balance to download of request #${requestId}` }).isVisible(),
        ).resolves.toBe(true);
        await expect(mine.getByRole('button', { name: /^Download/ }).count()).resolves.toBe(0);
        // The server refuses the file itself, saying why (not a 404).
        const refused = await page.evaluate(async (id) => {
          const r = await fetch(`/api/v1/user/requests/${id}/deliverable`);
          return { status: r.status, body: (await r.json()) as { code?: string; message?: string } };
        }, requestId);
        expect(refused).toEqual({
          status: 402,
          body: expect.objectContaining({
            code: 'PAYMENT_REQUIRED',
            message: `Your result is ready. Please pay the balance of ${formatInr(balancePaise)} to download it.`,
          }),
        });

        await viaAccountMenu(page, 'Completed Services', '/completed-services');
        await page.getByRole('heading', { name: 'Completed Services' }).waitFor();
        const row = requestRow(page, requestId);
        await row.getByText('Partial', { exact: true }).waitFor();
        await expect(row.getByText(`${formatInr(balancePaise)} due`).isVisible()).resolves.toBe(true);
        await expect(row.getByText('Result ready', { exact: true }).isVisible()).resolves.toBe(true);
        await expect(row.getByRole('button', { name: /^Download/ }).count()).resolves.toBe(0);
        await expect(page.getByRole('combobox', { name: 'Rows per page' }).inputValue()).resolves.toBe('10');
        await page.getByRole('searchbox', { name: 'Search' }).fill('no such service');
        await page.getByText('No completed services found for this user.').waitFor();
        await page.getByRole('searchbox', { name: 'Search' }).fill(String(requestId));
        await noSeriousViolations(page);

        const partialPaymentId = await page.evaluate(async (id) => {
          const r = await fetch('/api/v1/user/completed_services', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          });
          const body = (await r.json()) as { payments: Array<{ id: number; customer_partial_payments: Array<{ id: number }> }> };
          return body.payments.find((p) => p.id === id)?.customer_partial_payments[0]?.id ?? 0;
        }, requestId);
        expect(partialPaymentId).toBeGreaterThan(0);
        await row.getByRole('button', { name: `Pay balance to download of request #${requestId}` }).click();
        await page.waitForURL((u) => u.pathname.endsWith('/partial-to-payment'));
        const checkout = page.getByRole('dialog', { name: 'Test mode checkout' });
        await checkout.waitFor();
        await expect(checkout.textContent()).resolves.toContain(`₹${formatAmount(balancePaise)}`);
        await checkout.getByRole('button', { name: 'Simulate success' }).click();
        await page.waitForURL((u) => u.pathname === '/payment-success');
        await page.getByText(formatAmount(balancePaise), { exact: true }).waitFor();
        // After a balance payment the next step is the request (its result), not the document upload.
        await expect(page.getByRole('link', { name: 'Go to Document Upload' }).count()).resolves.toBe(0);
        await page.getByRole('link', { name: 'Go to My Requests' }).click();
        await page.waitForURL((u) => u.pathname === '/myrequests');
        const download = page.waitForEvent('download');
        await requestRow(page, requestId)
          .getByRole('button', { name: `Download ${deliverableName}` })
          .click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(deliverableName);
        const saved = await file.createReadStream();
        const chunks: Buffer[] = [];
        for await (const c of saved) chunks.push(c as Buffer);
        expect(Buffer.concat(chunks).equals(deliverable)).toBe(true);

        // Paid now: no balance left to pay, and asking the server again is refused.
        await viaAccountMenu(page, 'Completed Services', '/completed-services');
        const paid = requestRow(page, requestId);
        await paid.getByText('Paid', { exact: true }).waitFor();
        await expect(paid.getByRole('button', { name: /^Pay balance/ }).count()).resolves.toBe(0);
        const again = await page.evaluate(async (id) => {
          const r = await fetch('/api/v1/rest_partial_payment', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ partial_payment_id: id }),
          });
          return { status: r.status, body: (await r.json()) as { message?: string } };
        }, partialPaymentId);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('No payable amount remaining for this service.');
        await expect(paid.getByRole('button', { name: `Download ${deliverableName}` }).isVisible()).resolves.toBe(true);
      },
    );

    it('sends feedback: rating and message rules, Thank You, Submit Another Feedback', async () => {
      const { page } = await tab((await newCustomer('feedback')).token);
      await viaAccountMenu(page, 'Feedback', '/feedback');
      await page.getByRole('heading', { name: 'Feedback' }).waitFor();
      const submit = page.getByRole('button', { name: 'Submit Feedback' });
      await submit.click();
      await page.getByText('Please select a rating.').waitFor();
      // The third star (its label wraps the visually hidden radio).
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: '3 stars' }) })
        .click();
      await expect.poll(() => page.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
      await submit.click();
      await page.getByText('Please provide a message for ratings below 5 stars.').waitFor();
      await page.getByRole('textbox', { name: 'Message' }).fill('Quick work; the reminder e-mails could be clearer.');
      await noSeriousViolations(page);
      await submit.click();
      await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
      await page.getByText('Thank you for your feedback!').waitFor();
      await page.getByRole('button', { name: 'Submit Another Feedback' }).click();
      await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
      await expect.poll(() => page.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(false);
    });
  });
}

describe('signed out', () => {
  it('sends a signed-out visitor of each fulfilment page to the login prompt', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS[0][1]);
    // Each page's own reason to sign in (issue 8: not 'documents' for every page). Each address is
    // opened as a bookmark or an e-mail's link is, signed out: a first page each time.
    for (const [path, message] of [
      ['/myrequests', 'Please login to see your payment requests'],
      ['/completed-services', 'Please login to see your completed services'],
      ['/feedback', 'Please login to give feedback'],
      ['/document?serviceId=1', 'Please login to access documents'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByText(message).first().waitFor();
    }
    await context.close();
  });
});
