// antd's own words follow the interface language: the language picker's "no match" on /de/translate is
// German, on /ja/translate Japanese, and English on the unprefixed page.
import { expect, type Page, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/sign-in';

async function noMatchText(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('target-language').click();
  await page.keyboard.type('zzzz');
  return page.locator('.ant-select-dropdown:visible .ant-empty-description');
}

test('the language picker says "no match" in the page’s language', async ({ page }) => {
  await signInByEmail(page, uniqueEmail('antd-locale'), '/translate');
  // English first: once a prefixed page has been visited, its language is the visitor's preferred one.
  await expect(await noMatchText(page, '/translate')).toHaveText('No data', { timeout: 15_000 });
  await expect(await noMatchText(page, '/de/translate')).toHaveText('Keine Daten', { timeout: 15_000 });
  await expect(await noMatchText(page, '/ja/translate')).toHaveText('データがありません', {
    timeout: 15_000,
  });
});
