// Visitors read the prices and write to the business team; their messages reach the support inbox.

import { expect, type Page, test } from '@playwright/test';
import { brands } from '@verso/brands';
import { publicAddressSite, variantSites } from './support/environment';
import { mailsTo, waitForMail } from './support/mailbox';

/** Sends the empty form until it answers with its own messages: then React runs it, and typing is kept. */
async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(async () => {
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByText('Please enter your name.')).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

const support = brands['verso-best'].support.email;

test('pricing shows the document variant’s three packages, with the credits before the bonus struck through', async ({
  page,
}) => {
  await page.goto('/pricing');
  const packages = page.getByTestId('credit-package');
  await expect(packages).toHaveCount(3);
  await expect(packages.nth(0)).toContainText('$10');
  await expect(packages.nth(0)).toContainText('40 credits');
  await expect(packages.nth(1)).toContainText('$700');
  await expect(packages.nth(1)).toContainText('3,080 credits');
  await expect(packages.nth(1).getByTestId('original-credits')).toHaveText('2,800');
  await expect(page.getByTestId('credit-rates')).toContainText('per 1,000 words');
  await expect(page.getByTestId('pay-methods')).toHaveText('Credit or debit card');
});

test('a visitor who buys credits is sent to sign in first', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByTestId('buy-credits').first().click();
  await expect(page).toHaveURL(/\/signin\?/);
});

test('o-translator prices its six packages in dollars and offers cards, Alipay and WeChat Pay', async ({
  page,
}) => {
  await page.goto(`${variantSites['o-translator']}/pricing`);
  const packages = page.getByTestId('credit-package');
  await expect(packages).toHaveCount(6);
  await expect(packages.nth(5)).toContainText('$6,000');
  await expect(packages.nth(5)).toContainText('86,400 credits');
  await expect(packages.nth(5).getByTestId('original-credits')).toHaveText('48,000');
  await expect(page.getByTestId('pay-methods')).toContainText('Alipay');
  await expect(page.getByTestId('pay-methods')).toContainText('WeChat Pay');
});

test('shangyi-translator prices its six packages in yuan, exactly as SPEC §9, and offers WeChat Pay and Alipay', async ({
  page,
}) => {
  await page.goto(`${variantSites['shangyi-translator']}/zh/pricing`);
  const packages = page.getByTestId('credit-package');
  // SPEC §9, Chinese variant: price in CNY / credits, no bonus.
  const table = [
    ['¥35', '48'],
    ['¥105', '168'],
    ['¥420', '720'],
    ['¥3,500', '6,400'],
    ['¥10,500', '20,400'],
    ['¥42,000', '86,400'],
  ];
  await expect(packages).toHaveCount(table.length);
  for (const [index, [price, credits]] of table.entries()) {
    await expect(packages.nth(index)).toContainText(price ?? '');
    await expect(packages.nth(index)).toContainText(`${credits} 积分`);
  }
  await expect(page.getByTestId('original-credits')).toHaveCount(0);
  for (const text of await packages.allTextContents()) expect(text).not.toContain('$');
  await expect(page.getByTestId('pay-methods').locator('li')).toHaveText(['微信支付', '支付宝']);
});

test('a site without payment settings says so on its pricing page, and buying tells the user plainly', async ({
  page,
}) => {
  // The site at the public address (verso-best) runs without STRIPE_* settings.
  const site = `http://127.0.0.1:${publicAddressSite.port}`;
  await page.goto(`${site}/pricing`);
  await expect(page.getByTestId('payment-unavailable')).toContainText(
    'Payment is not available on this site yet.',
  );
  await expect(page.getByTestId('payment-unavailable')).toContainText('Please contact the site');
  await expect(page.getByTestId('pay-method-choice')).toHaveCount(0);
});

test('a site with Stripe offers its pay methods to choose from, and no notice', async ({ page }) => {
  await page.goto(`${variantSites['o-translator']}/pricing`);
  await expect(page.getByTestId('payment-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('pay-method-choice').getByRole('radio')).toHaveCount(4);
  // The document variant takes cards only: nothing to choose.
  await page.goto('/pricing');
  await expect(page.getByTestId('payment-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('pay-method-choice')).toHaveCount(0);
});

test('a business enquiry is confirmed and mailed to the variant’s support address', async ({ page }) => {
  const site = variantSites['o-translator'];
  const oSupport = brands['o-translator'].support.email;
  const marker = `Catalogue ${Date.now()}`;
  await openForm(page, `${site}/contact-business`);
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Work e-mail').fill('grace@example.test');
  await page.getByLabel('Company or organisation').fill('Compiler Works');
  await page.getByLabel('How can we help?').fill(`${marker}: we translate 400 product sheets a month.`);
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByTestId('inquiry-sent')).toContainText('your message has been sent');

  const mail = await waitForMail(oSupport, marker);
  expect(mail.subject).toBe('Business enquiry from Compiler Works (O.Translator)');
  expect(mail.text).toContain('Name: Grace Hopper');
  expect(mail.text).toContain('E-mail: grace@example.test');
  expect(mail.text).toContain('we translate 400 product sheets a month');
});

test('an enterprise enquiry is confirmed and mailed to support with a reply-to the sender', async ({
  page,
}) => {
  const marker = `Pilot ${Date.now()}`;
  await openForm(page, '/enterprise');
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Work e-mail').fill('ada@example.test');
  await page.getByLabel('Company or organisation').fill('Analytical Engines');
  await page.getByLabel('Team size').click();
  await page.getByTitle('51-200 people').click();
  await page.getByLabel('How can we help?').fill(`${marker}: we would like to host it for 120 translators.`);
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByTestId('inquiry-sent')).toContainText('your message has been sent');

  const mail = await waitForMail(support, marker);
  expect(mail.subject).toBe('Enterprise enquiry from Analytical Engines (Verso)');
  expect(mail.text).toContain('Team size: 51-200');
  expect(mail.text).toContain('E-mail: ada@example.test');
});

test('a form a bot filled in, honeypot included, is thanked but never mailed', async ({ page }) => {
  const marker = `Bot ${Date.now()}`;
  await openForm(page, '/contact-business');
  await page.getByLabel('Your name').fill('Spam Bot');
  await page.getByLabel('Work e-mail').fill('bot@example.test');
  await page.getByLabel('How can we help?').fill(`${marker}: cheap links for your website`);
  await page.locator('input[id$="website"]').fill('https://spam.example.test', { force: true });
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByTestId('inquiry-sent')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect((await mailsTo(support)).filter((mail) => mail.text.includes(marker))).toEqual([]);
});

test('the form explains what is missing before anything is sent', async ({ page }) => {
  await openForm(page, '/contact-business');
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('Work e-mail').fill('not an address');
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Please write at least a sentence (10 characters).')).toBeVisible();
});

test('the form cannot be typed into before the page’s scripts have run, so nothing typed is lost', async ({
  page,
}) => {
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/contact-business', { waitUntil: 'domcontentloaded' });
  await expect(page.getByLabel('Your name')).toBeDisabled();
  await expect(page.getByTestId('inquiry-submit')).toBeDisabled();

  releaseScripts();
  await expect(page.getByLabel('Your name')).toBeEnabled();
  await page.getByLabel('Your name').fill('Grace Hopper');
  await expect(page.getByLabel('Your name')).toHaveValue('Grace Hopper');
});
