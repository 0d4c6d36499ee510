/**
 * How a person moves through the product, for browser journeys: the header's category menus, the
 * footer's quick links, the account menu, the back office's navigation, and a category page's
 * 'Proceed to Pay'. Only the first page of a journey is opened with `goto` (docs/contributing.md).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './harness.ts';

export interface MenuSummary {
  id: number;
  name: string;
  route: string;
  services: Array<{ id: number; service_name: string; slug: string }>;
}

/** The header menus (categories and their services) as the storefront shows them. */
export async function headerMenus(server: RunningServer): Promise<MenuSummary[]> {
  return ((await fetch(`${server.url}/api/v1/web/menu`).then((r) => r.json())) as { menus: MenuSummary[] }).menus;
}

/**
 * Opens the header menu of a category until `linkName` shows: at 375 px the collapsible panel and
 * its section; at 1280 px the dropdown, by pointing at it (it opens on hover, and a click right
 * after the hover opened it would close it again), clicking if the pointer alone did not open it.
 */
export async function openHeaderMenu(page: Page, phone: boolean, name: string, linkName: string): Promise<Locator> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    const trigger = panel.getByRole('button', { name, exact: true });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    return panel;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name, exact: true });
  const link = nav.getByRole('link', { name: linkName, exact: true });
  await trigger.hover();
  await link.waitFor({ state: 'visible', timeout: 2000 }).catch(async () => {
    await trigger.click();
    await link.waitFor({ state: 'visible' });
  });
  return nav;
}

/** A plain link of the header's menu (a category without services, 'Blog'): behind 'Open menu' on phones. */
export async function clickHeaderLink(page: Page, phone: boolean, name: string): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name, exact: true }).click();
    return;
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/** A category's page through its header menu ('All … services'); waits for the page's own heading. */
export async function openCategory(page: Page, phone: boolean, menu: Pick<MenuSummary, 'name' | 'route'>): Promise<void> {
  const all = `All ${menu.name} services`;
  const nav = await openHeaderMenu(page, phone, menu.name, all);
  await nav.getByRole('link', { name: all, exact: true }).click();
  await page.waitForURL((u) => u.pathname === menu.route);
  await page.getByRole('heading', { level: 1, name: menu.name, exact: true }).waitFor();
}

/**
 * A signed-in customer's way to a service's checkout: its category through the header menu, the
 * service chosen in the proceed card, 'Proceed to Pay'; waits for the checkout's heading.
 */
export async function checkoutByClicks(
  page: Page,
  phone: boolean,
  menus: MenuSummary[],
  service: { id: number; service_name: string },
): Promise<void> {
  const menu = menus.find((m) => m.services.some((s) => s.id === service.id));
  if (!menu) throw new Error(`service ${service.id} is in no header menu`);
  await openCategory(page, phone, menu);
  await page.getByRole('combobox', { name: 'Select Service' }).filter({ visible: true }).first().selectOption(String(service.id));
  await page
    .getByRole('button', { name: /^Proceed to Pay/ })
    .filter({ visible: true })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname.startsWith('/proceed/'));
  await page.getByRole('heading', { level: 1, name: service.service_name }).waitFor();
}

/** A link of the footer's 'Quick links'. */
export async function clickFooterLink(page: Page, name: string): Promise<void> {
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Opens an account page through the header's account menu (never "Page not found"). */
export async function viaAccountMenu(page: Page, item: string, path: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL((u) => u.pathname === path);
  await expect(page.getByText('Page not found').count()).resolves.toBe(0);
}

/** Follows a link of the back office's navigation (behind a menu button on phones). */
export async function backOfficeNav(page: Page, label: string, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: label, exact: true }).click();
}
