import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { api, customerTab } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, startServer, type RunningServer } from './support/harness.ts';
import { viaAccountMenu } from './support/navigate.ts';

/**
 * Consent in the browser (issue 24): a customer who agreed to marketing messages opens the Privacy
 * section of their profile by clicks, withdraws marketing at once, and sees it withdrawn (and the
 * server has it withdrawn).
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // One proxy hop trusted: each customer's code comes from an address of its own (actors.ts).
  [server, browser] = await Promise.all([startServer({ TRUST_PROXY: '1' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The customer's marketing consent, given as the profile's "Give consent" does. */
async function marketingGiven(token: string): Promise<void> {
  const res = await api(server, '/api/v1/privacy/consents', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ notice_version: 1, purposes: ['marketing'] }),
  });
  expect(res.status).toBe(200);
}

for (const [label, viewport] of VIEWPORTS) {
  describe(`privacy at ${viewport.width} px (${label})`, () => {
    it('a customer withdraws marketing consent in the Privacy section and sees it withdrawn', { timeout: 120_000 }, async () => {
      const { page, context, token } = await customerTab(browser, server, viewport, { state: (c) => marketingGiven(c.token) });
      try {
        await viaAccountMenu(page, 'My Profile', '/profile');
        await page.getByRole('heading', { name: 'My Profile' }).waitFor();
        const section = page.locator('#privacy');
        await section.getByRole('heading', { name: 'Privacy', exact: true }).waitFor();
        const marketing = section.getByTestId('consent-status-marketing');
        await marketing.filter({ hasText: /^Given on / }).waitFor();
        await section.getByRole('button', { name: 'Withdraw consent for Marketing messages' }).click();
        await section.getByRole('status').getByText('Consent withdrawn.').waitFor();
        await marketing.filter({ hasText: /^Withdrawn on / }).waitFor();
        // Now it can be given again; service delivery stays given, its withdrawal leads to the account's deletion.
        await section.getByRole('button', { name: 'Give consent for Marketing messages' }).waitFor();
        expect(await section.getByTestId('consent-status-service').textContent()).toMatch(/^Given on /);
        await section.getByText('Withdrawing consent for service delivery').click();
        expect(await section.getByRole('link', { name: 'Delete my account' }).getAttribute('href')).toBe(
          '/profile#delete-account',
        );
        expect(await seriousViolations(page)).toEqual([]);

        const res = await api(server, '/api/v1/privacy/consents', { headers: { authorization: `Bearer ${token}` } });
        const state = (res.body.purposes as Array<{ purpose: string; given: boolean }>).find((p) => p.purpose === 'marketing');
        expect(state).toMatchObject({ given: false });
      } finally {
        await context.close();
      }
    });
  });
}
