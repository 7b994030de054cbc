// A signed-in user follows a document job on its own page: the stages move while the (slow, testing)
// engine works, a reload mid-way and at the end shows the same job, and the translated and original files
// download; a running job can be cancelled; several files start as one job each after one quote.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { corpusFile } from '@verso/core/testing/corpus';
import { signInByEmail, uniqueEmail } from './support/sign-in';

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => `Paragraph ${index + 1} says the house is small.`).join('\n\n');

async function chooseFiles(page: Page, files: { name: string; buffer: Buffer; mimeType: string }[]) {
  await page.getByTestId('upload-dragger').locator('input[type="file"]').setInputFiles(files);
}

/** The engine list is virtual (only the options in view exist): walk down to the slow engine by keyboard. */
async function chooseSlowEngine(page: Page) {
  await page.getByTestId('engine-select').click();
  const active = page.locator('.ant-select-dropdown .ant-select-item-option-active');
  for (let step = 0; step < 30; step++) {
    if ((await active.textContent())?.startsWith('Slow pseudo')) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toContainText('Slow pseudo');
  await page.keyboard.press('Enter');
}

async function downloaded(page: Page, testId: string) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  return readFile(await (await downloading).path());
}

test('a DOCX job shows its stages on its page, survives reloads, and hands out both files', async ({
  page,
}) => {
  const docx = await readFile(corpusFile('docx/argos-example.docx'));
  await signInByEmail(page, uniqueEmail('job-page'), '/translate');
  await chooseFiles(page, [
    {
      name: 'argos.docx',
      buffer: docx,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ]);
  await chooseSlowEngine(page);
  await expect(page.getByTestId('job-quote')).toContainText(/words · \d+ credits?/, { timeout: 60_000 });
  await page.getByTestId('start-button').click();

  await expect(page).toHaveURL(/\/my\/jobs\/[\w-]+$/);
  await expect(page.getByTestId('job-file-name')).toHaveText('argos.docx');
  const stages = page.getByTestId('job-stages');
  await expect(stages).toContainText(/[1-9]\d* of \d+ segments/, { timeout: 60_000 });

  // Mid-way: the page comes back from the job's row, still translating, the count no lower.
  const before = Number((await stages.textContent())?.match(/(\d+) of \d+ segments/)?.[1]);
  await page.reload();
  await expect(page.getByTestId('job-status')).toHaveText('Translating', { timeout: 30_000 });
  await expect(page.getByTestId('job-stage-line')).toContainText('Translating');
  const after = Number((await stages.textContent())?.match(/(\d+) of \d+ segments/)?.[1]);
  expect(after).toBeGreaterThanOrEqual(before);
  await expect(page.getByTestId('job-stage-line')).toContainText(/left/, { timeout: 30_000 });
  await page.screenshot({ path: 'test-results/job-page-running-1280.png', fullPage: true });

  await expect(page.getByTestId('job-status')).toHaveText('Completed', { timeout: 180_000 });
  await page.reload();
  await expect(page.getByTestId('job-status')).toHaveText('Completed', { timeout: 30_000 });
  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100');
  const translated = await downloaded(page, 'download-button');
  expect(translated.subarray(0, 2).toString()).toBe('PK');
  expect(translated.equals(docx)).toBe(false);
  expect((await downloaded(page, 'download-original')).equals(docx)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/job-page-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/job-page-390.png', fullPage: true });
});

test('a running job is cancelled from its page and stays cancelled', async ({ page }) => {
  await signInByEmail(page, uniqueEmail('job-cancel'), '/translate');
  await chooseFiles(page, [
    { name: 'long.txt', buffer: Buffer.from(paragraphs(200)), mimeType: 'text/plain' },
  ]);
  await chooseSlowEngine(page);
  await expect(page.getByTestId('job-quote')).toContainText(/words/, { timeout: 60_000 });
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('job-stages')).toContainText(/[1-9]\d* of 200 segments/, { timeout: 60_000 });

  await page.getByTestId('cancel-job').click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Cancel translation' }).click();
  await expect(page.getByTestId('job-status')).toHaveText('Cancelled');
  await expect(page.getByText('Its credits were refunded.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('job-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('cancel-job')).toHaveCount(0);
});

test('several files get one quote, start one job each, and each job is in history', async ({ page }) => {
  const stamp = Date.now();
  const names = [`first-${stamp}.txt`, `second-${stamp}.txt`];
  await signInByEmail(page, uniqueEmail('job-many'), '/translate');
  await chooseFiles(
    page,
    names.map((name) => ({ name, buffer: Buffer.from('The house is small.\n'), mimeType: 'text/plain' })),
  );
  await expect(page.getByTestId('job-quote')).toContainText('2 files · 8 words · 2 credits');
  await page.getByTestId('start-button').click();
  const started = page.getByTestId('started-job');
  await expect(started).toHaveCount(2);

  await page.goto('/my/history');
  // The list is read once the page hydrates; beside other specs' PDF jobs that can take over 5 s.
  for (const name of names) {
    await expect(page.getByTestId('history-table').getByRole('row').filter({ hasText: name })).toBeVisible({
      timeout: 20_000,
    });
  }
  await page.getByTestId('history-table').getByRole('link', { name: names[0] }).click();
  await expect(page.getByTestId('job-file-name')).toHaveText(names[0] as string);
});
