// Buying a site's first credit package through Stripe Checkout against the Stripe double, as a buyer
// does it: the pay method chosen on /pricing (when the site offers a choice), the hosted page's method,
// Pay, then back to the order's page.
import type { Page } from '@playwright/test';
import { stripeApiUrl } from './environment';
import { choosePayMethod, waitForPricingPage } from './pricing-page';

export async function buyFirstPackage(page: Page, site: string, payWith: string | undefined, method: string) {
  if (payWith) await choosePayMethod(page, payWith);
  else await waitForPricingPage(page);
  await page.getByTestId('buy-credits').first().click();
  await page.waitForURL(`${stripeApiUrl}/checkout/**`);
  await page.getByLabel(method).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${site}/my/orders/**`);
}
