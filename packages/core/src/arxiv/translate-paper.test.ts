// What a reader of the translated paper sees: a Spanish PDF whose formula, references and citation
// still work, and a source tarball with the same files. Real Apertium (en → es) and real latexmk.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApertiumPipelines } from '../engines/apertium';
import type { Engine } from '../engines/engine';
import { identityEngine } from '../engines/identity';
import { underCi } from '../testing/ci';
import { parseArxivId } from './arxiv-id';
import { fetchArxivSource } from './arxiv-source';
import { politeQueue } from './polite-queue';
import { readTar } from './tar-archive';
import { type ArxivDouble, folderFiles, startArxivDouble } from './testing/arxiv-double';
import { type TranslatedPaper, translatePaper } from './translate-paper';

const fixtures = join(import.meta.dirname, 'fixtures');
const compileTimeout = 120_000;
const hasLatexmk = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v latexmk && kpsewhich amsmath.sty'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The PDF's text; pdfLaTeX's OT1 accents come out as a dotless ı and a combining accent, made one letter again. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/ı(?=\u0301)/g, 'i')
    .normalize('NFC');
/** A test double of an engine: each listed English word in a sentence becomes the given word of the target. */
const wordsEngine = (words: Record<string, string>): Engine => ({
  ...identityEngine,
  id: 'words',
  translate: async (texts) =>
    texts.map((text) =>
      Object.entries(words).reduce(
        (out, [english, target]) => out.replace(new RegExp(english, 'gi'), target),
        text,
      ),
    ),
});
const fileText = (paper: TranslatedPaper, path: string) =>
  paper.project.files.find((file) => file.path === path)?.data.toString('utf8') ?? '';

