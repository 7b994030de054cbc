// A signed-in user translates a recording from /translate?type=audio: the page takes audio and video
// files only, prices the recording by its minute before anything is heard, offers the speech recogniser
// and no preview, then the job listens to it, and its page offers the Spanish subtitles and every other
// output by its file name.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/sign-in';

/** Spoken by flite for the Audio demo (apps/web/scripts/speak-demo-recording.ts): "Welcome to the public library…". */
const samplePath = join(import.meta.dirname, '../apps/web/content/demo/library-welcome.mp3');

test('a signed-in user turns an MP3 into Spanish subtitles and a transcript', async ({ page }, testInfo) => {
  // Listening takes a fraction of the recording's time, more on a loaded machine.
  test.setTimeout(180_000);
  await signInByEmail(page, uniqueEmail('recording'), '/translate?type=audio');
  // The page first verifies the session.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Translate audio and video', {
    timeout: 15_000,
  });
  const dragger = page.getByTestId('upload-dragger');
  await expect(dragger).toContainText('.mp3');
  await expect(dragger).not.toContainText('.docx');

  await dragger.locator('input[type="file"]').setInputFiles({
    name: 'library-welcome.mp3',
    mimeType: 'audio/mpeg',
    buffer: await readFile(samplePath),
  });
  // Priced by the started minute of its 20 seconds, before any of it is heard.
  await expect(page.getByTestId('job-quote')).toContainText('1 minute · 1 credit', { timeout: 20_000 });
  await expect(page.getByTestId('recording-note')).toContainText('Recordings have no preview');
  await expect(page.getByTestId('preview-button')).toBeDisabled();
  await expect(page.getByTestId('option-speechEngine')).toContainText('PocketSphinx');
  await expect(page.getByText('English only')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('recording-quote.png'), fullPage: true });
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('job-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  await expect(page.getByTestId('job-summary')).toContainText(/Length0:\d\d/);
  const downloads = page.getByTestId('job-downloads');
  for (const name of ['library-welcome.en.txt', 'library-welcome.es.docx', 'library-welcome.es.vtt']) {
    await expect(downloads.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Review and edit' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('recording-job.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-button').click();
  const subtitles = await readFile(await (await downloading).path(), 'utf8');
  expect(subtitles).toMatch(/^1\r?\n00:00:0\d,\d{3} --> 00:00:\d\d,\d{3}/);
  expect(subtitles).toMatch(/biblioteca/i);
  // PocketSphinx writes in lower case; the day's name gets its capital back, so Apertium translates it.
  expect(subtitles).toMatch(/sábado/i);

  const transcriptLink = downloads.getByRole('link', { name: 'library-welcome.en.txt' });
  const transcript = await page.request.get((await transcriptLink.getAttribute('href')) ?? '');
  expect(await transcript.text()).toMatch(/reading room/i);
});
