// Two colleagues form an organisation: A creates it and invites B by e-mail; B, signed out, opens the
// link from the invitation e-mail, signs in with that address and accepts; A then sees B as a member and
// makes B an admin, which B sees too.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { undeliverableDomain } from './support/environment';
import { waitForMail, waitForSignInLink } from './support/mailbox';
import { requestSignInLink, signInByEmail, uniqueEmail } from './support/sign-in';

// Two browsers and several round trips each: generous waits, so a busy machine does not fail the story.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(240_000);

const invitationLinkPattern = /https?:\/\/\S+\/organization\/home\?invitation=\S+/;
/** SPEC §9: confirmation dialogs (antd's confirm, warning…) are 416 px wide. */
const confirmWidth = 416;

const members = (page: Page) => page.getByTestId('organization-members');
const memberRow = (page: Page, email: string) =>
  members(page).getByRole('listitem').filter({ hasText: email });

test('an owner invites a colleague by e-mail, who joins from the link and is then made an admin', async ({
  browser,
}, testInfo) => {
  const organization = `Lovelace Translations ${Date.now()}`;
  const ownerEmail = uniqueEmail('owner');
  const colleagueEmail = uniqueEmail('colleague');

  const owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInByEmail(owner, ownerEmail, '/organization/home');
  await expect(owner.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
  await owner.getByLabel('Organisation name').fill(organization);
  await owner.getByRole('button', { name: 'Create organisation' }).click();
  await expect(owner.getByTestId('organization-name')).toHaveText(organization);
  await expect(owner.getByText('Your role: Owner')).toBeVisible();

  await owner.getByLabel('E-mail address').fill(colleagueEmail);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${colleagueEmail}`)).toBeVisible();
  await expect(owner.getByTestId('pending-invitations')).toContainText(colleagueEmail);

  const mail = await waitForMail(colleagueEmail, '/organization/home?invitation=');
  expect(mail.subject).toContain(organization);
  const link = mail.text.match(invitationLinkPattern)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);

  const colleague = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/signin\?/);
  await requestSignInLink(colleague, colleagueEmail);
  await colleague.goto(await waitForSignInLink(colleagueEmail));
  await expect(colleague).toHaveURL(/\/organization\/home\?invitation=/);
  const invitation = colleague.getByRole('listitem').filter({ hasText: `join ${organization} as Member` });
  await expect(invitation).toBeVisible();
  await colleague.screenshot({
    path: testInfo.outputPath('organization-invitation-390.png'),
    fullPage: true,
  });
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(colleague.getByTestId('organization-name')).toHaveText(organization);
  await expect(colleague.getByText('Your role: Member')).toBeVisible();
  // A member manages no one: no invite form, no role pickers, no remove buttons.
  await expect(colleague.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(members(colleague).getByRole('button', { name: 'Remove' })).toHaveCount(0);

  await owner.reload();
  await expect(memberRow(owner, colleagueEmail)).toBeVisible();
  await expect(owner.getByTestId('pending-invitations')).toHaveCount(0);
  await owner.getByLabel(/^Role of colleague/).click();
  await owner.locator('.ant-select-item-option').filter({ hasText: 'Admin' }).click();
  await expect(memberRow(owner, colleagueEmail)).toContainText('Admin');
  await owner.screenshot({ path: testInfo.outputPath('organization-owner-1280.png'), fullPage: true });

  await colleague.reload();
  await expect(colleague.getByText('Your role: Admin')).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await colleague.screenshot({ path: testInfo.outputPath('organization-admin-390.png'), fullPage: true });

  // Handing over ownership asks first, in a confirmation dialog of SPEC §9's width; cancelled, nothing changes.
  await owner.getByLabel(/^Role of colleague/).click();
  await owner.locator('.ant-select-item-option').filter({ hasText: 'Owner' }).click();
  const confirm = owner.getByRole('dialog').filter({ hasText: 'the owner? You will become an admin.' });
  await expect(confirm).toBeVisible();
  await expect.poll(async () => (await confirm.boundingBox())?.width).toBe(confirmWidth);
  await owner.screenshot({ path: 'test-results/screenshots/organization-owner-confirm-1280.png' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(memberRow(owner, colleagueEmail)).toContainText('Admin');
});

test('when the invitation e-mail cannot be sent, a warning dialog gives the link to pass on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByEmail(page, uniqueEmail('owner'), '/organization/home');
  await page.getByLabel('Organisation name').fill(`Unmailed ${Date.now()}`);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByText('Your role: Owner')).toBeVisible();

  const colleague = `colleague.${Date.now()}@${undeliverableDomain}`;
  await page.getByLabel('E-mail address').fill(colleague);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: `The invitation for ${colleague} is saved` });
  await expect(warning).toContainText(invitationLinkPattern);
  await expect.poll(async () => (await warning.boundingBox())?.width).toBe(confirmWidth);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByTestId('pending-invitations')).toContainText(colleague);
});
