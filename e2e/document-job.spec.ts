// A signed-in user sees a text file's price, translates it, downloads the result, finds it in their history and
// deletes it; asks for bilingual subtitles; translates a password-protected PDF and a picture (priced by its
// page); previews a PDF's pages, through the API and side by side on the page; is offered to translate a
// German document from German.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { drawSamplePage } from '@verso/core/formats/image/fixtures/draw-samples';
import { tesseractTsv } from '@verso/core/formats/ocr/tesseract';
import { ocrLines } from '@verso/core/formats/ocr/tesseract-tsv';
import {
  pagesRenderedByPoppler,
  popplerPageText,
  popplerText,
} from '@verso/core/formats/pdf/testing/poppler';
import { corpusFile } from '@verso/core/testing/corpus';
import { signInByEmail, uniqueEmail } from './support/sign-in';

const story = ['The house is small.', 'The garden is green.', 'My friend reads a book.'].join('\n');

test('a signed-in user translates a .txt file, downloads it, sees it in history and deletes it', async ({
  page,
}) => {
  const fileName = `story-${Date.now()}.txt`;
  await signInByEmail(page, uniqueEmail('translator'), '/translate');

  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(story) });
  await expect(page.getByText(fileName)).toBeVisible();
  // The price before anything is charged: 13 words at the offline engine's rate.
  await expect(page.getByTestId('job-quote')).toContainText('13 words · 1 credit');
  // The tier says which engine it is; Advanced and Thinking, routed to the same engine here, are not offered.
  const engine = page.getByTestId('engine-select');
  await expect(engine).toContainText('Apertium');
  await engine.click();
  // antd draws the visible entries as .ant-select-item-option (its role="option" list is for screen readers).
  const choices = page.locator('.ant-select-dropdown .ant-select-item-option');
  await expect(choices.filter({ hasText: 'Basic · Apertium' })).toBeVisible();
  await expect(choices.filter({ hasText: /^(Advanced|Thinking)/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('engine-tiers.png') });
  await page.keyboard.press('Escape');
  await page.getByTestId('start-button').click();

  const progress = page.getByTestId('job-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const download = await downloading;
  expect(await readFile(await download.path(), 'utf8')).toContain('casa');

  await page.goto('/my/history');
  const row = page.getByTestId('history-table').getByRole('row').filter({ hasText: fileName });
  // The page first verifies the session, then loads the history.
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a German document chosen "from English" offers to translate it from German instead', async ({
  page,
}) => {
  await signInByEmail(page, uniqueEmail('german-document'), '/translate');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'brief.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Das Haus steht am Ende der Straße und hat einen großen Garten.\n'),
    });
  const hint = page.getByTestId('source-language-hint');
  // The quote reads the document's text and finds its language.
  await expect(hint).toContainText('This document looks German. Translate from German instead?', {
    timeout: 15_000,
  });
  await hint.getByTestId('switch-source-language').click();
  await expect(page.getByTestId('source-language')).toContainText('German');
  await expect(hint).toHaveCount(0);
});

test('a signed-in user asks for bilingual subtitles and gets each cue in both languages', async ({
  page,
}) => {
  const subtitles = [
    '1',
    '00:00:01,000 --> 00:00:03,000',
    'The house is small.',
    '',
    '2',
    '00:00:04,000 --> 00:00:06,000',
    'I have a red car.',
    '',
  ].join('\n');
  await signInByEmail(page, uniqueEmail('subtitler'), '/translate');
  await expect(page.getByTestId('option-bilingual')).toHaveCount(0);
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'film.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(subtitles) });
  await page.getByTestId('option-bilingual').click();
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('film.es.srt');
  const translated = await readFile(await download.path(), 'utf8');
  expect(translated).toContain('00:00:01,000 --> 00:00:03,000\nThe house is small.\nLa casa es pequeña.\n');
  expect(translated).toContain('I have a red car.\nTengo un coche rojo.\n');
});

test('a signed-in user translates a password-protected PDF after giving its password', async ({ page }) => {
  const pdf = await readFile(corpusFile('pdf/argos-password-samplefiles.pdf'));
  await signInByEmail(page, uniqueEmail('pdf-reader'), '/translate');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('job-quote')).toContainText('protected by a password');
  await page.getByTestId('option-password').fill('samplefiles');
  await expect(page.getByTestId('job-quote')).toContainText(/\d+ words/);
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('brochure.es.pdf');
  const text = popplerText(await readFile(await download.path()), 'samplefiles');
  expect(text).toContain('de la muestra');
});

