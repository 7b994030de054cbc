// The arXiv demo's sample paper, as the site reads it when no DEMO_ARXIV_ID is set: its LaTeX project's
// files under their paths, within the demo's limits.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeTar } from '@verso/core';
import { checkDemoDocument } from '@verso/services';
import { expect, test, vi } from 'vitest';

test('the sample paper is read whole from content/demo/library-paper and fits the demo', async () => {
  // The site reads its samples from where `next start` runs: apps/web.
  vi.spyOn(process, 'cwd').mockReturnValue(join(import.meta.dirname, '../../..'));
  // Evaluated afresh: another test in this worker may have loaded it with the repository's root as cwd.
  vi.resetModules();
  const { readSamplePaper } = await import('./demo-sample');
  const paper = await readSamplePaper();
  expect(paper.name).toBe('library-paper');
  expect(paper.files.map((file) => file.path).sort()).toEqual(['main.tex', 'refs.bib']);
  const measured = await checkDemoDocument(gzipSync(writeTar(paper.files)), 'library-paper.tar.gz', 'en');
  expect(measured.wordCount).toBeGreaterThan(100);
});
