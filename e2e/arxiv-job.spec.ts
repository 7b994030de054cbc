// A signed-in user translates an arXiv paper from /translate?type=arxiv: a link that names no paper is
// refused before arXiv is asked; the paper's id is priced by its words with its title before anything is
// charged; the job translates the LaTeX source and compiles it, and its page offers the Spanish PDF and
// the translated source by their file names. arXiv is the double of e2e/doubles/arxiv.ts.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { gardenHousePaper } from './support/arxiv-papers';
import { signInByEmail, uniqueEmail } from './support/sign-in';

/** The PDF's text; pdfLaTeX's OT1 accents come out as a dotless ı and a combining accent, made one letter again. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/ı(?=\u0301)/g, 'i')
    .normalize('NFC');

test('a signed-in user turns an arXiv paper into a Spanish PDF and its translated LaTeX source', async ({
  page,
}, testInfo) => {
  // arXiv's polite queue (3 s between requests), Apertium and latexmk, more on a loaded machine.
  test.setTimeout(240_000);
  await signInByEmail(page, uniqueEmail('arxiv'), '/translate?type=arxiv');
  // The page first verifies the session.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Translate arXiv papers', {
    timeout: 15_000,
  });
  const paper = page.getByLabel('arXiv paper (id or link)');
  await expect(paper).toHaveAttribute('placeholder', '2401.00001 or https://arxiv.org/abs/2401.00001');

  // A link to a list of papers names none: said at once, and nothing can be started.
  await paper.fill('https://arxiv.org/list/cs.CL/recent');
  await expect(page.getByTestId('job-quote')).toContainText('is not an arXiv paper', { timeout: 20_000 });
  await expect(page.getByTestId('start-button')).toBeDisabled();

  await paper.fill(`https://arxiv.org/abs/${gardenHousePaper.id}`);
  await expect(page.getByTestId('job-quote')).toContainText(
    /\d+ words · \d+ credits? \(your balance: 100\)/,
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByTestId('arxiv-title')).toHaveText(`Paper: ${gardenHousePaper.title}`);
  await expect(page.getByTestId('arxiv-note')).toContainText("arXiv's own PDF");
  await expect(page.getByTestId('start-button')).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('arxiv-quote.png'), fullPage: true });
  await page.getByTestId('start-button').click();

  await expect(page).toHaveURL(/\/my\/jobs\//);
  await expect(page.getByTestId('job-file-name')).toHaveText(`${gardenHousePaper.id}.tar.gz`);
  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 180_000,
  });
  const downloads = page.getByTestId('job-downloads');
  await expect(downloads.getByRole('link', { name: `${gardenHousePaper.id}.es.pdf` })).toBeVisible();
  await expect(downloads.getByRole('link', { name: `${gardenHousePaper.id}.es.tar.gz` })).toBeVisible();
  // It compiled: no note that arXiv's PDF stood in for it; and a paper's PDF is not rewritten from a review.
  await expect(page.getByTestId('job-notes')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Review and edit' })).toHaveCount(0);
  // The Spanish PDF's first page is drawn; the original, a tarball of LaTeX files, has no page to show.
  const translatedPage = page.getByTestId('preview-translation');
  await translatedPage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => translatedPage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await expect(page.getByTestId('preview-original')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('arxiv-job.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const text = pdfText(await readFile(await (await downloading).path()));
  expect(text).toMatch(/Introducción/);
  expect(text).toMatch(/casa/);
  expect(text).toMatch(/jardín/);
});
