// Buying credits with Stripe Checkout on each variant that takes cards, against the Stripe double: the
// buyer picks a package and a pay method, pays on the hosted checkout page, comes back to the order's
// page, which waits for the signed webhook and then shows the credits and the new balance, and the
// receipt downloads from /my/credits. An admin's refund takes the credits back.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { brands, type Platform } from '@verso/brands';
import { popplerText } from '@verso/core/formats/pdf/testing/poppler';
import { adminEmail, variantSites } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';
import { buyFirstPackage } from './support/stripe-checkout';

// Three sites and the double in one story: give it three times the usual time on a busy machine.
test.slow();

/** New accounts start with the site's SIGNUP_CREDITS (100, the default the e2e sites keep). */
const signupCredits = 100;

const variants: { platform: Platform; payWith?: string; method: string }[] = [
  { platform: 'o-translator', payWith: 'Alipay', method: 'alipay' },
  {
    platform: 'dl-translator',
    payWith: 'Further local payment methods offered at checkout',
    method: 'wechat_pay',
  },
  // Cards only: the page offers no choice.
  { platform: 'verso-best', method: 'card' },
];

for (const { platform, payWith, method } of variants) {
  test(`${platform}: credits bought through Stripe Checkout (${method}) show on the order's page once the webhook arrives`, async ({
    page,
  }) => {
    const site = variantSites[platform];
    const [first] = brands[platform].creditPackages;
    if (!first) throw new Error(`${platform} sells no packages`);
    await signInByEmail(page, uniqueEmail(`stripe-${platform}`), '/pricing', site);
    await expect(page.getByTestId('payment-unavailable')).toHaveCount(0);

    await buyFirstPackage(page, site, payWith, method);
    const paid = page.getByTestId('order-paid');
    await expect(paid).toContainText(`Credits added: ${first.credits}`, { timeout: 60_000 });
    await expect(paid).toContainText(`Amount paid: $${first.price}.00`);
    await expect(page.getByTestId('balance')).toHaveText(
      `Your credit balance: ${(signupCredits + first.credits).toLocaleString('en')}`,
    );
    await expect(paid).toContainText(/Receipt number: \d+/);
    const receiptNumber = /Receipt number: (\d+)/.exec((await paid.textContent()) ?? '')?.[1] ?? '';

    // The purchase is listed on /my/credits, and its receipt is a PDF naming the number and the amount.
    await page.goto(`${site}/my/credits`);
    const purchases = page.getByTestId('purchases-table');
    await expect(purchases).toContainText(first.credits.toLocaleString('en'), { timeout: 30_000 });
    const downloading = page.waitForEvent('download');
    await purchases.getByRole('link').first().click();
    const receipt = popplerText(await readFile(await (await downloading).path()));
    expect(receipt).toContain(receiptNumber);
    expect(receipt).toContain(`${first.price}.00`);
  });
}

test("an admin's refund through Stripe takes the unspent credits back, and the buyer's order says so", async ({
  page,
  browser,
}) => {
  const site = variantSites['o-translator'];
  await signInByEmail(page, uniqueEmail('stripe-refund'), '/pricing', site);
  await buyFirstPackage(page, site, 'Credit or debit card', 'card');
  await expect(page.getByTestId('balance')).toHaveText(`Your credit balance: ${signupCredits + 48}`, {
    timeout: 60_000,
  });
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByEmail(admin, adminEmail('o-translator'), '/', site);
  const refund = await admin.request.post(`${site}/api/trpc/payment.refund`, {
    data: { json: { orderId, amountMinor: 500 } },
  });
  expect(refund.status()).toBe(200);
  await adminContext.close();

  // The order's page first verifies the session ("Verifying…"), which takes a while on a busy machine.
  await page.reload();
  await expect(page.getByTestId('order-refunded')).toContainText('This order has been refunded.', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('balance')).toHaveText(`Your credit balance: ${signupCredits}`);
});

test('an admin finds the order on the dashboard and refunds half of it with a reason; the buyer keeps half the credits', async ({
  page,
  browser,
}) => {
  const site = variantSites['o-translator'];
  const buyerEmail = uniqueEmail('dashboard-refund');
  await signInByEmail(page, buyerEmail, '/pricing', site);
  await buyFirstPackage(page, site, 'Credit or debit card', 'card');
  await expect(page.getByTestId('balance')).toHaveText(`Your credit balance: ${signupCredits + 48}`, {
    timeout: 60_000,
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByEmail(admin, adminEmail('o-translator'), '/admin/dashboard', site);
  const orders = admin.getByTestId('admin-orders');
  await orders.getByLabel("Buyer's e-mail").fill(buyerEmail, { timeout: 30_000 });
  await expect(orders.getByRole('row')).toHaveCount(2, { timeout: 15_000 });
  await expect(orders.getByRole('row').nth(1)).toContainText('Paid');
  await orders.getByRole('button', { name: 'Open' }).click();

  const detail = admin.getByTestId('order-detail');
  await expect(detail).toContainText(buyerEmail);
  const refund = detail.getByTestId('refund-order');
  await expect(refund).toContainText('Left to refund: $5.00');
  await refund.getByLabel('Amount to refund (USD)').fill('2.50');
  await refund.getByLabel('Reason').fill('Half the pages were blank');
  await refund.getByRole('button', { name: 'Refund' }).click();
  // The refund waits on the provider while it holds the order: the answer to the call says whether it
  // was sent and what became of it, before the drawer is read again.
  // Bounded: once in a full run no refund was asked within the test's 270 s (the cause is not known yet).
  const refunded = admin.waitForResponse((response) => response.url().includes('/api/trpc/payment.refund'), {
    timeout: 60_000,
  });
  await admin.getByRole('tooltip').getByRole('button', { name: 'Refund' }).click();
  expect((await refunded).status()).toBe(200);
  await expect(detail).toContainText('Partly refunded', { timeout: 30_000 });
  await expect(detail).toContainText('Half the pages were blank');
  await expect(refund).toContainText('Left to refund: $2.50');
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId('order-refunded')).toContainText('Part of this order has been refunded.', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('balance')).toHaveText(`Your credit balance: ${signupCredits + 24}`);
});
