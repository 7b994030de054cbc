// A site without a mail server (no SMTP_HOST): asking for a sign-in link says, in plain words, that no
// e-mail was sent and where the operator finds the link; the link kept in the outbox signs the reader in.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { noMailServerSite } from './support/environment';
import { uniqueEmail } from './support/sign-in';

const site = noMailServerSite.url;

/** The sign-in link in the outbox mail to `email`, as the operator would copy it. */
async function linkInOutbox(email: string): Promise<string | undefined> {
  const outbox = join(noMailServerSite.dataDir(), 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names) {
    const mail = await readFile(join(outbox, name), 'utf8');
    if (mail.startsWith(`To: ${email}\n`))
      return /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail)?.[0];
  }
  return undefined;
}

test('without a mail server the page says where the link is, and the link from the outbox signs in', async ({
  page,
}) => {
  const email = uniqueEmail('no-smtp');
  await page.goto(`${site}/signin`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByText('No e-mail was sent')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/finds it in the server's log and in the outbox/)).toBeVisible();

  await expect.poll(() => linkInOutbox(email), { timeout: 20_000 }).toBeDefined();
  const link = (await linkInOutbox(email)) ?? '';
  expect(link.startsWith(`${site}/api/auth/callback/email?`)).toBe(true);
  await page.goto(link);
  const session = (await (await page.request.get(`${site}/api/auth/session`)).json()) as {
    user?: { email?: string };
  } | null;
  expect(session?.user?.email).toBe(email);
});
