// A signed-in user finds a document and a text translation in their history, and narrows it to one
// kind: documents, texts, or what came through the API (nothing, here).
import { expect, type Page, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/sign-in';

/** One document and one text translation, so the history has a row in each table. */
async function translateDocumentAndText(page: Page, fileName: string) {
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from('The house is small.\n') });
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await page.goto('/translateText');
  await page.getByTestId('source-text').fill('The dog eats in the garden.');
  await page.getByTestId('translate-button').click();
  await expect(page.getByTestId('target-text')).not.toBeEmpty({ timeout: 30_000 });
}

test('the history lists documents and texts, filtered by kind', async ({ page }) => {
  const fileName = `history-${Date.now()}.txt`;
  await signInByEmail(page, uniqueEmail('history'), '/translate');
  await translateDocumentAndText(page, fileName);

  await page.goto('/my/history');
  const documents = page.getByTestId('history-table');
  const texts = page.getByTestId('text-history-table');
  const documentRow = documents.getByRole('row').filter({ hasText: fileName });
  // The page first verifies the session, then loads the history.
  await expect(documentRow).toBeVisible({ timeout: 15_000 });
  const textRow = texts.getByRole('row').filter({ hasText: 'Website' });
  await expect(textRow).toHaveCount(1);
  await expect(textRow).toContainText('English →');

  const kind = page.getByTestId('history-kind');
  await kind.getByText('Texts', { exact: true }).click();
  await expect(documents).toHaveCount(0);
  await expect(textRow).toBeVisible();

  await kind.getByText('Documents', { exact: true }).click();
  await expect(texts).toHaveCount(0);
  await expect(documentRow).toBeVisible();

  await kind.getByText('API', { exact: true }).click();
  await expect(documentRow).toHaveCount(0);
  await expect(textRow).toHaveCount(0);
});

test('on a phone the history fits the screen: no sideways scrolling in either table', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fileName = `a-rather-long-file-name-for-a-phone-${Date.now()}.txt`;
  await signInByEmail(page, uniqueEmail('history-phone'), '/translate');
  await translateDocumentAndText(page, fileName);

  await page.goto('/my/history');
  const documentRow = page.getByTestId('history-table').getByRole('row').filter({ hasText: 'English' });
  await expect(documentRow).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByTestId('text-history-table').getByRole('row').filter({ hasText: 'English' }),
  ).toBeVisible();
  // The row still offers what a user comes for: the file, its languages, its status, download and delete.
  await expect(documentRow.getByTestId('download-button')).toBeVisible();
  await expect(documentRow.getByTestId('delete-button')).toBeVisible();
  await expect(documentRow).toContainText('Spanish');
  await page.screenshot({ path: test.info().outputPath('history-phone.png'), fullPage: true });

  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body')).map(
      (element) => element.scrollWidth - element.clientWidth,
    ),
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  for (const tableOverflow of overflow.tables) expect(tableOverflow).toBeLessThanOrEqual(1);
});

test('a text typed in several pauses is one translation in the history, holding the whole text', async ({
  page,
}) => {
  await signInByEmail(page, uniqueEmail('history-typing'), '/translateText');
  // Signing in lands here and the page then reads the new session: typing starts once that has settled,
  // so no keystroke goes to a page about to be drawn again.
  await page.waitForLoadState('networkidle');
  const source = page.getByTestId('source-text');
  const result = page.getByTestId('target-text');
  // Each sentence is translated as typing pauses after it: three translations of one growing text.
  await source.pressSequentially('The house is small.', { delay: 30 });
  await expect(source).toHaveValue('The house is small.');
  await expect(result).toHaveValue('La casa es pequeña.', { timeout: 30_000 });
  await source.pressSequentially(' The dog eats in the garden.', { delay: 30 });
  await expect(result).toHaveValue('La casa es pequeña. El perro come en el jardín.');
  await source.pressSequentially(' The cat sleeps.', { delay: 30 });
  await expect(result).toHaveValue(/jardín\. \S+/);

  await page.goto('/my/history');
  const textRows = page.getByTestId('text-history-table').getByRole('row').filter({ hasText: 'Website' });
  await expect(textRows).toHaveCount(1, { timeout: 15_000 });
  // The row counts the whole text's 13 words, not the first sentence's 4.
  await expect(textRows.getByRole('cell', { name: '13', exact: true })).toBeVisible();
});
