// A signed-in user translates an arXiv paper from /translate?type=arxiv: a link that names no paper is
// refused before arXiv is asked; the paper's id is priced by its words with its title before anything is
// charged; the job translates the LaTeX source and compiles it, and its page offers the Spanish PDF and
// the translated source by their file names and previews the translated pages under a heading that says
// so. A paper whose translation does not compile says so in the user's language. Both pages fit a phone's
// width. arXiv is the double of e2e/doubles/arxiv.ts.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { brokenPaper, gardenHousePaper } from './support/arxiv-papers';
import { signInByEmail, uniqueEmail } from './support/sign-in';

/** The PDF's text; pdfLaTeX's OT1 accents come out as a dotless ı and a combining accent, made one letter again. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/ı(?=\u0301)/g, 'i')
    .normalize('NFC');

/** The width of the preview's translated page once drawn (0 before): it loads lazily, so it is scrolled to. */
async function translatedPageDrawn(page: Page) {
  const translatedPage = page.getByTestId('preview-translation');
  await translatedPage.scrollIntoViewIfNeeded();
  return translatedPage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth);
}

const phone = { width: 390, height: 844 };

/** The page as a phone shows it (nothing wider than the screen) and as a desktop does, kept as screenshots. */
async function fitsBothWidths(page: Page, testInfo: TestInfo, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize(phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

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
  await expect(paper).toHaveAttribute('placeholder', 'arxiv.org/abs/2401.00001');
  // On a phone the whole example shows: the placeholder's text fits the field.
  await page.setViewportSize({ width: 390, height: 844 });
  const placeholderFits = await paper.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(placeholderFits).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

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
  await expect(page.getByTestId('arxiv-note')).toContainText(
    'a bilingual PDF with the original and translated pages side by side',
  );
  await expect(page.getByTestId('arxiv-note')).toContainText("arXiv's own PDF");
  // No "preview" mode as documents have; the job's page still shows the translated pages.
  await expect(page.getByTestId('arxiv-note')).toContainText('there is no preview of the first pages');
  await expect(page.getByTestId('start-button')).toBeEnabled();
  await fitsBothWidths(page, testInfo, 'arxiv-quote');
  await page.getByTestId('start-button').click();

  // Starting stores the paper and charges it: a few seconds on a loaded machine.
  await expect(page).toHaveURL(/\/my\/jobs\//, { timeout: 30_000 });
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
  await expect.poll(() => translatedPageDrawn(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('preview-original')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Translated pages' })).toBeVisible();
  // The one page shown is centred at a reading size, not set in the left half of the row.
  const row = await page.getByTestId('page-previews').boundingBox();
  const shown = await page.getByTestId('preview-translation').boundingBox();
  expect(shown && row && shown.width).toBeGreaterThan((row?.width ?? 0) / 2 + 40);
  expect(shown && row && Math.abs(shown.x + shown.width / 2 - (row.x + row.width / 2))).toBeLessThan(4);
  await expect(page.getByText('Original and translation')).toHaveCount(0);
  await fitsBothWidths(page, testInfo, 'arxiv-job');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const text = pdfText(await readFile(await (await downloading).path()));
  expect(text).toMatch(/Introducción/);
  expect(text).toMatch(/casa/);
  expect(text).toMatch(/jardín/);
});

test("a paper whose translation does not compile says in the user's language that arXiv's PDF was translated", async ({
  page,
}, testInfo) => {
  // arXiv's polite queue, latexmk's failure, then arXiv's PDF through the PDF pipeline.
  test.setTimeout(240_000);
  await signInByEmail(page, uniqueEmail('arxiv-es'), '/es/translate?type=arxiv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await fitsBothWidths(page, testInfo, 'arxiv-form');
  await page.getByTestId('arxiv-input').fill(brokenPaper.id);
  await expect(page.getByTestId('start-button')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('start-button').click();

  await expect(page).toHaveURL(/\/es\/my\/jobs\//, { timeout: 30_000 });
  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 180_000,
  });
  await expect(page.getByTestId('job-notes')).toHaveText(
    'El código LaTeX traducido no compiló (! Undefined control sequence.), así que en su lugar se tradujo el PDF del artículo que ofrece arXiv; el código traducido aún se puede descargar.',
  );
  // arXiv's PDF, translated, is what the preview shows.
  await expect(page.getByRole('heading', { name: 'Páginas traducidas' })).toBeVisible();
  await expect.poll(() => translatedPageDrawn(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await fitsBothWidths(page, testInfo, 'arxiv-fallback-job');
});