describe.skipIf(!hasLatexmk && !underCi)('a paper translated from its LaTeX source', () => {
  let arxiv: ArxivDouble;
  let paper: TranslatedPaper;
  const source = folderFiles(join(fixtures, 'several-files'));
  const cacheDir = mkdtempSync(join(tmpdir(), 'verso-arxiv-paper-'));

  beforeAll(async () => {
    arxiv = await startArxivDouble({
      '2401.00001': { kind: 'folder', dir: join(fixtures, 'several-files') },
    });
    // As a user would: the paper's link, its files from (the double of) ARXIV_URL.
    const fetched = await fetchArxivSource(parseArxivId('https://arxiv.org/abs/2401.00001v1'), {
      environment: { ARXIV_URL: arxiv.url },
      cacheDir,
      queue: politeQueue(0),
    });
    if (fetched.kind !== 'latex') throw new Error('the fixture paper has a source');
    paper = await translatePaper({ files: fetched.files, from: 'en', to: 'es', engine: 'apertium' });
  }, compileTimeout);

  afterAll(async () => {
    await arxiv.close();
    rmSync(cacheDir, { recursive: true, force: true });
    closeApertiumPipelines();
  });

  it('compiles to a PDF in Spanish, the \\input section and the caption included', () => {
    expect(paper.compiled.status).toBe('compiled');
    const text = paper.compiled.status === 'compiled' ? pdfText(paper.compiled.pdf) : '';
    expect(text).toMatch(/\bcasa\b/);
    expect(text).toMatch(/\bjardín\b/);
    expect(text).toMatch(/Introducción/);
    // Without babel LaTeX names it "Figure"; the caption is the paper's own text.
    expect(text).toMatch(/Figure 1: La casa vieja en el jardín/);
    expect(text).toMatch(/\brío\b/);
  });

  it('keeps references and the citation resolved: no “??” in the PDF, the bibliography printed', () => {
    const text = paper.compiled.status === 'compiled' ? pdfText(paper.compiled.pdf) : '';
    expect(text).not.toContain('??');
    expect(text).toContain('[1]');
    expect(text).toContain('Small Houses and Their Gardens');
  });

  it('leaves the formula, labels, refs and cites as written', () => {
    const main = fileText(paper, 'main.tex');
    const original = readFileSync(join(fixtures, 'several-files', 'main.tex'), 'utf8');
    const equation = /\\begin\{equation\}[\s\S]*?\\end\{equation\}/;
    expect(main.match(equation)?.[0]).toBe(original.match(equation)?.[0]);
    expect(main).toContain('\\ref{fig:house}');
    expect(main).toContain('\\label{fig:house}');
    expect(main).toContain('\\bibliography{refs}');
    const intro = fileText(paper, 'sections/intro.tex');
    expect(intro).toContain('\\cite{doe2020houses}');
    expect(intro).toContain('\\label{sec:intro}');
    expect(intro).toMatch(/\\footnote\{[^}]*río[^}]*\}/);
  });

  it('gives the translated source as a tarball with the same paths, the other files untouched', () => {
    const files = readTar(gunzipSync(paper.tarball));
    expect(files.map((file) => file.path).sort()).toEqual(source.map((file) => file.path).sort());
    for (const path of ['refs.bib', 'figures/house.png']) {
      const before = source.find((file) => file.path === path)?.data;
      expect(files.find((file) => file.path === path)?.data.equals(before ?? Buffer.alloc(0))).toBe(true);
    }
    expect(files.find((file) => file.path === 'sections/intro.tex')?.data.toString('utf8')).toMatch(
      /\bcasa\b/,
    );
  });

  it(
    'compiles a single-file paper',
    async () => {
      const single = await translatePaper({
        files: [{ path: 'main.tex', data: readFileSync(join(fixtures, 'single-tex', 'paper.tex')) }],
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      expect(single.compiled.status === 'compiled' && pdfText(single.compiled.pdf)).toMatch(/biblioteca/);
    },
    compileTimeout,
  );

  it(
    'reports a source that does not compile with the log’s error line, and no PDF',
    async () => {
      const broken = await translatePaper({
        files: folderFiles(join(fixtures, 'broken')),
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      expect(broken.compiled).toEqual({ status: 'failed', error: '! Undefined control sequence.' });
      expect(readTar(gunzipSync(broken.tarball))[0]?.data.toString('utf8')).toMatch(/ventana/);
    },
    compileTimeout,
  );

  it(
    'keeps TeX from reading a file outside the project',
    async () => {
      const tex =
        '\\documentclass{article}\n\\begin{document}\nThe house.\n\\input{/etc/hostname}\n\\end{document}\n';
      const prying = await translatePaper({
        files: [{ path: 'main.tex', data: Buffer.from(tex) }],
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      expect(prying.compiled).toEqual({
        status: 'failed',
        error: expect.stringMatching(/\/etc\/hostname.* not found/),
      });
    },
    compileTimeout,
  );

  it(
    'compiles a paper whose babel is switched to Spanish, with Spanish names for its parts',
    async () => {
      const spanish = await translatePaper({
        files: [{ path: 'main.tex', data: readFileSync(join(fixtures, 'babel-paper', 'main.tex')) }],
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      expect(spanish.compiled.status, JSON.stringify(spanish.compiled)).toBe('compiled');
      const text = spanish.compiled.status === 'compiled' ? pdfText(spanish.compiled.pdf) : '';
      expect(text).toMatch(/\bbiblioteca\b/i);
      // babel's Spanish writes the date in Spanish: the language package (texlive-lang-spanish) is there.
      expect(text).toMatch(
        /\bde (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de\b/,
      );
    },
    compileTimeout,
  );

  it(
    'compiles a biblatex paper whose bibliography Biber builds, its citation resolved',
    async () => {
      const paper = await translatePaper({
        files: folderFiles(join(fixtures, 'biblatex')),
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      expect(paper.compiled.status, JSON.stringify(paper.compiled)).toBe('compiled');
      const text = paper.compiled.status === 'compiled' ? pdfText(paper.compiled.pdf) : '';
      expect(text).toMatch(/\bjardín\b/);
      expect(text).toContain('[1]');
      expect(text).toContain('Small Houses and Their Gardens');
      expect(text).not.toContain('doe2020houses');
    },
    compileTimeout,
  );

  // No engine here translates English into these languages: a test double sets known words in each
  // script, so what is checked is the typesetting, by XeLaTeX in the script's Noto faces.
  it.each([
    ['zh', '图书馆', '书'],
    ['ja', '図書館', '本'],
    ['ko', '도서관', '책'],
    ['ar', 'المكتبة', 'الكتب'],
    ['he', 'הספרייה', 'ספרים'],
    ['ru', 'Библиотека', 'книги'],
  ])(
    'sets a paper translated into %s with XeLaTeX, its letters in the PDF',
    async (to, library, books) => {
      const translated = await translatePaper({
        files: [{ path: 'main.tex', data: readFileSync(join(fixtures, 'babel-paper', 'main.tex')) }],
        from: 'en',
        to,
        engine: wordsEngine({ library, books }),
      });
      expect(translated.compiled.status, JSON.stringify(translated.compiled)).toBe('compiled');
      // NFKC: Arabic comes out of the PDF as the letters' contextual forms (ﺍﻟﻤﻜﺘﺒﺔ).
      const pdf = translated.compiled.status === 'compiled' ? translated.compiled.pdf : Buffer.alloc(0);
      const text = pdfText(pdf).normalize('NFKC');
      expect(text).toContain(library);
      expect(text).toContain(books);
      // The author's name and the words the engine left in English keep their Latin letters.
      expect(text).toContain('Jane Doe');
      expect(text).toMatch(/\bchildren\b/);
      // The formula is still set by TeX's math fonts, not dropped with the Latin encoding.
      expect(text).toMatch(/E\s*=\s*mc/);
      // LaTeX's own words are the target language's: its heading of the abstract, not "Abstract".
      expect(text).not.toContain('Abstract');
    },
    compileTimeout,
  );

  // babel stays English in a CJK paper (xeCJK sets the text), so LaTeX's fixed words are set for it.
  it.each([
    ['zh', '摘要', /\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日/],
    ['ja', '概要', /\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日/],
    ['ko', '요약', /\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일/],
  ])(
    'names the abstract and writes the date in %s',
    async (to, abstract, date) => {
      const translated = await translatePaper({
        files: [{ path: 'main.tex', data: readFileSync(join(fixtures, 'babel-paper', 'main.tex')) }],
        from: 'en',
        to,
        engine: wordsEngine({}),
      });
      const pdf = translated.compiled.status === 'compiled' ? translated.compiled.pdf : Buffer.alloc(0);
      const text = pdfText(pdf).normalize('NFKC');
      expect(text).toContain(abstract);
      expect(text).toMatch(date);
    },
    compileTimeout,
  );
});
