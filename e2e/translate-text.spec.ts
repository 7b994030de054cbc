// A visitor who is not signed in translates a sentence on /translateText.
import { expect, type Page, test } from '@playwright/test';

async function chooseLanguage(page: Page, pickerTestId: string, language: string): Promise<void> {
  const picker = page.getByTestId(pickerTestId);
  await picker.click();
  await page.keyboard.type(language);
  await page.keyboard.press('Enter');
  await expect(picker).toContainText(language);
}

test('an anonymous visitor translates "The house is small." from English to Spanish', async ({ page }) => {
  await page.goto('/translateText');

  await page.getByTestId('source-text').fill('The house is small.');
  await chooseLanguage(page, 'source-language', 'English');
  await chooseLanguage(page, 'target-language', 'Spanish');
  await page.getByTestId('translate-button').click();

  await expect(page.getByTestId('target-text')).toHaveValue(/casa/i);
});
