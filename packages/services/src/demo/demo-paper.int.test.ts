// The arXiv demo: the sample paper written for the product, or a paper named by its id and fetched from
// ARXIV_URL (the double here), translated offline and compiled, its PDF's pages shown beside the
// original's; a paper over the demo's limits, or one arXiv holds only as a PDF, is refused unread.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ArxivDouble, folderFiles, startArxivDouble } from '@verso/core/arxiv/testing/arxiv-double';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translateDemoPaper } from './demo-paper';

const samplePaper = join(import.meta.dirname, '../../../../apps/web/content/demo/library-paper');
const fixtures = join(import.meta.dirname, '../../../core/src/arxiv/fixtures');
const pageText = (preview: { kind: string; pages?: { text: string }[] }) =>
  (preview.pages ?? []).map((page) => page.text).join(' ');

describe('the arXiv demo', () => {
  let arxiv: ArxivDouble;
  let settings: { url: string; cacheDir: string; cacheLimits: { maxAgeDays: number; maxBytes: number } };
  beforeAll(async () => {
    arxiv = await startArxivDouble({
      '2403.00031': { kind: 'folder', dir: samplePaper },
      '2403.00032': { kind: 'pdf', file: join(fixtures, 'pdf-only.pdf') },
    });
    settings = {
      url: arxiv.url,
      cacheDir: await mkdtemp(join(tmpdir(), 'verso-demo-paper-')),
      cacheLimits: { maxAgeDays: 1, maxBytes: 10_000_000 },
    };
  });
  afterAll(async () => {
    await arxiv.close();
    await rm(settings.cacheDir, { recursive: true, force: true });
  });

  test('a paper named by its id is fetched, translated and compiled, and both PDFs shown as pages', async () => {
    const result = await translateDemoPaper(
      { paper: { arxiv: 'https://arxiv.org/abs/2403.00031' }, from: 'en', to: 'es' },
      settings,
      'apertium',
    );
    expect(arxiv.requests).toContain('/e-print/2403.00031');
    expect(result).toMatchObject({ filename: '2403.00031.es.pdf', mimeType: 'application/pdf' });
    expect(result.output.subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.wordCount).toBeGreaterThan(100);
    expect(result.translated.kind).toBe('pages');
    expect(pageText(result.translated)).toMatch(/biblioteca/);
    expect(pageText(result.original)).toMatch(/public library/);
  }, 120_000);

  test('the sample paper is translated without asking arXiv', async () => {
    const before = arxiv.requests.length;
    const result = await translateDemoPaper(
      { paper: { sample: { name: 'library-paper', files: folderFiles(samplePaper) } }, from: 'en', to: 'es' },
      settings,
      'apertium',
    );
    expect(arxiv.requests.length).toBe(before);
    expect(result.filename).toBe('library-paper.es.pdf');
    expect(pageText(result.translated)).toMatch(/Salas tranquilas/);
  }, 120_000);

  test('a paper over the demo limits, or one arXiv holds only as a PDF, is refused', async () => {
    const long = `\\documentclass{article}\n\\begin{document}\n${'The house is small. '.repeat(800)}\n\\end{document}\n`;
    await expect(
      translateDemoPaper(
        {
          paper: { sample: { name: 'long', files: [{ path: 'main.tex', data: Buffer.from(long) }] } },
          from: 'en',
          to: 'es',
        },
        settings,
        'apertium',
      ),
    ).rejects.toMatchObject({ code: 'too_large', message: expect.stringMatching(/up to 3000 words/) });
    await expect(
      translateDemoPaper({ paper: { arxiv: '2403.00032' }, from: 'en', to: 'es' }, settings, 'apertium'),
    ).rejects.toMatchObject({ code: 'bad_file', message: expect.stringMatching(/only as a PDF/) });
  }, 60_000);
});
