// /pricing as a buyer uses it: the pay method is chosen once the page has hydrated and read the session
// (the buy buttons are enabled then); a choice clicked before hydration is reset by React to the default.
import { expect, type Page } from '@playwright/test';

export async function waitForPricingPage(page: Page) {
  await expect(page.getByTestId('buy-credits').first()).toBeEnabled({ timeout: 30_000 });
}

export async function choosePayMethod(page: Page, payWith: string) {
  await waitForPricingPage(page);
  await page.getByTestId('pay-method-choice').getByLabel(payWith).check();
}
