// Signing in by e-mail link, shared by the specs whose story starts with a signed-in user.
import { expect, type Page } from '@playwright/test';
import { waitForSignInLink } from './mailbox';

/** A fresh address per test, so runs against a reused PostgreSQL database never meet old accounts. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/**
 * Asks for a link on /signin, then opens it from the captured e-mail; ends on `callbackPath`. `site` is
 * the origin of another variant's site; the default variant's by default.
 */
export async function signInByEmail(
  page: Page,
  email: string,
  callbackPath: string,
  site = '',
): Promise<void> {
  await page.goto(`${site}/signin?callbackUrl=${encodeURIComponent(callbackPath)}`);
  await requestSignInLink(page, email);
  await page.goto(await waitForSignInLink(email));
}

/** Fills in the e-mail form on /signin and waits for the "check your e-mail" confirmation. */
export async function requestSignInLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  // Sending the mail takes a few seconds on a busy machine.
  await expect(page.getByText('Check your e-mail')).toBeVisible({ timeout: 20_000 });
}

/** The e-mail address of the signed-in user, as the site's session endpoint reports it. */
export async function sessionEmail(page: Page): Promise<string | null> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user?: { email?: string };
  } | null;
  return session?.user?.email ?? null;
}
