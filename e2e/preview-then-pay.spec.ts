// Preview, then pay: a PDF's free preview is its first three pages, translated and shown beside the
// original on the job's page with the whole document's price; "Translate the whole document" pays and
// continues the same job, whose download then holds every page in Spanish. A document the balance cannot pay gets its
// preview (text side by side) and the credit packages right there.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pagesRenderedByPoppler, popplerPageText } from '@verso/core/formats/pdf/testing/poppler';
import { corpusFile } from '@verso/core/testing/corpus';
import { signInByEmail, uniqueEmail } from './support/sign-in';

async function choose(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType, buffer });
  await expect(page.getByTestId('job-quote')).toContainText(/\d+ words/, { timeout: 60_000 });
}

async function downloaded(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  return readFile(await (await downloading).path());
}

test('a PDF is previewed free (3 pages side by side), then paid for and translated whole', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signInByEmail(page, uniqueEmail('previewer'), '/translate');
  await choose(page, 'example.pdf', 'application/pdf', await readFile(corpusFile('pdf/argos-example.pdf')));
  await page.getByTestId('preview-button').click();
  // The preview runs on the job's own page, as every document job does.
  await page.waitForURL(/\/my\/jobs\//, { timeout: 60_000 });

  const progress = page.getByTestId('job-progress');
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 240_000 });
  await expect(page.getByTestId('preview-tag')).toBeVisible();
  await expect(page.getByTestId('preview-translation')).toBeVisible();
  await expect(page.getByTestId('preview-pagination')).toContainText('3');
  await expect(page.getByTestId('whole-price')).toContainText('first 3 pages');
  await expect(page.getByTestId('whole-price')).toContainText(/Whole document: \d+ credits/);
  await page.screenshot({ path: test.info().outputPath('pdf-preview.png'), fullPage: true });
  const preview = await downloaded(page);
  expect(pagesRenderedByPoppler(preview)).toBe(3);
  expect(popplerPageText(preview, 1)).toMatch(/Ejemplo|ejemplo/);

  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('preview-tag')).toHaveCount(0, { timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 300_000 });
  const whole = await downloaded(page);
  expect(pagesRenderedByPoppler(whole)).toBe(6);
  // Page 5, well past the preview, is in Spanish too.
  expect(popplerPageText(whole, 5)).toMatch(/ejemplo|muestra/);
});

test('a document the balance cannot pay is previewed side by side, with the credit packages offered', async ({
  page,
}) => {
  test.setTimeout(400_000);
  // 120,000 words: 120 credits with the offline engine, more than a new account's 100.
  const sentence = 'The house is small and the dog eats bread in the kitchen every day. ';
  const long = Array.from({ length: 600 }, () => sentence.repeat(15)).join('\n\n');
  await signInByEmail(page, uniqueEmail('short-of-credits'), '/translate');
  await choose(page, 'long.txt', 'text/plain', Buffer.from(long));
  await page.getByTestId('preview-button').click();
  await page.waitForURL(/\/my\/jobs\//, { timeout: 60_000 });

  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 120_000,
  });
  await expect(page.getByTestId('text-preview-original')).toContainText('The house is small');
  await expect(page.getByTestId('text-preview-translation')).toContainText('La casa es pequeña');
  await expect(page.getByTestId('whole-price')).toContainText('You need');
  await expect(page.getByTestId('pay-button')).toBeDisabled();
  await expect(page.getByTestId('credit-package').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('short-balance.png'), fullPage: true });
});
