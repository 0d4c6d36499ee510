import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JSON_HEADERS as json,
  api,
  catalogue,
  customerByOtp,
  handedOverDocuments,
  paidOrder,
  pdfBytes,
  staffToken,
  withSession,
} from './support/actors.ts';
import { VIEWPORTS, launchBrowser, openPage, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { viaAccountMenu } from './support/navigate.ts';

/**
 * Issue 21 at 375 px and 1280 px, by clicks: staff reject a document with a reason and the customer
 * uploads it again; staff write on a request's thread, the customer sees the unread count and
 * replies with an attachment. The paid request and its documents are made through the API; staff
 * open the request from its address (the link their e-mail carries).
 */

const ADMIN_EMAIL = 'owner@conversations.test';
const ADMIN_PASSWORD = 'Owner@2026';

let server: RunningServer;
let browser: Browser;
let individual: { id: number; service_name: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAIL, ADMIN_PASSWORD }), launchBrowser()]);
  const all = await catalogue<{ id: number; service_name: string; type: string; price_paise: number }>(server);
  const found = all.find((s) => s.type === 'individual' && s.price_paise > 100_000);
  if (!found) throw new Error('no individual service over ₹1,000 in the seed');
  individual = found;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function paidRequest(token: string): Promise<number> {
  const { requestId } = await paidOrder(server, token, { service_id: individual.id }, { verify: true });
  return requestId!;
}

describe.each(VIEWPORTS)('conversations at %s width', (_name, viewport) => {
  it('staff reject a document with a reason; the customer sees why and uploads it again', { timeout: 120_000 }, async () => {
    const buyer = await customerByOtp(server);
    const requestId = await paidRequest(buyer.token);
    await handedOverDocuments(server, buyer.token, individual.id, requestId);
    const reason = 'Not signed by both parties';

    const staff = await openPage(browser, viewport);
    try {
      await withSession(staff.context, server, await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD));
      await staff.page.goto(`${server.url}/admin/requests/${requestId}`);
      await staff.page.getByRole('heading', { name: `Request #${requestId}`, level: 1 }).waitFor();
      await waitForHydration(staff.page);
      await staff.page
        .getByRole('button', { name: /^Reject…/ })
        .first()
        .click();
      await staff.page.getByRole('textbox', { name: /Why is it rejected\?/ }).fill(reason);
      await staff.page.getByRole('button', { name: /^Reject / }).click();
      await staff.page.getByText('Needs re-upload').first().waitFor();
      await staff.page.getByText(`Reason: ${reason}`).waitFor();
    } finally {
      await staff.context.close();
    }

    const own = await openPage(browser, viewport);
    try {
      await withSession(own.context, server, buyer.token);
      await own.page.goto(`${server.url}/`);
      await waitForHydration(own.page);
      await viaAccountMenu(own.page, 'My Requests', '/myrequests');
      await own.page.getByRole('link', { name: `View documents of request #${requestId}` }).click();
      await own.page.waitForURL((u) => u.pathname === '/document');
      await waitForHydration(own.page);
      const row = own.page.locator('tr[data-document]').filter({ hasText: 'Needs re-upload' });
      await row.getByText(`Reason: ${reason}`).waitFor();
      const fileName = (await row.getAttribute('data-document'))!;
      await row
        .locator('input[type="file"]')
        .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: pdfBytes(3000) });
      await row.getByRole('button', { name: `Reupload ${fileName}` }).click();
      await own.page.getByText(`${fileName} saved successfully!`).first().waitFor();
      await expect.poll(() => own.page.getByText('Needs re-upload').count()).toBe(0);
    } finally {
      await own.context.close();
    }
  });

  it(
    'staff write on the thread; the customer sees the unread count and replies with an attachment',
    { timeout: 120_000 },
    async () => {
      const buyer = await customerByOtp(server);
      const requestId = await paidRequest(buyer.token);
      const ask = 'Please upload the rent agreement signed by both parties.';

      const staff = await openPage(browser, viewport);
      const token = await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
      try {
        await withSession(staff.context, server, token);
        await staff.page.goto(`${server.url}/admin/requests/${requestId}`);
        await staff.page.getByRole('heading', { name: `Request #${requestId}`, level: 1 }).waitFor();
        await waitForHydration(staff.page);
        await staff.page.getByRole('textbox', { name: 'Message', exact: true }).fill(ask);
        await staff.page.getByRole('button', { name: 'Send', exact: true }).click();
        await staff.page.getByRole('status').filter({ hasText: 'Message sent.' }).waitFor();
        await staff.page.getByRole('list', { name: 'Messages' }).getByText(ask).waitFor();
      } finally {
        await staff.context.close();
      }

      const own = await openPage(browser, viewport);
      try {
        await withSession(own.context, server, buyer.token);
        await own.page.goto(`${server.url}/`);
        await waitForHydration(own.page);
        await own.page.getByTestId('menu-unread').getByText('1', { exact: true }).waitFor();
        await viaAccountMenu(own.page, 'My Requests', '/myrequests');
        await own.page.getByRole('link', { name: `Messages of request #${requestId}: 1 unread message` }).click();
        await own.page.waitForURL((u) => u.pathname === `/myrequests/${requestId}/messages`);
        await waitForHydration(own.page);
        await own.page.getByRole('list', { name: 'Messages' }).getByText(ask).waitFor();
        await own.page.getByRole('textbox', { name: 'Your message' }).fill('Attached, <b>signed</b> by both of us.');
        await own.page
          .getByLabel('Attach a file (PDF, JPEG or PNG)')
          .setInputFiles({ name: 'rent-agreement.pdf', mimeType: 'application/pdf', buffer: pdfBytes(4000) });
        await own.page.getByRole('button', { name: 'Send', exact: true }).click();
        await own.page.getByRole('status').filter({ hasText: 'Message sent.' }).waitFor();
        // Shown as text, with its attachment.
        await own.page.getByText('Attached, <b>signed</b> by both of us.').waitFor();
        await own.page.getByRole('link', { name: 'rent-agreement.pdf' }).waitFor();
        // Read now: no unread count left.
        await expect.poll(() => own.page.getByTestId('menu-unread').count()).toBe(0);
      } finally {
        await own.context.close();
      }
      // Waiting for staff's reply in the inbox.
      const inbox = await api(server, '/api/v1/admin/inbox', { headers: { ...json, authorization: `Bearer ${token}` } });
      expect((inbox.body.threads as Array<{ request_id: number }>).some((t) => t.request_id === requestId)).toBe(true);
    },
  );
});
