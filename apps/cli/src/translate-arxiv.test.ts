// `verso translate arxiv:…` run as a user would, against the arXiv test double (ARXIV_URL): a paper with
// LaTeX source comes back as a Spanish PDF or as its translated source; a paper arXiv holds only as a PDF
// goes through the PDF pipeline and says so.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readTar } from '@verso/core/arxiv/tar-archive';
import { type ArxivDouble, startArxivDouble } from '@verso/core/arxiv/testing/arxiv-double';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerso } from './testing/run-verso';

const fixtures = join(import.meta.dirname, '../../../packages/core/src/arxiv/fixtures');
// Each run starts the CLI, Apertium and latexmk afresh.
const timeout = 120_000;

describe('verso translate on arXiv papers', () => {
  let arxiv: ArxivDouble;
  let folder: string;
  /** The CLI with ARXIV_URL at the double, and its own temporary folder (where papers are cached). */
  const verso = (args: string[]) =>
    runVerso(['translate', ...args], { ...process.env, ARXIV_URL: arxiv.url, TMPDIR: folder });
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'verso-cli-arxiv-'));
    arxiv = await startArxivDouble({
      '2402.00011': { kind: 'folder', dir: join(fixtures, 'several-files') },
      '2402.00012': { kind: 'pdf', file: join(fixtures, 'pdf-only.pdf') },
    });
  });
  afterAll(() => arxiv.close());

  it(
    'writes the Spanish PDF of a paper named by its id, and its translated source for a link',
    async () => {
      const pdf = join(folder, 'paper.es.pdf');
      const run = await verso(['arxiv:2402.00011', '-t', 'es', '-o', pdf]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/paper\.es\.pdf\n\d+ words\n$/);
      const text = execFileSync('pdftotext', [pdf, '-']).toString('utf8').normalize('NFC');
      expect(text).toMatch(/Introducci/);
      expect(text).not.toContain('??');

      const tarball = join(folder, 'paper.es.tar.gz');
      const link = await verso(['https://arxiv.org/abs/2402.00011v1', '-t', 'es', '-o', tarball]);
      expect(link.stderr).toBe('');
      const files = readTar(gunzipSync(await readFile(tarball)));
      expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['main.tex', 'refs.bib']));
      expect(files.find((file) => file.path === 'main.tex')?.data.toString()).toContain('\\begin{equation}');
    },
    timeout,
  );

  it(
    'translates the PDF of a paper without source, and says so',
    async () => {
      const output = join(folder, 'scan.es.pdf');
      const run = await verso(['arxiv:2402.00012', '-f', 'en', '-t', 'es', '-o', output]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('arXiv holds no LaTeX source for 2402.00012: its PDF was translated.');
      expect((await readFile(output)).subarray(0, 5).toString()).toBe('%PDF-');
    },
    timeout,
  );

  it('refuses an output that is neither a PDF nor a tarball, and a link that is no paper', async () => {
    const wrongOutput = await verso(['arxiv:2402.00011', '-t', 'es', '-o', join(folder, 'paper.docx')]);
    expect(wrongOutput.code).not.toBe(0);
    expect(wrongOutput.stderr).toContain('name the output .pdf or .tar.gz');
    const notAPaper = await verso(['https://arxiv.org/list/cs.CL/recent', '-t', 'es']);
    expect(notAPaper.code).not.toBe(0);
    expect(notAPaper.stderr).toMatch(/arXiv/);
  });
});
