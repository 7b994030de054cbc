// Another site cannot make a signed-in visitor's browser change anything: its forms are refused, while
// the site's own calls still work.
import { expect, type Page, test } from '@playwright/test';
import { siteUrl, variantSites } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';

/** Another origin (another port of the same host, so the browser still sends the session cookie). */
const otherSite = variantSites['o-translator'];

async function sessionLocale(page: Page): Promise<string | null> {
  const session = (await (await page.request.get(`${siteUrl}/api/auth/session`)).json()) as {
    user?: { locale?: string | null };
  } | null;
  return session?.user?.locale ?? null;
}

/** Submits a form from a page of the other site to `action`, and returns the status it got. */
async function submitFromOtherSite(page: Page, action: string, enctype: string, fields: [string, string][]) {
  await page.goto(`${otherSite}/api/auth/providers`);
  const answer = page.waitForResponse(action);
  await page.evaluate(
    ({ action, enctype, fields }) => {
      const form = document.createElement('form');
      Object.assign(form, { method: 'POST', action, enctype });
      for (const [name, value] of fields) {
        const input = document.createElement('input');
        Object.assign(input, { type: 'hidden', name, value });
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, enctype, fields },
  );
  const status = (await answer).status();
  // The form's navigation goes on after its answer arrives: let it end before the next one starts.
  await page.waitForURL(action);
  return status;
}

test("another site's forms cannot change a signed-in visitor's account", async ({ page }) => {
  await signInByEmail(page, uniqueEmail('csrf'), '/');
  expect(await sessionLocale(page)).toBeNull();

  // text/plain lets a form send a body that reads as JSON: {"locale":"de","x":"="}
  const update = `${siteUrl}/api/user/update`;
  expect(await submitFromOtherSite(page, update, 'text/plain', [['{"locale":"de","x":"', '"}']])).toBe(403);
  expect(await sessionLocale(page)).toBeNull();

  const mutation = `${siteUrl}/api/trpc/apiKey.create`;
  expect(await submitFromOtherSite(page, mutation, 'multipart/form-data', [['name', 'stolen']])).toBe(403);

  // The site's own call still saves the language.
  await page.goto(`${siteUrl}/`);
  const saved = await page.evaluate(async () => {
    const response = await fetch('/api/user/update', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'fr' }),
    });
    return response.status;
  });
  expect(saved).toBe(204);
  expect(await sessionLocale(page)).toBe('fr');
});
