// A signed-in user translates a DOCX and a PDF, opens each job's review, corrects three segments (with
// the Save button and with the keyboard), regenerates the file and finds the corrections in the download:
// in the DOCX's XML text and in the PDF's text as pdftotext reads it.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { popplerText } from '@verso/core/formats/pdf/testing/poppler';
import { corpusFile } from '@verso/core/testing/corpus';
import { signInByEmail, uniqueEmail } from './support/sign-in';

// Translating and rebuilding a PDF in its thread takes a while on a shared machine, and so may a save.
test.setTimeout(600_000);
const expect = baseExpect.configure({ timeout: 30_000 });

/** Translates the file through /translate and returns its job's id. */
async function translate(page: Page, name: string, mimeType: string, path: string): Promise<string> {
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType, buffer: await readFile(corpusFile(path)) });
  await expect(page.getByTestId('job-quote')).toContainText(/\d+ words/, { timeout: 60_000 });
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/api/jobs') && response.request().method() === 'POST',
  );
  await page.getByTestId('start-button').click();
  const { id } = (await (await started).json()) as { id: string };
  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 120_000,
  });
  return id;
}

async function openReview(page: Page, jobId: string) {
  await page.goto(`/my/jobs/${jobId}/review`);
  // The page checks the session, then loads the segments: a while on a busy machine.
  await expect(page.getByTestId('segment-row').first()).toBeVisible({ timeout: 60_000 });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first review row whose source reads `source`, placeholder chips and outer spaces aside. */
function row(page: Page, source: string) {
  const chips = '[‹›◆\\d]*';
  return page
    .getByTestId('segment-row')
    .filter({
      has: page
        .getByTestId('segment-source')
        .filter({ hasText: new RegExp(`^${chips}${escaped(source)}\\s*$`) }),
    })
    .first();
}

/** Replaces a segment's translation by typing over it. */
async function retype(page: Page, source: string, text: string) {
  const editor = row(page, source).getByTestId('segment-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(editor).toHaveText(text);
}

/** Regenerates the file and downloads it from the review page; the downloaded file's path. */
async function regenerateAndDownload(page: Page): Promise<string> {
  await page.getByTestId('regenerate-button').click();
  await expect(page.getByText('The file was written again with your revisions.')).toBeVisible({
    timeout: 120_000,
  });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('review-download').click();
  return (await downloading).path();
}

/** The words of a DOCX's main text, as its XML holds them (runs joined, tags dropped). */
function docxText(path: string): string {
  const xml = execFileSync('unzip', ['-p', path, 'word/document.xml']).toString('utf8');
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
}

test('a DOCX job: three segments corrected in the review, regenerated, found in the downloaded file', async ({
  page,
}) => {
  await signInByEmail(page, uniqueEmail('docx-reviewer'), '/translate');
  const jobId = await translate(
    page,
    'sample.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'docx/argos-example.docx',
  );
  await openReview(page, jobId);

  // The title's placeholder is a chip: selecting everything and deleting leaves the chip and its text.
  const title = row(page, 'Sample Document');
  await expect(title.getByTestId('segment-editor').locator('.verso-placeholder-chip')).toHaveCount(1);
  await title.getByTestId('segment-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(title.getByTestId('segment-editor').locator('.verso-placeholder-chip')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // First correction saved with the button; the second with Ctrl+Enter, which moves on to the next.
  await retype(page, 'Headings', 'Encabezados corregidos');
  await row(page, 'Headings').getByTestId('save-segment').click();
  await expect(row(page, 'Headings').getByTestId('revised-tag')).toBeVisible();

  await retype(page, 'Lists', 'Listas corregidas');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(row(page, 'Lists').getByTestId('revised-tag')).toBeVisible();
  const next = page.getByTestId('segment-row').nth(5).getByTestId('segment-editor');
  await expect(next).toBeFocused();
  // Alt+↑ goes back a segment.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(row(page, 'Lists').getByTestId('segment-editor')).toBeFocused();

  const sentence = 'There are eight section headings in this document.';
  const search = page.getByPlaceholder('Search source and translation');
  await search.fill('eight section headings');
  await search.press('Enter');
  await expect(page.getByTestId('segment-row')).toHaveCount(1);
  const editor = page.getByTestId('segment-row').getByTestId('segment-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`Hay ocho encabezados corregidos. ${sentence}`);
  await page.keyboard.press('ControlOrMeta+Enter');

  await search.fill('');
  await search.press('Enter');
  await page.getByTestId('segment-filter').getByText('Changed').click();
  await expect(page.getByTestId('segment-row')).toHaveCount(3);
  await expect(page.getByTestId('revised-count')).toHaveText('Revised segments: 3');

  const text = docxText(await regenerateAndDownload(page));
  expect(text).toContain('Encabezados corregidos');
  expect(text).toContain('Listas corregidas');
  expect(text).toContain('Hay ocho encabezados corregidos.');
});

test('a PDF job: three segments corrected in the review, regenerated, found in the downloaded file', async ({
  page,
}) => {
  await signInByEmail(page, uniqueEmail('pdf-reviewer'), '/translate');
  const jobId = await translate(page, 'example.pdf', 'application/pdf', 'pdf/argos-example.pdf');
  await openReview(page, jobId);

  await retype(page, 'Prepared By:', 'Preparado por:');
  await row(page, 'Prepared By:').getByTestId('save-segment').click();
  await expect(row(page, 'Prepared By:').getByTestId('revised-tag')).toBeVisible();
  await retype(page, 'Sample Team', 'Equipo revisor');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(row(page, 'Sample Team').getByTestId('revised-tag')).toBeVisible();
  await retype(page, 'Bullet Points:', 'Viñetas corregidas:');
  await row(page, 'Bullet Points:').getByTestId('save-segment').click();
  await expect(page.getByTestId('revised-count')).toHaveText('Revised segments: 3');

  const text = popplerText(await readFile(await regenerateAndDownload(page)));
  expect(text).toContain('Preparado por:');
  expect(text).toContain('Equipo revisor');
  expect(text).toContain('Viñetas corregidas:');
});
