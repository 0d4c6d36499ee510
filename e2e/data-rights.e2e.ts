import type { Browser } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.ts';
import { customerByOtp, customerTab, outboxCode } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, startServer, type RunningServer } from './support/harness.ts';
import { viaAccountMenu } from './support/navigate.ts';

/**
 * Data rights (issue 24): a customer exports their data from the profile (the zip downloads) and
 * deletes their account (confirmed by a code), after which they can no longer sign in to it.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ TRUST_PROXY: '1' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

for (const [label, viewport] of VIEWPORTS) {
  describe(`data rights at ${viewport.width} px (${label})`, () => {
    it('a customer exports their data and downloads the zip', { timeout: 120_000 }, async () => {
      const { page, context, mobile } = await customerTab(browser, server, viewport);
      try {
        await viaAccountMenu(page, 'My Profile', '/profile');
        await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
        await page.getByRole('button', { name: 'Export my data' }).click();
        const link = page.getByRole('link', { name: 'Download my data (zip)' });
        await link.waitFor({ timeout: 60_000 });
        expect(await seriousViolations(page)).toEqual([]);
        const download = page.waitForEvent('download');
        await link.click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/data-\d{4}-\d{2}-\d{2}\.zip$/);
        const chunks: Buffer[] = [];
        for await (const c of await file.createReadStream()) chunks.push(c as Buffer);
        const zip = unzipSync(new Uint8Array(Buffer.concat(chunks)));
        expect(JSON.parse(strFromU8(zip['data.json']!)).profile.mobile).toBe(mobile);
        expect(zip['README.txt']).toBeDefined();
      } finally {
        await context.close();
      }
    });

    it('a customer deletes their account with a code and can no longer sign in to it', { timeout: 120_000 }, async () => {
      const { page, context, mobile, userId } = await customerTab(browser, server, viewport);
      try {
        await viaAccountMenu(page, 'My Profile', '/profile');
        await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
        const since = Date.now() - 1000;
        await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
        const code = page.getByRole('textbox', { name: 'Code', exact: true });
        await code.waitFor();
        await code.fill(await outboxCode(server, mobile, since));
        await page.getByRole('button', { name: 'Delete my account for good' }).click();
        await page.getByText('Your account has been deleted.').waitFor();
        await page.getByRole('heading', { name: 'What we erased' }).waitFor();
        await page.getByText(/Your name, e-mail address, mobile number/).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        // Signed out: the profile sends the visitor to sign in.
        await page.getByRole('link', { name: 'Go to the home page' }).click();
        await page.waitForURL((u) => u.pathname === '/');
        await expect(
          page
            .getByRole('banner')
            .getByRole('button', { name: /^Account menu/ })
            .count(),
        ).resolves.toBe(0);
        // A code to the old mobile opens a new, empty account: never the erased one.
        const again = await customerByOtp(server, mobile);
        expect(again.userId).not.toBe(userId);
      } finally {
        await context.close();
      }
    });
  });
}
