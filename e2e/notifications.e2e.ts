import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { api, catalogue, customerTab, movedStage, paidOrder, staffToken } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, startServer, type RunningServer } from './support/harness.ts';
import { checkoutByClicks, headerMenus, viaAccountMenu, type MenuSummary } from './support/navigate.ts';

/**
 * Notifications in the browser (issue 20): a customer who signed in with only a mobile number pays
 * by clicks, and the "documents needed" SMS, listing the documents with the upload link, is in the
 * development outbox (sent by the queue's worker after the payment committed).
 */
interface ServiceInfo {
  id: number;
  service_name: string;
  slug: string;
  type: 'individual' | 'business' | 'both';
  price_paise: number;
  required_documents: Array<{ document_name: string; status: number }>;
}

let server: RunningServer;
let browser: Browser;
let menus: MenuSummary[] = [];
let services: ServiceInfo[] = [];
let adminToken = '';
const ADMIN_EMAIL = 'admin.notifications@example.in';
const ADMIN_PASSWORD = 'Admin@2026x';

beforeAll(async () => {
  // One proxy hop trusted: each customer's code comes from an address of its own (actors.ts).
  [server, browser] = await Promise.all([startServer({ TRUST_PROXY: '1', ADMIN_EMAIL, ADMIN_PASSWORD }), launchBrowser()]);
  menus = await headerMenus(server);
  services = await catalogue<ServiceInfo>(server);
  // Staff sign in at the back office's door, with the password and a code (issue 27).
  adminToken = await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

for (const [label, viewport] of VIEWPORTS) {
  describe(`notifications at ${viewport.width} px (${label})`, () => {
    const phone = label === 'phone';

    it('a mobile-only customer pays and the "documents needed" SMS is in the outbox', { timeout: 120_000 }, async () => {
      const svc = services.find(
        (x) => x.type === 'individual' && x.price_paise > 1 && x.price_paise <= 100_000 && x.required_documents.length > 0,
      );
      if (!svc) throw new Error('no small individual service with documents in the seed');
      const { page, mobile, context } = await customerTab(browser, server, viewport);
      try {
        await checkoutByClicks(page, phone, menus, svc);
        await page.getByRole('button', { name: /^Proceed to Pay/ }).click();
        await page.getByRole('dialog', { name: 'Test mode checkout' }).getByRole('button', { name: 'Simulate success' }).click();
        await page.waitForURL((u) => u.pathname === '/payment-success');

        type Message = { channel: string; template?: string; body: string };
        let sms: Message | undefined;
        await expect
          .poll(
            async () => {
              const out = await api(server, `/api/v1/dev/outbox?to=${mobile}`);
              sms = (out.body.messages as Message[]).find((m) => m.channel === 'sms' && m.template === 'documents_needed');
              return Boolean(sms);
            },
            { timeout: 20_000, interval: 250 },
          )
          .toBe(true);
        // The service's name is a DLT variable: at most 30 characters, cut at a word.
        expect(sms!.body).toContain(`Please upload your documents for ${svc.service_name.split(' ').slice(0, 2).join(' ')}`);
        expect(sms!.body).toMatch(/\/document\?serviceId=\d+&requestId=\d+/);
      } finally {
        await context.close();
      }
    });

    it(
      'the customer opts in to WhatsApp in the profile and the next stage change arrives there too',
      { timeout: 120_000 },
      async () => {
        const svc = services.find((x) => x.type === 'individual' && x.price_paise > 1 && x.price_paise <= 100_000);
        if (!svc) throw new Error('no small individual service in the seed');
        const { page, mobile, context, state } = await customerTab(browser, server, viewport, {
          state: (c) => paidOrder(server, c.token, { service_id: svc.id }, { verify: true }),
        });
        try {
          await viaAccountMenu(page, 'My Profile', '/profile');
          await page.getByRole('heading', { name: 'My Profile' }).waitFor();
          const whatsapp = page.getByRole('checkbox', { name: /WhatsApp/ });
          await whatsapp.waitFor();
          expect(await whatsapp.isChecked()).toBe(false);
          await whatsapp.check();
          await page.getByRole('button', { name: 'Save notification choices' }).click();
          await page.getByText('Your notification choices are saved.').waitFor();
          await page.getByText(/^You opted in on /).waitFor();
          expect(await seriousViolations(page)).toEqual([]);

          await movedStage(server, adminToken, state.requestId!, 'in_progress');
          type Message = { channel: string; template?: string; body: string };
          await expect
            .poll(
              async () => {
                const out = await api(server, `/api/v1/dev/outbox?to=${mobile}`);
                return (out.body.messages as Message[]).some(
                  (m) => m.channel === 'whatsapp' && m.template === 'stage_changed' && m.body.includes('In progress'),
                );
              },
              { timeout: 20_000, interval: 250 },
            )
            .toBe(true);
        } finally {
          await context.close();
        }
      },
    );
  });
}
