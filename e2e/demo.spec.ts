// A visitor without an account tries the demo: a sample translated offline, shown beside the original.
import { expect, test } from '@playwright/test';
import { tesseractTsv } from '@verso/core/formats/ocr/tesseract';
import { ocrLines } from '@verso/core/formats/ocr/tesseract-tsv';
import { readPackage } from '@verso/core/formats/office-package/index';
import { asVisitor } from './support/visitor';

/** The words Tesseract reads in Spanish on a picture. */
const spanishOn = async (picture: Buffer) =>
  ocrLines(await tesseractTsv(picture, 'spa'))
    .flatMap((line) => line.words.map((word) => word.text))
    .join(' ');

/** The file the demo's download link holds (a data URL). */
async function downloaded(page: import('@playwright/test').Page) {
  const href = (await page.getByTestId('demo-download').getAttribute('href')) ?? '';
  return Buffer.from(href.slice(href.indexOf(',') + 1), 'base64');
}

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

test('a visitor translates the Image sample: the picture comes back with its lettering in Spanish', async ({
  page,
}, testInfo) => {
  await asVisitor(page, 10);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/image');
  await expect(page.getByTestId('chosen-document')).toHaveText('library-poster.png');
  await page.getByTestId('demo-translate').click();

  // Each side's picture is described by the lettering on it.
  const translated = page.getByTestId('translated-preview').getByRole('img');
  await expect(translated).toHaveAttribute('alt', /biblioteca/i, { timeout: 60_000 });
  await expect(page.getByTestId('original-preview').getByRole('img')).toHaveAttribute(
    'alt',
    /library is open/,
  );
  await page.screenshot({ path: testInfo.outputPath('demo-image-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('demo-image-390.png'), fullPage: true });

  // The picture itself reads in Spanish, and no longer in English.
  expect(await page.getByTestId('demo-download').getAttribute('download')).toBe('library-poster.es.png');
  const read = await spanishOn(await downloaded(page));
  expect(read).toMatch(/biblioteca/i);
  expect(read).not.toMatch(/library/i);
});

test('a visitor translates the Manga sample: both pages of the comic archive, side by side', async ({
  page,
}, testInfo) => {
  await asVisitor(page, 10);
  await page.goto('/demo/manga');
  await expect(page.getByTestId('chosen-document')).toHaveText('library-comic.cbz');
  await page.getByTestId('demo-translate').click();

  const translated = page.getByTestId('translated-preview').getByRole('img');
  await expect(translated).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('original-preview').getByRole('img')).toHaveCount(2);
  await expect(translated.first()).toHaveAttribute('alt', /biblioteca/i);
  await page.screenshot({ path: testInfo.outputPath('demo-manga.png'), fullPage: true });

  // The download is the archive again: its pages under their names, each in Spanish.
  const { entries } = await readPackage(await downloaded(page), 'CBZ');
  expect(entries.map((entry) => entry.name)).toEqual(['ComicInfo.xml', 'page-1.jpg', 'page-2.jpg']);
  expect(await spanishOn(entries[1]?.data ?? Buffer.alloc(0))).toMatch(/biblioteca/i);
  expect(await spanishOn(entries[2]?.data ?? Buffer.alloc(0))).toMatch(/libros/i);
});

test('a visitor translates the Audio sample: its subtitles heard in English, beside them in Spanish', async ({
  page,
}, testInfo) => {
  await asVisitor(page, 14);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/audio');
  await expect(page.getByTestId('chosen-document')).toHaveText('library-welcome.mp3');
  await page.getByTestId('demo-translate').click();

  // Both sides are the SRT text: the same timings, the words heard and their translation.
  const translated = page.getByTestId('translated-preview');
  await expect(translated).toContainText(/biblioteca/, { timeout: 60_000 });
  await expect(translated).toContainText(/niños/);
  await expect(translated).toContainText(/00:00:00,\d{3} --> /);
  await expect(page.getByTestId('original-preview')).toContainText('Welcome to the public library');
  expect(await page.getByTestId('demo-download').getAttribute('download')).toBe('library-welcome.es.srt');
  expect((await downloaded(page)).toString('utf8')).toMatch(/biblioteca/);
  await page.screenshot({ path: testInfo.outputPath('demo-audio-1280.png'), fullPage: true });
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
