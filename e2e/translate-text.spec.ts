// A visitor who is not signed in translates a sentence on /translateText.
import { expect, type Page, test } from '@playwright/test';

async function chooseLanguage(page: Page, pickerTestId: string, language: string): Promise<void> {
  const picker = page.getByTestId(pickerTestId);
  await picker.selectOption({ label: language });
  await expect(picker.locator('option:checked')).toHaveText(language);
}

test('an anonymous visitor translates "The house is small." from English to Spanish', async ({ page }) => {
  await page.goto('/translateText');

  await page.getByTestId('source-text').fill('The house is small.');
  await chooseLanguage(page, 'source-language', 'English');
  await chooseLanguage(page, 'target-language', 'Spanish');
  await page.getByTestId('translate-button').click();

  await expect(page.getByTestId('target-text')).toHaveValue(/casa/i);
  await expect(page.getByTestId('copy-button')).toBeEnabled();
});

test('a language no engine here serves is shown disabled, with what it needs', async ({ page }) => {
  await page.goto('/translateText');
  const target = page.getByTestId('target-language');
  const german = target.locator('option[value="de"]');
  await expect(german).toHaveText(
    "German: needs DeepL, Google, Azure or an AI engine — ask the site's operator",
  );
  await expect(german).toBeDisabled();
  await expect(target.locator('option[value="sv"]')).toHaveText('Swedish');
  await expect(target.locator('option[value="sv"]')).toBeEnabled();
});

test('text typed before the page’s scripts have run is kept and translated', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/translateText', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('source-text').fill('The house is small.');
  await expect(page.getByTestId('translate-button')).toBeDisabled();

  releaseScripts();
  await expect(page.getByTestId('translate-button')).toBeEnabled();
  await expect(page.getByTestId('source-text')).toHaveValue('The house is small.');
  await page.getByTestId('translate-button').click();
  await expect(page.getByTestId('target-text')).toHaveValue(/casa/i);
});

test('the page draws no antd component: its controls are the browser’s own', async ({ page }) => {
  await page.goto('/translateText');
  await expect(page.getByTestId('source-language')).toHaveJSProperty('tagName', 'SELECT');
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
});
