import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_TEXTS, addWorkingDays, calendarOf, istDay, shortDay } from '@anupalan/shared';
import { JSON_HEADERS, api, catalogue, customerTab, paidOrder, signedInTab, staffToken } from './support/actors.ts';
import { VIEWPORTS, launchBrowser, startServer, waitForHydration, type RunningServer } from './support/harness.ts';
import { checkoutByClicks, headerMenus, viaAccountMenu, type MenuSummary } from './support/navigate.ts';
import { createE2eDatabase, type E2eDatabase } from './support/postgres.ts';

/**
 * Issue 21 by clicks: a customer pays, reads the expected dates on My Requests and sees who handles
 * the request; a late milestone shows its new date; staff edit a service's milestones on its editor
 * page and a new order follows them. The server runs on PostgreSQL so a test can age a request
 * (the late milestone) while it runs.
 */
const ADMIN_EMAIL = 'admin.milestones@example.in';
const ADMIN_PASSWORD = 'Admin@2026x';
const SERVICE_SLUG = 'advance-tax-computation';

let db: E2eDatabase;
let server: RunningServer;
let browser: Browser;
let adminToken = '';
let menus: MenuSummary[] = [];
let service: { id: number; service_name: string; slug: string };

beforeAll(async () => {
  db = await createE2eDatabase();
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, DATABASE_URL: db.url }), launchBrowser()]);
  menus = await headerMenus(server);
  service = (await catalogue<typeof service>(server)).find((s) => s.slug === SERVICE_SLUG)!;
  adminToken = await staffToken(server, ADMIN_EMAIL, ADMIN_PASSWORD);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await db?.drop();
});

const staffHeaders = () => ({ ...JSON_HEADERS, authorization: `Bearer ${adminToken}` });

/** The visible copy of a request's row (a table row at 1280 px, a card at 375 px). */
const requestRow = (page: Page, id: number) => page.locator(`[data-request-id="${id}"]`).filter({ visible: true });

