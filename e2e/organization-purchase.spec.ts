// An organisation's wallet, bought for and spent from: its owner buys a package for the organisation
// through Stripe Checkout (the credits go to its wallet, not the owner's), and a member then pays a
// document from it; the owner sees the balance fall and the member's spending.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { brands } from '@verso/brands';
import { variantSites } from './support/environment';
import { waitForMail, waitForSignInLink } from './support/mailbox';
import { waitForPricingPage } from './support/pricing-page';
import { requestSignInLink, signInByEmail, uniqueEmail } from './support/sign-in';
import { buyFirstPackage } from './support/stripe-checkout';

const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(300_000);

const site = variantSites['verso-best'];
const [firstPackage] = brands['verso-best'].creditPackages;
const invitationLinkPattern = /https?:\/\/\S+\/organization\/home\?invitation=\S+/;

async function formOrganization(owner: Page, memberEmail: string, browserPage: () => Promise<Page>) {
  await owner.getByLabel('Organisation name').fill(`Wallet Works ${Date.now()}`);
  await owner.getByRole('button', { name: 'Create organisation' }).click();
  await expect(owner.getByText('Your role: Owner')).toBeVisible();
  await owner.getByLabel('E-mail address').fill(memberEmail);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  const mail = await waitForMail(memberEmail, '/organization/home?invitation=');
  const link = mail.text.match(invitationLinkPattern)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);

  const member = await browserPage();
  await member.goto(link);
  await requestSignInLink(member, memberEmail);
  await member.goto(await waitForSignInLink(memberEmail));
  await member
    .getByRole('listitem')
    .filter({ hasText: 'as Member' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(member.getByText('Your role: Member')).toBeVisible();
  return member;
}

test("an owner buys credits for the organisation, and a member's document is paid from them", async ({
  browser,
}, testInfo) => {
  if (!firstPackage) throw new Error('verso-best sells no packages');
  const memberEmail = uniqueEmail('wallet-member');
  const owner = await (await browser.newContext()).newPage();
  await signInByEmail(owner, uniqueEmail('wallet-owner'), '/organization/home', site);
  const member = await formOrganization(owner, memberEmail, async () =>
    (await browser.newContext()).newPage(),
  );

  // A member is not offered to buy for the organisation; its owner is.
  await member.goto(`${site}/pricing`);
  await waitForPricingPage(member);
  await expect(member.getByTestId('buy-for-choice')).toHaveCount(0);
  await owner.goto(`${site}/pricing`);
  await waitForPricingPage(owner);
  await owner.getByTestId('buy-for-choice').getByLabel('My organisation').check();
  await owner.screenshot({ path: testInfo.outputPath('pricing-buy-for-1280.png'), fullPage: true });
  await buyFirstPackage(owner, site, undefined, 'card');
  await expect(owner.getByTestId('order-paid')).toContainText(`Credits added: ${firstPackage.credits}`, {
    timeout: 60_000,
  });
  await expect(owner.getByTestId('balance')).toHaveText(
    `The organisation's credit balance: ${firstPackage.credits.toLocaleString('en')}`,
  );

  // The member pays a document with the organisation's credits.
  await member.goto(`${site}/translate`);
  await member
    .getByTestId('wallet-choice')
    .getByLabel(/My organisation's credits/)
    .check();
  await member
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'memo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The house is small.\n'),
    });
  await member.getByTestId('start-button').click();
  await expect(member.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 60_000,
  });

  await owner.goto(`${site}/organization/home`);
  const balance = Number(
    (
      await owner.getByTestId('organization-wallet-balance').locator('.ant-statistic-content').textContent()
    )?.replace(/\D/g, ''),
  );
  expect(balance).toBeLessThan(firstPackage.credits);
  await expect(owner.getByTestId('organization-usage')).toContainText(memberEmail);
});
