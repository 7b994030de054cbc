// A signed-in user keeps a glossary: creates it with two terms (one kept as is), translates a document
// with it and finds the terms honoured, edits a term, finds the edit still there after a reload, and
// deletes the glossary.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/sign-in';

async function openGlossaries(page: Page) {
  await page.getByTestId('manage-glossaries').click();
  const drawer = page.getByTestId('glossary-drawer');
  await expect(drawer.getByTestId('glossary-list')).toBeVisible();
  return drawer;
}

test('a signed-in user creates, picks, edits and deletes a glossary', async ({ page }) => {
  const name = `Product names ${Date.now()}`;
  await signInByEmail(page, uniqueEmail('glossary'), '/translate');

  let drawer = await openGlossaries(page);
  await drawer.getByTestId('new-glossary').click();
  await drawer.getByLabel('Name', { exact: true }).fill(name);
  await drawer.getByLabel('Source term 1').fill('house');
  await drawer.getByLabel('Translation 1').fill('vivienda');
  await drawer.getByTestId('add-term').click();
  await drawer.getByLabel('Source term 2').fill('Verso');
  await drawer.getByLabel('Keep as is, term 2').click();
  await expect(drawer.getByLabel('Translation 2')).toHaveValue('Verso');
  await expect(drawer.getByLabel('Translation 2')).toBeDisabled();
  await drawer.getByTestId('save-glossary').click();

  const item = drawer.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('2 terms');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByTestId('glossary-select').click();
  // antd keeps its role="option" elements for screen readers only; the visible items are these.
  await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  await expect(page.getByTestId('glossary-select')).toContainText(name);

  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'terms.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Verso keeps the house small.\n'),
    });
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const translated = await readFile(await (await downloading).path(), 'utf8');
  expect(translated).toContain('vivienda');
  expect(translated).toMatch(/^Verso /);
  // The job's page, where /translate leads: its details name the engine.
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByTestId('job-details')).toContainText('apertium');
  await page.goto('/translate');

  drawer = await openGlossaries(page);
  await drawer.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(drawer.getByLabel('Translation 1')).toHaveValue('vivienda');
  await drawer.getByLabel('Translation 1').fill('hogar');
  await drawer.getByTestId('save-glossary').click();
  await expect(drawer.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  await page.reload();
  drawer = await openGlossaries(page);
  await drawer.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(drawer.getByLabel('Translation 1')).toHaveValue('hogar');
  await expect(drawer.getByLabel('Source term 2')).toHaveValue('Verso');
  await expect(drawer.getByLabel('Keep as is, term 2')).toBeChecked();

  await drawer.getByRole('button', { name: 'Back to glossaries' }).click();
  await drawer.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(drawer.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await expect(drawer.getByText('You have no glossaries yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('glossary-select')).toContainText('No glossary');
});