describe.each(VIEWPORTS)('milestones at %s width', (label, viewport) => {
  const phone = label === 'phone';
  let opened: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(opened.map((c) => c.close()));
    opened = [];
  });

  it('a customer pays, reads the expected dates on My Requests and sees who is handling it', { timeout: 150_000 }, async () => {
    const { page, context } = await customerTab(browser, server, viewport, {
      userName: `ms.pay.${label}.${Date.now()}@example.in`,
    });
    opened.push(context);
    await checkoutByClicks(page, phone, menus, service);
    await page.getByRole('combobox', { name: 'Registration type' }).selectOption('individual');
    await page.getByRole('button', { name: /^Proceed to Pay/ }).click();
    await page.getByRole('dialog', { name: 'Test mode checkout' }).getByRole('button', { name: 'Simulate success' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    await viaAccountMenu(page, 'My Requests', '/myrequests');
    const row = page.locator('[data-request-id]').filter({ visible: true }).first();
    await row.waitFor();
    const id = Number(await row.getAttribute('data-request-id'));
    const summary = row.locator(`[data-plan-summary="${id}"]`);
    await summary.getByText(`Waiting for your documents since ${shortDay(istDay(new Date()), istDay(new Date()))}`).waitFor();
    await summary.getByText(`${TIMELINE_TEXTS.expectedCompletion}:`).waitFor();
    await summary.getByText(TIMELINE_TEXTS.notAssigned).waitFor();

    // Staff assign the request; the customer, back on My Requests, sees who handles it and since when.
    const filters = await api(server, '/api/v1/admin/requests/filters', { headers: staffHeaders() });
    const admin = (filters.body.assignees as { id: number; name: string; role: string }[]).find((a) => a.role === 'admin')!;
    const assigned = await api(server, `/api/v1/admin/requests/${id}/assign`, {
      method: 'POST',
      headers: staffHeaders(),
      body: JSON.stringify({ staff_id: admin.id }),
    });
    expect(assigned.status).toBe(200);
    await viaAccountMenu(page, 'My Requests', '/myrequests');
    const first = admin.name.trim().split(/\s+/)[0]!;
    await requestRow(page, id)
      .getByText(TIMELINE_TEXTS.expertSince(first, 'Anupalan expert', shortDay(istDay(new Date()), istDay(new Date()))))
      .waitFor();

    // Every milestone with its expected date, under the stage button.
    await requestRow(page, id)
      .getByRole('button', { name: /show the stages of request/ })
      .click();
    const plan = page.getByRole('region', { name: `Milestones of request #${id}` });
    await plan.waitFor();
    const items = plan.getByRole('listitem');
    await expect(items.count()).resolves.toBeGreaterThanOrEqual(3);
    await items.nth(0).getByText('Your documents').waitFor();
    await items
      .nth(1)
      .getByText(/Expected by \d{1,2} [A-Z][a-z]+/)
      .waitFor();
  });

  it('a late milestone shows its new expected date to the customer', { timeout: 120_000 }, async () => {
    const { page, context, state } = await customerTab(browser, server, viewport, {
      userName: `ms.late.${label}.${Date.now()}@example.in`,
      state: async (c) =>
        (await paidOrder(server, c.token, { service_id: service.id, registration_type: 'individual' }, { verify: true }))
          .requestId!,
    });
    opened.push(context);
    // Opened three weeks ago; its documents came the next day; our work (2 working days) is long past due.
    await db.query(`update service_requests set created_at = now() - interval '21 days' where id = $1`, [state]);
    await db.query(
      `update request_milestones set reached_at = now() - interval '20 days' where service_request_id = $1 and position = 0`,
      [state],
    );
    await viaAccountMenu(page, 'My Requests', '/myrequests');
    const row = requestRow(page, state);
    const today = istDay(new Date());
    await row.getByText(/^Running late: now expected by /).waitFor();
    await row.getByRole('button', { name: /show the stages of request/ }).click();
    const late = page
      .getByRole('region', { name: `Milestones of request #${state}` })
      .getByRole('listitem')
      .nth(1);
    await late.getByText('Advance tax computed', { exact: true }).waitFor();
    // Past its day, ours is expected on the next working day, and the customer reads why.
    const next = shortDay(addWorkingDays(today, 1, calendarOf([])), today);
    await late.getByText(`Running late: now expected by ${next}`).waitFor();
    await late.getByText(/Advance tax computed is taking longer than we planned/).waitFor();
  });

  it("staff edit a service's milestones on its editor page, and a new order follows them", { timeout: 150_000 }, async () => {
    const name = `Stamp paper bought ${label}`;
    const staff = await signedInTab(browser, server, viewport, adminToken, `/admin/catalog/services/${service.id}`);
    opened.push(staff.context);
    const page = staff.page;
    await page.getByRole('heading', { name: 'Milestones', level: 2 }).waitFor();
    const list = page.getByRole('list', { name: 'Milestones in order' });
    const before = await list.getByRole('listitem').count();
    await page.getByRole('button', { name: 'Add milestone' }).click();
    const added = list.getByRole('listitem').nth(before);
    await added.getByLabel(`Milestone ${before + 1} name`).fill(name);
    await added.getByLabel('Working days').fill('0');
    await added.getByLabel('Waits on').selectOption('customer');
    await page.getByRole('button', { name: 'Save milestones' }).click();
    // Zero days are refused on the field, and nothing is saved.
    await page.getByText('Expected working days must be a whole number from 1 to 365.').first().waitFor();
    await list.getByRole('listitem').nth(before).getByLabel('Working days').fill('2');
    await list
      .getByRole('listitem')
      .nth(before)
      .getByRole('button', { name: /^Move up/ })
      .click();
    await page.getByRole('button', { name: 'Save milestones' }).click();
    await page.getByText(/^Milestones saved\./).waitFor();
    await waitForHydration(page);

    // A new order follows the new plan: its customer sees the milestone, second to last.
    const buyer = await customerTab(browser, server, viewport, {
      userName: `ms.new.${label}.${Date.now()}@example.in`,
      state: async (c) =>
        (await paidOrder(server, c.token, { service_id: service.id, registration_type: 'individual' }, { verify: true }))
          .requestId!,
    });
    opened.push(buyer.context);
    await viaAccountMenu(buyer.page, 'My Requests', '/myrequests');
    await requestRow(buyer.page, buyer.state)
      .getByRole('button', { name: /show the stages of request/ })
      .click();
    const items = buyer.page.getByRole('region', { name: `Milestones of request #${buyer.state}` }).getByRole('listitem');
    await expect(items.count()).resolves.toBe(before + 1);
    await items
      .nth(before - 1)
      .getByText(name)
      .waitFor();
  });
});
