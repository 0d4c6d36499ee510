import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, catalogue, customerTab, JSON_HEADERS, paidOrder, pdfBytes } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, startServer, type RunningServer } from './support/harness.ts';
import { viaAccountMenu } from './support/navigate.ts';

/**
 * The document vault (issue 22), by clicks: a customer who uploaded their PAN card for a first
 * DIR-3 KYC buys it again; the second order's upload page offers the saved PAN card, one click
 * fills it without choosing a file, and My Documents lists it, used by both orders.
 */
const SERVICE_SLUG = 'din-kyc-dir-3-kyc';
let server: RunningServer;
let browser: Browser;
let serviceId = 0;

beforeAll(async () => {
  const env: Record<string, string> = {};
  if (process.env.E2E_WEB_BUILD_DIR) env.WEB_BUILD_DIR = process.env.E2E_WEB_BUILD_DIR;
  [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  const found = (await catalogue<{ id: number; slug: string }>(server)).find((s) => s.slug === SERVICE_SLUG);
  if (!found) throw new Error(`no ${SERVICE_SLUG} in the seed`);
  serviceId = found.id;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A first order with its PAN card uploaded, and a second order of the same service, paid: the second's request id. */
async function secondPurchase(token: string): Promise<number> {
  const bearer = { authorization: `Bearer ${token}` };
  const { requestId: first } = await paidOrder(server, token, { service_id: serviceId, payment_type: 'full' }, { verify: true });
  const list = await api(server, '/api/v1/user/services/document/upload', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...bearer },
    body: JSON.stringify({ service_id: serviceId, request_id: first }),
  });
  const pan = (list.body.required_documents as Array<{ id: number; document_name: string }>).find(
    (d) => d.document_name === 'PAN card',
  )!;
  const form = new FormData();
  form.set('service_id', String(serviceId));
  form.set('request_id', String(first));
  form.set('document_id', String(pan.id));
  form.set('document_type', 'Document');
  form.set('file', new Blob([new Uint8Array(pdfBytes(2000))], { type: 'application/pdf' }), 'pan.pdf');
  const saved = await api(server, '/api/v1/user/services/document/upload/store', { method: 'POST', headers: bearer, body: form });
  expect(saved.status).toBe(200);
  const { requestId: second } = await paidOrder(server, token, { service_id: serviceId, payment_type: 'full' }, { verify: true });
  return second!;
}

describe.each(VIEWPORTS)('document vault at %s width', (_name, viewport) => {
  it('a second purchase offers the saved PAN card; one click completes it without choosing a file', async () => {
    const {
      context,
      page,
      state: second,
    } = await customerTab(browser, server, viewport, {
      state: (c) => secondPurchase(c.token),
    });
    try {
      await viaAccountMenu(page, 'My Requests', '/myrequests');
      await page
        .locator(`[data-request-id="${second}"]`)
        .filter({ visible: true })
        .getByRole('link', { name: `Upload Documents for request #${second}` })
        .click();
      await page.getByRole('heading', { name: 'Upload Documents' }).waitFor();
      const row = page.locator('tr[data-document="PAN card"]');
      await expect(row.getByText('Pending', { exact: true }).isVisible()).resolves.toBe(true);
      const offer = row.getByRole('button', { name: /^Use saved PAN card, uploaded \d{1,2} \w+ \d{4}$/ });
      await offer.click();
      await row.getByText('Ready', { exact: true }).waitFor();
      await page.getByText('Saved PAN card used.').first().waitFor();
      await expect(row.getByText('Saved: pan.pdf').isVisible()).resolves.toBe(true);
      // Filled: the offer is gone once the page has read the list again.
      await expect.poll(() => offer.count()).toBe(0);

      await viaAccountMenu(page, 'My Documents', '/my-documents');
      await page.getByRole('heading', { name: 'My Documents', level: 1 }).waitFor();
      const card = page.locator('[data-vault-document="PAN card"]');
      await expect(card.count()).resolves.toBe(1);
      await expect(card.getByText(`#${second}`).isVisible()).resolves.toBe(true);
      await expect(card.getByText('Waiting for review').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
