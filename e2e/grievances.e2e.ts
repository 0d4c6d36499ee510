import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { api, catalogue, customerTab, JSON_HEADERS, paidOrder, staffToken } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, startServer, type RunningServer } from './support/harness.ts';
import { viaAccountMenu } from './support/navigate.ts';

/**
 * Complaints to the grievance officer (issue 24): a customer files one about a delayed order by
 * clicks, gets the ticket number at once, and reads the officer's reply on the ticket page.
 */
let server: RunningServer;
let browser: Browser;
let serviceId = 0;
const ADMIN_EMAIL = 'admin.grievances@example.in';
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

/** Staff answer a ticket (the back office's API): found by its number in the queue. */
async function staffReply(ticketNo: string, body: string): Promise<void> {
  const bearer = { ...JSON_HEADERS, authorization: `Bearer ${await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD)}` };
  const list = await api(server, '/api/v1/admin/grievances?pageSize=100', { headers: bearer });
  const id = (list.body.items as Array<{ id: number; ticketNo: string }>).find((g) => g.ticketNo === ticketNo)!.id;
  const res = await api(server, `/api/v1/admin/grievances/${id}/replies`, {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({ body }),
  });
  expect(res.status).toBe(200);
}

for (const [label, viewport] of VIEWPORTS) {
  describe(`grievances at ${viewport.width} px (${label})`, () => {
    it('files a complaint about a delay, gets a ticket number and sees the staff reply', { timeout: 120_000 }, async () => {
      const { page, context, state } = await customerTab(browser, server, viewport, {
        state: (c) => paidOrder(server, c.token, { service_id: serviceId }, { verify: true }),
      });
      try {
        await viaAccountMenu(page, 'Complaints', '/grievance');
        await page.getByRole('heading', { level: 1, name: 'Grievance redressal' }).waitFor();
        await page.getByText('Meera Iyer').waitFor();

        const order = page.getByLabel('Order (optional)');
        const option = order.locator('option', { hasText: `#${state.requestId} ` });
        await order.selectOption({ label: (await option.textContent())! });
        await page.getByLabel('Category').selectOption({ label: 'Service delay' });
        await page.getByLabel('Describe the problem').fill('My filing is two weeks late and nobody answers.');
        await page.getByRole('button', { name: 'Submit complaint' }).click();
        const done = page.getByRole('status').filter({ hasText: 'Your complaint is registered.' });
        await done.waitFor();
        const ticketNo = (await done.textContent())!.match(/GRV-\d{4}-\d{6}/)![0];
        // The list of the customer's complaints shows it at once.
        await page.getByRole('link', { name: ticketNo, exact: true }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await staffReply(ticketNo, 'We are sorry: your filing goes in tomorrow.');
        await page.getByRole('link', { name: `Open ticket ${ticketNo}` }).click();
        await page.getByRole('heading', { level: 1, name: `Complaint ${ticketNo}` }).waitFor();
        await page.getByText('We are sorry: your filing goes in tomorrow.').waitFor();
        await page.getByText('Acknowledged', { exact: true }).first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
