// shangyi-translator sells credits in yuan through WeChat Pay and Alipay direct (SPEC §9). The buyer
// picks a package, the order's page shows the provider's QR code, they scan and pay on their phone (the
// provider's test double plays the phone's app), and the page turns into "paid" with the new balance by
// itself: the credits come from the provider's signed notification, not from the browser.
import { expect, type Page, test } from '@playwright/test';
import { alipayGateway, variantSites, wechatPayApiUrl } from './support/environment';
import { choosePayMethod } from './support/pricing-page';
import { signInByEmail, uniqueEmail } from './support/sign-in';

test.use({ baseURL: variantSites['shangyi-translator'] });

/** Every new account starts with SIGNUP_CREDITS (100); the cheapest package adds 48 for ¥35. */
const balanceAfterPurchase = 148;

/** Buys the ¥35 package with `payMethod` and returns the code URL the order's page shows as a QR code. */
async function startPurchase(page: Page, payMethod: 'WeChat Pay' | 'Alipay'): Promise<string> {
  await signInByEmail(page, uniqueEmail('china-buyer'), '/pricing');
  await choosePayMethod(page, payMethod);
  await page.getByTestId('buy-credits').first().click();
  await expect(page).toHaveURL(/\/my\/orders\//);
  const qr = page.getByTestId('payment-qr');
  await expect(qr).toBeVisible();
  await expect(qr.locator('canvas')).toBeVisible();
  await expect(qr).toContainText('¥35');
  return (await qr.getAttribute('data-code-url')) ?? '';
}

/** The buyer's phone: the provider's app opens the scanned code and the buyer confirms the payment. */
async function payOnPhone(page: Page, scannedUrl: string) {
  const phone = await page.context().newPage();
  await phone.goto(scannedUrl);
  await phone.getByRole('button', { name: /Pay ¥35\.00/ }).click();
  await expect(phone.getByTestId('paid')).toBeVisible();
  await phone.close();
}

test('WeChat Pay: the Native QR code is scanned and paid, the page shows the credits by itself', async ({
  page,
}) => {
  const codeUrl = await startPurchase(page, 'WeChat Pay');
  expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  await page.screenshot({ path: 'test-results/screenshots/wechat-pay-qr.png', fullPage: true });
  await expect(page.getByTestId('order-paid')).toBeHidden();

  await payOnPhone(page, `${wechatPayApiUrl}/double/scan?pr=${new URL(codeUrl).searchParams.get('pr')}`);

  const paid = page.getByTestId('order-paid');
  await expect(paid).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('balance')).toHaveText(`Your credit balance: ${balanceAfterPurchase}`);
  await page.screenshot({ path: 'test-results/screenshots/wechat-pay-paid.png', fullPage: true });
});

test('Alipay: the precreate QR code is scanned and paid, the page shows the credits by itself', async ({
  page,
}) => {
  const codeUrl = await startPurchase(page, 'Alipay');
  await page.screenshot({ path: 'test-results/screenshots/alipay-qr.png', fullPage: true });

  await payOnPhone(page, codeUrl);

  const paid = page.getByTestId('order-paid');
  await expect(paid).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('balance')).toHaveText(`Your credit balance: ${balanceAfterPurchase}`);
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test("Alipay: the phone goes to Alipay's mobile cashier (wap pay) instead of a QR code, and comes back paid", async ({
    page,
  }) => {
    await signInByEmail(page, uniqueEmail('china-phone-buyer'), '/pricing');
    await choosePayMethod(page, 'Alipay');
    await page.getByTestId('buy-credits').first().click();
    await page.waitForURL((url) => url.href.startsWith(alipayGateway));
    expect(new URL(page.url()).searchParams.get('method')).toBe('alipay.trade.wap.pay');

    await page.getByRole('button', { name: /Pay ¥35\.00/ }).click();
    await expect(page).toHaveURL(/\/my\/orders\//, { timeout: 15_000 });
    await expect(page.getByTestId('order-paid')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('balance')).toHaveText(`Your credit balance: ${balanceAfterPurchase}`);
  });
});
