// Reads the site header the way a visitor meets it: opens each menu and lists what is in it.
import { expect, type Locator, type Page } from '@playwright/test';

export interface LinkSeen {
  name: string;
  href: string;
  newTab: boolean;
}

export async function describeLink(link: Locator): Promise<LinkSeen> {
  return {
    name: ((await link.textContent()) ?? '').trim(),
    href: (await link.getAttribute('href')) ?? '',
    newTab: (await link.getAttribute('target')) === '_blank',
  };
}

export function headerMenuButton(page: Page, menu: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: menu, exact: true });
}

/** The open header menu's list: a closed menu has none. */
export function openDropdown(page: Page): Locator {
  return page.getByRole('banner').getByRole('menu');
}

/** Hovers a desktop header menu and returns its entries, then moves away until it has closed. */
export async function menuEntries(page: Page, menu: string): Promise<LinkSeen[]> {
  await headerMenuButton(page, menu).hover();
  const list = openDropdown(page);
  await expect(list).toBeVisible();
  const entries = await Promise.all((await list.getByRole('menuitem').all()).map(describeLink));
  await page.mouse.move(640, 600);
  await expect(list).toHaveCount(0);
  return entries;
}

/** The names of the menus the desktop header shows, in order. */
export async function menuNames(page: Page): Promise<string[]> {
  const buttons = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button');
  return (await buttons.allInnerTexts()).map((text) => text.trim());
}
