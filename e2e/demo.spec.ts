// A visitor without an account tries the demo: a sample translated offline, shown beside the original.
import { expect, test } from '@playwright/test';
import { asVisitor } from './support/visitor';

// Each test is its own visitor to the per-IP limit.

test('a visitor translates the DOCX sample and compares the pages side by side', async ({
  page,
}, testInfo) => {
  await asVisitor(page, 10);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/docx');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try DOCX translation');

  // The sample is the document until the visitor chooses a file of their own.
  await expect(page.getByTestId('chosen-document')).toHaveText('sample-document.docx');
  await expect(page.getByTestId('use-sample')).toHaveCount(0);
  await page.getByTestId('demo-translate').click();

  const original = page.getByTestId('original-preview');
  const translated = page.getByTestId('translated-preview');
  await expect(translated.getByRole('img').first()).toBeVisible({ timeout: 60_000 });
  await expect(original.getByRole('img').first()).toBeVisible();
  await expect(translated).toContainText('Translation (Spanish)');
  // Each page image carries the text drawn on it.
  await expect(translated.getByRole('img').first()).toHaveAttribute('alt', /documento/i);
  await expect(original.getByRole('img').first()).toHaveAttribute('alt', /Sample Document/);

  // Side by side: the translation starts level with the original, to its right.
  const [left, right] = [await original.boundingBox(), await translated.boundingBox()];
  expect(right?.x).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
  expect(right?.y).toBe(left?.y);

  const download = page.waitForEvent('download');
  await page.getByTestId('demo-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sample-document.es.docx');

  await page.screenshot({ path: testInfo.outputPath('demo-docx-1280.png'), fullPage: true });
  // A phone shows one version at a time, the translation first, and switches between them.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(translated).toBeVisible();
  await expect(original).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('demo-docx-390.png'), fullPage: true });
  await page.getByText('Original', { exact: true }).first().click();
  await expect(original).toBeVisible();
  await expect(translated).toBeHidden();
});

test('a visitor sees the Spanish text of a text format beside the English', async ({ page }) => {
  await asVisitor(page, 11);
  await page.goto('/demo?type=markdown');
  await expect(page.getByTestId('chosen-document')).toHaveText('getting-started.md');
  await page.getByTestId('demo-translate').click();
  await expect(page.getByTestId('translated-preview')).toContainText(/biblioteca|libros/, {
    timeout: 60_000,
  });
  await expect(page.getByTestId('original-preview')).toContainText('Renew your books');
});

test('a format the core cannot translate yet says so instead of showing a result', async ({ page }) => {
  await page.goto('/demo/manga');
  await expect(page.getByTestId('demo-coming-soon')).toContainText('Manga translation is coming soon');
  await page.getByRole('link', { name: 'See the formats you can try' }).click();
  await expect(page).toHaveURL(/\/demo$/);
});

test('the Spanish demo page speaks Spanish', async ({ page }) => {
  await page.goto('/es/demo/pdf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prueba la traducción de PDF');
  await expect(page.getByTestId('upload-file')).toHaveText('Subir tu propio archivo');
});

test('a visitor over the hourly demo limit is told so clearly', async ({ page }) => {
  await asVisitor(page, 12);
  await page.goto('/demo/txt');
  // playwright.config.ts sets DEMO_LIMIT_PER_HOUR to 3.
  for (let run = 1; run <= 3; run++) {
    await page.getByTestId('demo-translate').click();
    await expect(page.getByTestId('translated-preview')).toContainText('biblioteca', { timeout: 60_000 });
  }
  await page.getByTestId('demo-translate').click();
  const error = page.getByTestId('demo-error');
  await expect(error).toContainText("You have used this hour's demo translations");
  await expect(error.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('translated-preview')).toHaveCount(0);
});

test('a visitor who uploads a broken file gets the same clear error as a job', async ({ page }) => {
  await asVisitor(page, 13);
  await page.goto('/demo/docx');
  await page.locator('input[type=file]').setInputFiles({
    name: 'report.docx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('just words'),
  });
  await expect(page.getByTestId('chosen-document')).toHaveText('report.docx');
  await page.getByTestId('demo-translate').click();
  await expect(page.getByTestId('demo-error')).toContainText('This file is not a valid DOCX file');
  // Back to the sample, which the button offers once a file of one's own is chosen.
  await page.getByTestId('use-sample').click();
  await expect(page.getByTestId('chosen-document')).toHaveText('sample-document.docx');
  await expect(page.getByTestId('use-sample')).toHaveCount(0);
});
