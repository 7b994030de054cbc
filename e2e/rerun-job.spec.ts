// A finished job translated again from its page: the dialog starts from the job's own settings (its
// formality too, which a rerun used to drop), the new price is shown, and Start opens the new job, which
// keeps the settings left alone and takes the one changed (French instead of Spanish).
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/sign-in';

const story = ['The house is small.', 'The garden is green.', 'My friend reads a book.'].join('\n');

/** An antd Select: opened, narrowed by typing where it searches (its list is virtual), the entry clicked. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click();
  await expect(select).toContainText(text);
}

async function downloadedText(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  return readFile(await (await downloading).path(), 'utf8');
}

test('a rerun starts from the job’s settings, formality included, and changes only what the user changes', async ({
  page,
}) => {
  await signInByEmail(page, uniqueEmail('rerun'), '/translate');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'story.txt', mimeType: 'text/plain', buffer: Buffer.from(story) });
  await choose(page, page.getByTestId('formality'), 'More formal');
  await expect(page.getByTestId('job-quote')).toContainText('13 words · 1 credit', { timeout: 60_000 });
  await page.getByTestId('start-button').click();

  await expect(page).toHaveURL(/\/my\/jobs\/[\w-]+$/);
  const firstJob = page.url();
  const summary = page.getByTestId('job-summary');
  await expect(summary).toContainText('FormalityMore formal');
  // The engine as the form named it, not its stored id.
  await expect(summary).toContainText(/Engine(Basic · )?Apertium/);
  await expect(page.getByTestId('job-status')).toHaveText('Completed', { timeout: 60_000 });
  expect(await downloadedText(page)).toContain('casa');

  await page.getByTestId('rerun-job').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('formality')).toContainText('More formal');
  await expect(dialog.getByTestId('target-language')).toContainText('Spanish');
  await choose(page, dialog.getByTestId('target-language'), 'French');
  await expect(dialog.getByTestId('job-quote')).toContainText('13 words · 1 credit', { timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath('rerun-dialog.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('rerun-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Start' }).click();

  await expect(page).not.toHaveURL(firstJob);
  await expect(page).toHaveURL(/\/my\/jobs\/[\w-]+$/);
  await expect(summary).toContainText('English → French');
  await expect(summary).toContainText('FormalityMore formal');
  await expect(page.getByTestId('job-status')).toHaveText('Completed', { timeout: 60_000 });
  expect(await downloadedText(page)).toContain('maison');
});
