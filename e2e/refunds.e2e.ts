import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { catalogue, customerTab, paidOrder, staffToken, withSession } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { backOfficeNav, viaAccountMenu } from './support/navigate.ts';

/**
 * Cancellations and refunds the customer asks for (issue 24): on My Requests a customer cancels an
 * order for the refund the published table gives, staff approve it in the back office's queue, and
 * the customer sees the refund made and its credit note.
 */
let server: RunningServer;
let browser: Browser;
let serviceId = 0;
const ADMIN_EMAIL = 'admin.refunds@example.in';
const ADMIN_PASSWORD = 'Admin@2026x';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ TRUST_PROXY: '1', ADMIN_EMAIL, ADMIN_PASSWORD }), launchBrowser()]);
  const services = await catalogue<{ id: number; type: string; price_paise: number }>(server);
  serviceId = services.find((s) => s.type === 'individual' && s.price_paise > 1)!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Staff approve the customer's refund request by clicks in the back office's queue. */
async function staffApprove(viewport: { width: number; height: number }, phone: boolean, requestId: number): Promise<void> {
  const staff = await openPage(browser, viewport);
  try {
    await withSession(staff.context, server, await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD));
    // Staff open the back office by its address (a bookmark): the first page of their journey.
    await staff.page.goto(`${server.url}/admin`);
    await staff.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await waitForHydration(staff.page);
    await backOfficeNav(staff.page, 'Refund requests', phone);
    await staff.page.getByRole('heading', { name: 'Refund requests', level: 1 }).waitFor();
    await staff.page.getByRole('button', { name: `Approve the refund of request #${requestId}` }).click();
    await staff.page.getByText('Refund approved. The refund has been made through the payment gateway.').waitFor();
    await staff.page.getByRole('button', { name: `Approve the refund of request #${requestId}` }).waitFor({ state: 'detached' });
  } finally {
    await staff.context.close();
  }
}

for (const [label, viewport] of VIEWPORTS) {
  describe(`refunds at ${viewport.width} px (${label})`, () => {
    it(
      'cancels an order for the table’s refund, and sees the approved refund and its credit note',
      { timeout: 120_000 },
      async () => {
        const { page, context, state } = await customerTab(browser, server, viewport, {
          state: (c) => paidOrder(server, c.token, { service_id: serviceId }, { verify: true }),
        });
        const id = state.requestId!;
        try {
          await viaAccountMenu(page, 'My Requests', '/myrequests');
          await page.getByRole('heading', { level: 1, name: 'My Payment Requests' }).waitFor();
          await page.getByRole('button', { name: `Cancel request #${id} and request a refund` }).click();
          const dialog = page.getByRole('dialog', { name: `Cancel request #${id}` });
          await dialog.waitFor();
          // The table's row at the request's stage, and the whole amount paid (nothing started yet).
          await dialog.getByText('Assisted plan, before an expert starts work: Refundable').waitFor();
          const amount = (await dialog.getByTestId('refund-amount').textContent())!;
          const [refund, paid] = amount.match(/₹[\d,.]+/g)!;
          expect(refund).toBe(paid);
          expect(await seriousViolations(page)).toEqual([]);

          await dialog.getByRole('button', { name: 'Request refund' }).click();
          await dialog.getByText('Please tell us why you want to cancel.').waitFor();
          await dialog.getByLabel('Why do you want to cancel?').fill('I filed the return myself.');
          await dialog.getByRole('button', { name: 'Request refund' }).click();
          const status = page.getByTestId(`refund-status-${id}`).filter({ visible: true });
          await status.getByText(`Refund of ${refund} requested on`).waitFor();
          await page.getByRole('button', { name: `Cancel request #${id} and request a refund` }).waitFor({ state: 'detached' });

          await staffApprove(viewport, label === 'phone', id);
          // The customer comes back to My Requests: the refund is made, with its credit note.
          await viaAccountMenu(page, 'My Requests', '/myrequests');
          await page.getByRole('heading', { level: 1, name: 'My Payment Requests' }).waitFor();
          const after = page.getByTestId(`refund-status-${id}`).filter({ visible: true });
          await after.getByText(`Refunded ${refund} on`).waitFor();
          const note = after.getByRole('link', { name: /^Credit note CN\// });
          await note.waitFor();
          expect(await note.getAttribute('href')).toMatch(/^\/api\/v1\/credit-notes\/\d+\/pdf$/);
          const pdf = await context.request.get(`${server.url}${await note.getAttribute('href')}`);
          expect(pdf.headers()['content-type']).toContain('application/pdf');
          await page.getByText('Cancelled', { exact: true }).filter({ visible: true }).first().waitFor();
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  });
}
