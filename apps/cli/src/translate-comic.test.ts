// `verso translate volume.pdf --comic`, run as a user would: a scanned comic's PDF comes back a PDF of
// the same pages with its lettering in Spanish; without the flag a PDF is a document.

import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scannedComicPdf } from '@verso/core/formats/comic/fixtures/scanned-comic';
import { pdfPagePictures } from '@verso/core/formats/comic/pdf-page-pictures';
import { drawSamplePage } from '@verso/core/formats/image/fixtures/draw-samples';
import { letteringOf } from '@verso/core/formats/ocr/testing/lettering-of';
import { describe, expect, it } from 'vitest';
import { runVerso } from './testing/run-verso';

describe('verso translate --comic', () => {
  it("translates a scanned comic's PDF page by page into a PDF of the same pages", async () => {
    const directory = await mkdtemp(join(tmpdir(), 'verso-cli-comic-'));
    const input = join(directory, 'volume.pdf');
    const picture = (await drawSamplePage('flat')).png;
    await writeFile(input, await scannedComicPdf([{ picture, size: [720, 504] }]));
    const output = join(directory, 'volume.es.pdf');
    const run = await runVerso(['translate', input, '-f', 'en', '-t', 'es', '--comic', '-o', output]);
    expect(run).toMatchObject({ code: 0 });
    const [page, ...others] = await pdfPagePictures(await readFile(output));
    expect(others).toEqual([]);
    const read = await letteringOf(page?.data ?? Buffer.alloc(0), 'spa');
    expect(read).toMatch(/abuela/i);
    expect(read).not.toMatch(/grandmother/i);
  }, 120_000);

  it('refuses a PDF with text of its own, and says to translate it as a document', async () => {
    const input = new URL(
      '../../../packages/core/src/formats/pdf/fixtures/layout-sample.pdf',
      import.meta.url,
    ).pathname;
    const run = await runVerso([
      'translate',
      input,
      '-f',
      'en',
      '-t',
      'es',
      '--comic',
      '-o',
      '/tmp/never.pdf',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^error: Page 1 of this PDF has text of its own: .* Translate it as a document instead\./,
    );
  }, 60_000);
});
