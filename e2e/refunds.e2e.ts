import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { api, catalogue, customerTab, JSON_HEADERS, paidOrder, staffToken } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, startServer, type RunningServer } from './support/harness.ts';
import { viaAccountMenu } from './support/navigate.ts';

/**
 * Cancellations and refunds the customer asks for (issue 24): on My Requests a customer cancels an
 * order for the refund the published table gives, staff approve it, and the customer sees the
 * refund made and its credit note.
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

/** Staff approve the customer's refund request from the queue (the back office's API). */
async function staffApprove(requestId: number): Promise<void> {
  const bearer = { ...JSON_HEADERS, authorization: `Bearer ${await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD)}` };
  const list = await api(server, '/api/v1/admin/refund-requests?status=requested&pageSize=100', { headers: bearer });
  const id = (list.body.items as Array<{ id: number; requestId: number }>).find((r) => r.requestId === requestId)!.id;
  const res = await api(server, `/api/v1/admin/refund-requests/${id}/approve`, { method: 'POST', headers: bearer, body: '{}' });
  expect(res.status).toBe(200);
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

          await staffApprove(id);
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
