// Stopping a compile: the abort signal ends latexmk and the TeX it started at once, and the compile
// rejects with the signal's reason instead of waiting for its time limit.
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { compileProject } from './compile-project';
import { latexProject } from './latex-project';
import { folderFiles } from './testing/arxiv-double';
import { texProcessesFor } from './testing/tex-processes';

const endless = latexProject(folderFiles(join(import.meta.dirname, 'fixtures/endless')));

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('an aborted compile kills latexmk and its TeX at once and rejects with the reason', async () => {
  const controller = new AbortController();
  const compiling = compileProject(endless, { timeoutMs: 110_000, signal: controller.signal });
  const outcome = compiling.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  // pdfLaTeX itself, not only latexmk: the child is what must not outlive the abort.
  await until(async () =>
    (await texProcessesFor('endless-paper.tex')).some((line) => /^(pdf|xe)?latex /.test(line)),
  );
  const abortedAt = Date.now();
  const reason = new Error('the job was cancelled');
  controller.abort(reason);
  expect(await outcome).toBe(reason);
  expect(Date.now() - abortedAt).toBeLessThan(3_000);
  expect(await texProcessesFor('endless-paper.tex')).toEqual([]);
}, 60_000);

test('a compile whose signal was aborted before it began does not start', async () => {
  const reason = new Error('stopped before');
  await expect(compileProject(endless, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
});
