// A signed-in user sends a scanned comic as a PDF on the comics page: it is priced by its pages before
// anything is read, comes back a PDF of the same pages with Spanish in the bubbles, and its job page
// shows the pages side by side.

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { scannedComicPdf } from '@verso/core/formats/comic/fixtures/scanned-comic';
import { pdfPagePictures } from '@verso/core/formats/comic/pdf-page-pictures';
import { drawSamplePage } from '@verso/core/formats/image/fixtures/draw-samples';
import { letteringOf } from '@verso/core/formats/ocr/testing/lettering-of';
import { signInByEmail, uniqueEmail } from './support/sign-in';

test('a scanned comic PDF on the comics page is priced by its pages and comes back a PDF of Spanish pages', async ({
  page,
}, testInfo) => {
  const { png } = await drawSamplePage('flat');
  const volume = await scannedComicPdf([
    { picture: png, size: [720, 504] },
    { picture: png, size: [720, 504] },
  ]);
  await signInByEmail(page, uniqueEmail('comic-pdf'), '/translate?type=comics');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'volume.pdf', mimeType: 'application/pdf', buffer: volume });
  // A comic's price: its pages, not the words of a document, told before anything is read.
  await expect(page.getByTestId('job-quote')).toContainText('2 pages · 2 credits');
  // Read as pictures, a comic has none of a document PDF's choices (OCR, bilingual pages, its pictures).
  for (const option of ['forceOcr', 'bilingual', 'translateImages']) {
    await expect(page.getByTestId(`option-${option}`)).toHaveCount(0);
  }
  await page.screenshot({ path: testInfo.outputPath('comic-pdf-quote.png'), fullPage: true });
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 120_000,
  });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('volume.es.pdf');
  const pictures = await pdfPagePictures(await readFile(await download.path()));
  expect(pictures).toHaveLength(2);
  for (const picture of pictures) {
    const read = await letteringOf(picture.data, 'spa');
    expect(read).toMatch(/abuela/i);
    expect(read).not.toMatch(/grandmother/i);
  }
  // The job's page shows the original page and its translation side by side.
  const shown = page.getByTestId('preview-translation');
  await shown.scrollIntoViewIfNeeded();
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('comic-pdf-job.png'), fullPage: true });
});
