// An arXiv paper named by its link becomes a job like an upload: quoted and charged by its words, its
// LaTeX source translated and compiled to a Spanish PDF with the translated source beside it; a paper
// arXiv holds only as a PDF goes through the PDF pipeline; one whose translation does not compile falls
// back to arXiv's PDF and says so; a link that is no paper, or a paper arXiv does not have, is refused
// before any charge. Real Apertium (en → es), real latexmk, the arXiv double on a free port.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readTar } from '@verso/core/arxiv/tar-archive';
import { type ArxivDouble, startArxivDouble } from '@verso/core/arxiv/testing/arxiv-double';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from '../testing/testServices';
import { isJobFile } from './jobQueries';
import { runJob } from './runJob';

const fixtures = join(import.meta.dirname, '../../../core/src/arxiv/fixtures');
// Apertium, latexmk (10–20 s a compile here) and the polite queue's 3 s between requests.
const timeout = 180_000;

/** The PDF's text; pdfLaTeX's OT1 accents come out as a dotless ı and a combining accent, made one letter again. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/ı(?=\u0301)/g, 'i')
    .normalize('NFC');

describe(`arXiv papers as jobs on ${backendName}`, () => {
  let arxiv: ArxivDouble;
  // Filled before the services start (hooks run in order), as the double's port is known only then.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    arxiv = await startArxivDouble({
      '2402.00011': { kind: 'folder', dir: join(fixtures, 'several-files') },
      '2402.00012': { kind: 'pdf', file: join(fixtures, 'pdf-only.pdf') },
      '2402.00013': { kind: 'folder', dir: join(fixtures, 'broken'), pdf: join(fixtures, 'pdf-only.pdf') },
    });
    env.ARXIV_URL = arxiv.url;
  });
  afterAll(() => arxiv.close());
  // No runner: each test runs its job itself.
  const services = servicesDuringTests(env);
  const userWith = (credits: number) =>
    services().users.create({ email: `${crypto.randomUUID()}@example.com`, credits });
  const run = (jobId: string) =>
    runJob({ ...services(), arxiv: services().config.arxiv, leaseMs: 120_000 }, jobId);
  const download = async (
    userId: string,
    jobId: string,
    file: 'translation' | 'bilingual' | 'latexSource',
  ) => {
    const opened = await services().jobs.openFile(userId, jobId, file);
    if (!opened) throw new Error(`job ${jobId} has no ${file}`);
    return Buffer.concat(await opened.stream.toArray());
  };

  test(
    'a link becomes a charged job whose result is the Spanish PDF and whose LaTeX source is translated',
    async () => {
      const user = await userWith(50);
      const job = await services().jobs.createFromArxiv({
        userId: user.id,
        arxiv: 'https://arxiv.org/abs/2402.00011v1',
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      expect(job).toMatchObject({ fileName: '2402.00011v1.tar.gz', arxivPaper: '2402.00011v1' });
      expect(job.wordCount).toBeGreaterThan(20);
      expect(await services().credits.balanceOf({ userId: user.id })).toBe(50 - job.credits);
      await run(job.id);

      const done = await services().jobs.get(user.id, job.id);
      expect(done).toMatchObject({ status: 'completed', resultFileName: '2402.00011v1.es.pdf' });
      expect(done?.outputs).toEqual([{ kind: 'latexSource', filename: '2402.00011v1.es.tar.gz' }]);
      // What the download route's ?file= accepts.
      expect(isJobFile('latexSource')).toBe(true);
      const text = pdfText(await download(user.id, job.id, 'translation'));
      expect(text).toMatch(/Introducción/);
      expect(text).toMatch(/casa/);
      const project = readTar(gunzipSync(await download(user.id, job.id, 'latexSource')));
      expect(project.map((file) => file.path)).toEqual(
        expect.arrayContaining(['main.tex', 'sections/intro.tex', 'refs.bib', 'figures/house.png']),
      );
      const main = project.find((file) => file.path === 'main.tex')?.data.toString('utf8');
      expect(main).toContain('\\begin{equation}');
      expect(main).toMatch(/jardín/);

      // The bilingual edition: the English original as its authors typeset it, beside the Spanish.
      expect(done?.hasBilingual).toBe(true);
      const bilingual = await download(user.id, job.id, 'bilingual');
      const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', '-', '-'], {
        input: bilingual,
      })
        .toString('utf8')
        .normalize('NFC');
      expect(firstPage).toMatch(/A Small House in the Garden.*\S/);
      expect(firstPage).toMatch(/Introduction[^\n]*Introducción/);

      // Translated again (another engine, say), it is still the arXiv paper, not a bare tarball.
      const again = await services().jobs.rerun(user.id, job.id, {
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      expect(again).toMatchObject({ fileName: '2402.00011v1.tar.gz', arxivPaper: '2402.00011v1' });
      // Revised segments cannot be written back into the PDF yet: refused rather than replaced by a tarball.
      await expect(services().jobs.regenerate(user.id, job.id)).rejects.toMatchObject({
        code: 'bad_request',
        message: expect.stringMatching(/arXiv paper cannot be written again/),
      });
    },
    timeout,
  );

  test(
    'a paper arXiv holds only as a PDF goes through the PDF pipeline',
    async () => {
      const user = await userWith(50);
      const job = await services().jobs.createFromArxiv({
        userId: user.id,
        arxiv: 'arxiv:2402.00012',
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      expect(job.fileName).toBe('2402.00012.pdf');
      await run(job.id);
      const done = await services().jobs.get(user.id, job.id);
      expect(done).toMatchObject({ status: 'completed', resultFileName: '2402.00012.es.pdf', outputs: [] });
      expect(pdfText(await download(user.id, job.id, 'translation'))).toMatch(/texto/i);
    },
    timeout,
  );

  test(
    "a paper whose translation does not compile falls back to arXiv's PDF and says so",
    async () => {
      const user = await userWith(50);
      const job = await services().jobs.createFromArxiv({
        userId: user.id,
        arxiv: '2402.00013',
        from: 'en',
        to: 'es',
        engine: 'apertium',
      });
      await run(job.id);
      const done = await services().jobs.get(user.id, job.id);
      expect(done).toMatchObject({ status: 'completed', resultFileName: '2402.00013.es.pdf' });
      // Said by a code and LaTeX's own words, so the job's page says it in the user's language.
      expect(done?.details?.jobNotes).toEqual([
        { code: 'arxivPdfFallback', compileError: '! Undefined control sequence.' },
      ]);
      expect(arxiv.requests).toContain('/pdf/2402.00013');
      expect(pdfText(await download(user.id, job.id, 'translation'))).toMatch(/texto/i);
      const project = readTar(gunzipSync(await download(user.id, job.id, 'latexSource')));
      expect(project.find((file) => file.path === 'main.tex')?.data.toString('utf8')).toMatch(/ventana/);
    },
    timeout,
  );

  test('a link that is no paper, and a paper arXiv does not have, are refused with nothing charged', async () => {
    const user = await userWith(50);
    const request = { userId: user.id, from: 'en', to: 'es', engine: 'apertium' };
    await expect(
      services().jobs.createFromArxiv({ ...request, arxiv: 'https://arxiv.org/list/cs.CL/recent' }),
    ).rejects.toMatchObject({ code: 'bad_request', message: expect.stringMatching(/is not an arXiv paper/) });
    await expect(services().jobs.createFromArxiv({ ...request, arxiv: '2402.09999' })).rejects.toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/arXiv has no source for 2402\.09999/),
    });
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(50);
    expect(await services().jobs.list(user.id)).toEqual([]);
  });
});