test('a signed-in user asks for a bilingual PDF as alternating pages and gets original, then translation', async ({
  page,
}) => {
  const pdf = await readFile(corpusFile('pdf/argos-example.pdf'));
  await signInByEmail(page, uniqueEmail('pdf-pages'), '/translate');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'example.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('job-quote')).toContainText(/\d+ words/);
  // The help says what a PDF's bilingual edition is; the page layout is offered once it is asked for.
  await expect(page.getByText('PDF: original and translated pages side by side')).toBeVisible();
  await expect(page.getByText('Subtitles: each cue')).toHaveCount(0);
  await expect(page.getByTestId('option-bilingualPages')).toHaveCount(0);
  await page.getByTestId('option-bilingual').click();
  await expect(page.getByTestId('option-bilingual')).toHaveAttribute('aria-checked', 'true');
  // On a loaded machine a click on an entry of a list still opening can be lost: choose until it shows.
  await expect(async () => {
    await page.getByTestId('option-bilingualPages').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: 'Alternating pages' })
      .click({ timeout: 2_000 });
    await expect(page.getByTestId('option-bilingualPages')).toContainText('Alternating pages', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const output = await readFile(await (await downloading).path());
  expect(pagesRenderedByPoppler(output)).toBe(2 * pagesRenderedByPoppler(pdf));
  expect(popplerPageText(output, 1)).toContain('for Developers');
  expect(popplerPageText(output, 2)).toMatch(/Ejemplo/i);
});

test('a signed-in user sees a picture priced by its page, and gets it back with Spanish in its bubbles', async ({
  page,
}, testInfo) => {
  const { png } = await drawSamplePage('flat');
  await signInByEmail(page, uniqueEmail('picture'), '/translate');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: png });
  // Priced before anything is read: one page, one credit with the offline engine.
  await expect(page.getByTestId('job-quote')).toContainText('1 page · 1 credit');
  await page.screenshot({ path: testInfo.outputPath('picture-quote.png'), fullPage: true });
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const output = await readFile(await (await downloading).path());
  const read = ocrLines(await tesseractTsv(output, 'spa'))
    .flatMap((line) => line.words.map((word) => word.text))
    .join(' ');
  expect(read).toMatch(/abuela/i);
  expect(read).toMatch(/gato/i);
  expect(read).not.toMatch(/grandmother/i);
  // The job's page shows the picture and its translation side by side.
  const shown = page.getByTestId('preview-translation');
  await shown.scrollIntoViewIfNeeded();
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('picture-job-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('picture-job-390.png'), fullPage: true });
});

test('a signed-in user is told a Word 97–2003 file comes back as a DOCX, and gets one', async ({ page }) => {
  const doc = await readFile('packages/core/src/formats/legacy-office/fixtures/okapi-sample.doc');
  await signInByEmail(page, uniqueEmail('legacy'), '/translate');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'report.doc', mimeType: 'application/msword', buffer: doc });
  await expect(page.getByTestId('returned-as')).toContainText('comes back as a DOCX file');
  // The site's LibreOffice starts for the first legacy file it prices.
  await expect(page.getByTestId('job-quote')).toContainText(/\d+ words · \d+ credits?/, { timeout: 60_000 });
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 120_000,
  });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('report.es.docx');
  expect((await readFile(await download.path())).subarray(0, 2).toString()).toBe('PK');
});

test('a signed-in user gets page images of a PDF job, original and translation, for the side-by-side view', async ({
  page,
}) => {
  const pdf = await readFile('packages/core/src/formats/pdf/fixtures/layout-sample.pdf');
  await signInByEmail(page, uniqueEmail('pdf-previewer'), '/translate');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('job-quote')).toContainText(/\d+ words/);
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const jobUrl = (await downloading).url().replace(/\/download$/, '');
  for (const side of ['original', 'translation']) {
    const preview = await page.request.get(`${jobUrl}/preview?side=${side}&page=1&width=400`);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('image/png');
    expect([...(await preview.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }
  const webp = await page.request.get(`${jobUrl}/preview?side=translation&page=2&width=400&format=webp`);
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect((await webp.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');

  // Side by side on the page: both pages drawn, and the pager turns both to page 2.
  const previews = page.getByTestId('page-previews');
  const drawn = async (side: string) =>
    previews.getByTestId(`preview-${side}`).evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return { width: image.naturalWidth, src: image.currentSrc };
    });
  for (const side of ['original', 'translation']) {
    const image = await drawn(side);
    expect(image.width).toBeGreaterThan(0);
    expect(image.src).toContain('page=1');
  }
  await previews.getByTestId('preview-pagination').getByTitle('Next Page').click();
  for (const side of ['original', 'translation']) {
    const image = await drawn(side);
    expect(image.width).toBeGreaterThan(0);
    expect(image.src).toContain('page=2');
  }
  await expect(previews.getByRole('img', { name: 'Translation, page 2' })).toBeVisible();
  const missing = await page.request.get(`${jobUrl}/preview?side=original&page=9&width=400`);
  expect(missing.status()).toBe(400);
  expect((await missing.json()).error).toBe('This PDF has 2 pages; there is no page 9.');
});
