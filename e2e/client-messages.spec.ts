// Pages send the browser only the message namespaces their client components read (shellNamespaces and
// each page's <ClientMessages>). A namespace left out shows up in the browser as next-intl's error in the
// console and "Namespace.key" on screen; this visits every route of the SPEC, signed in as an
// administrator so the protected pages render their content, in English and German.
import { expect, type Page, test } from '@playwright/test';
import { adminEmail } from './support/environment';
import { signInByEmail } from './support/sign-in';
import { specRoutes } from './support/spec-routes';

// Forty-odd page loads on a machine shared with other builds.
test.describe.configure({ timeout: 600_000 });

const locales = ['', '/de'];

// use-intl's IntlErrorCode values: the console line of a message next-intl could not render.
const intlError =
  /MISSING_MESSAGE|INSUFFICIENT_PATH|INVALID_KEY|INVALID_MESSAGE|FORMATTING_ERROR|MISSING_FORMAT/;

/** Collects next-intl's errors from the browser console for as long as the page lives. */
function collectIntlErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && intlError.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (intlError.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/** Opens `path` and waits until its client components have rendered (past the verifying screen). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('verifying-screen')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {
    // Pages that poll (a running job) never go idle; what they render by now is enough.
  });
}

test('the sign-in page renders its messages in English and German', async ({ page }) => {
  const errors = collectIntlErrors(page);
  for (const locale of locales) {
    await visit(page, `${locale}/signin`);
    await expect(page.getByRole('button', { name: /./ }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('every route renders its client components with their messages, signed in, in English and German', async ({
  page,
}) => {
  await signInByEmail(page, adminEmail('verso-best'), '/');
  const errors = collectIntlErrors(page);
  const failures: string[] = [];
  for (const locale of locales) {
    for (const route of specRoutes) {
      const path = `${locale}${route === '/' && locale ? '' : route}`;
      const before = errors.length;
      await visit(page, path);
      failures.push(...errors.slice(before).map((error) => `${path}: ${error}`));
    }
  }
  expect(failures).toEqual([]);
});

test('an error toast, written in the browser, is in the page’s language', async ({ page }) => {
  const errors = collectIntlErrors(page);
  await page.route('**/api/trpc/text.translate**', (route) =>
    route.fulfill({
      status: 500,
      json: [{ error: { json: { message: 'Engine unavailable', code: -32603, data: { httpStatus: 500 } } } }],
    }),
  );
  await page.goto('/de/translateText');
  await page.getByTestId('source-text').fill('Das Haus ist klein.');
  await page.getByTestId('translate-button').click();
  const toast = page.locator('.ant-notification-notice');
  await expect(toast).toContainText('Übersetzung fehlgeschlagen', { timeout: 30_000 });
  expect(errors).toEqual([]);
});
