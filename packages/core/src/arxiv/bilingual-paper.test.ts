// The bilingual edition of a paper: its original, compiled from the e-print, beside the translation, a
// page of each per wide page, though the two were typeset apart and need not be as long. Real latexmk.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bilingualPaper } from './bilingual-paper';
import { compileProject } from './compile-project';
import { latexProject } from './latex-project';
import { writeTar } from './tar-archive';
import { folderFiles } from './testing/arxiv-double';

const fixtures = join(import.meta.dirname, 'fixtures');
const pageText = (pdf: Buffer, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    // pdfLaTeX's OT1 accents come out as a dotless ı and a combining accent: one letter again.
    .replace(/ı(?=\u0301)/g, 'i')
    .normalize('NFC');
const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

/** A translation one page longer than the original: its second page holds the rest. */
async function twoPageTranslation(): Promise<Buffer> {
  const tex =
    '\\documentclass{article}\\begin{document}Una casa pequeña.\\newpage El resto del artículo.\\end{document}\n';
  const compiled = await compileProject(latexProject([{ path: 'main.tex', data: Buffer.from(tex) }]));
  if (compiled.status !== 'compiled') throw new Error(compiled.error);
  return compiled.pdf;
}

describe('a paper’s bilingual edition', () => {
  it('sets the original beside the translation, and a page only the translation has beside a blank', async () => {
    const original = gzipSync(writeTar(folderFiles(join(fixtures, 'several-files'))));
    const bilingual = await bilingualPaper(original, await twoPageTranslation());
    if (!bilingual) throw new Error('the original compiles, so there is a bilingual edition');
    expect(pageCount(bilingual)).toBe(2);
    const first = pageText(bilingual, 1);
    expect(first).toContain('A Small House in the Garden');
    expect(first).toContain('Una casa pequeña');
    const second = pageText(bilingual, 2);
    expect(second).toContain('El resto del artículo');
    expect(second).not.toContain('Garden');
  }, 120_000);

  it('has none when the original does not compile: there is nothing to set beside the translation', async () => {
    const broken = gzipSync(writeTar(folderFiles(join(fixtures, 'broken'))));
    expect(await bilingualPaper(broken, await twoPageTranslation())).toBeUndefined();
  }, 120_000);
});
