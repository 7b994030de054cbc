// An arXiv paper is priced before its job exists: by the words of its LaTeX source (or its PDF's, when
// arXiv holds no source) exactly as the job then charges them, with the paper's title; nothing is stored
// or charged, and the job fetches nothing the quote fetched. A bad link is refused before arXiv is asked,
// and a title arXiv does not give leaves the quote without one. A user may have only so many papers
// fetched an hour (ARXIV_LOOKUPS_PER_HOUR, 2 here), for quotes and jobs alike, papers in the cache free. The arXiv double on a free port.
import { join } from 'node:path';
import { type ArxivDouble, startArxivDouble } from '@verso/core/arxiv/testing/arxiv-double';
import { files } from '@verso/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from '../testing/testServices';

const fixtures = join(import.meta.dirname, '../../../core/src/arxiv/fixtures');
// The polite queue's 3 s between requests, twice or three times a test.
const timeout = 60_000;

describe(`arXiv quotes on ${backendName}`, () => {
  let arxiv: ArxivDouble;
  // Filled before the services start (hooks run in order), as the double's port is known only then.
  // Each test's user fetches at most two papers but the one that counts them.
  const env: Record<string, string> = { ARXIV_LOOKUPS_PER_HOUR: '2' };
  beforeAll(async () => {
    arxiv = await startArxivDouble({
      '2404.00031': {
        kind: 'folder',
        dir: join(fixtures, 'several-files'),
        title: 'A Small House in the Garden',
      },
      '2404.00032': { kind: 'pdf', file: join(fixtures, 'pdf-only.pdf') },
      // The export API answers its error entry for this one: no title to be had.
      '2404.00033': { kind: 'single-tex', file: join(fixtures, 'single-tex/paper.tex'), title: 'Error' },
    });
    env.ARXIV_URL = arxiv.url;
  });
  afterAll(() => arxiv.close());
  const services = servicesDuringTests(env);
  const userWith = (credits: number) =>
    services().users.create({ email: `${crypto.randomUUID()}@example.com`, credits });
  const settings = { from: 'en', to: 'es', engine: 'apertium' };
  const storedFilesOf = (userId: string) =>
    services().db.select().from(files).where(eq(files.userId, userId));
  const eprintRequests = (path: string) => arxiv.requests.filter((request) => request === `/e-print/${path}`);

  test(
    "a paper's LaTeX source is priced by its words, with its title, as its job then charges it",
    async () => {
      const user = await userWith(50);
      const request = { ...settings, userId: user.id, arxiv: 'https://arxiv.org/abs/2404.00031v1' };
      const quote = await services().jobs.quoteArxiv(request);
      expect(quote).toMatchObject({
        paper: '2404.00031v1',
        fileName: '2404.00031v1.tar.gz',
        title: 'A Small House in the Garden',
        from: 'en',
        sourceDetected: false,
        balance: 50,
        engine: expect.stringContaining('apertium'),
      });
      expect(quote.wordCount).toBeGreaterThan(20);
      expect(quote.credits).toBeGreaterThan(0);
      // Nothing kept or charged for a quote.
      expect(await storedFilesOf(user.id)).toEqual([]);
      expect(await services().credits.balanceOf({ userId: user.id })).toBe(50);

      const job = await services().jobs.createFromArxiv(request);
      expect(job).toMatchObject({ wordCount: quote.wordCount, credits: quote.credits });
      // The job took the paper the quote fetched from the cache: arXiv was asked once.
      expect(eprintRequests('2404.00031v1')).toHaveLength(1);
    },
    timeout,
  );

  test(
    'a paper arXiv holds only as a PDF is priced as that PDF',
    async () => {
      const user = await userWith(50);
      const quote = await services().jobs.quoteArxiv({
        ...settings,
        userId: user.id,
        arxiv: 'arxiv:2404.00032',
      });
      expect(quote).toMatchObject({ paper: '2404.00032', fileName: '2404.00032.pdf', title: 'A Test Paper' });
      expect(quote.wordCount).toBeGreaterThan(0);
    },
    timeout,
  );

  test(
    'a title the export API does not give leaves the quote without one, not refused',
    async () => {
      const user = await userWith(50);
      const quote = await services().jobs.quoteArxiv({ ...settings, userId: user.id, arxiv: '2404.00033' });
      expect(quote.title).toBeUndefined();
      expect(quote).toMatchObject({ fileName: '2404.00033.tar.gz' });
      expect(quote.wordCount).toBeGreaterThan(0);
    },
    timeout,
  );

  test(
    'a link that is no paper is refused before arXiv is asked, and a paper arXiv lacks is not found',
    async () => {
      const user = await userWith(50);
      const asked = arxiv.requests.length;
      await expect(
        services().jobs.quoteArxiv({
          ...settings,
          userId: user.id,
          arxiv: 'https://arxiv.org/list/cs.CL/recent',
        }),
      ).rejects.toMatchObject({
        code: 'bad_request',
        message: expect.stringMatching(/is not an arXiv paper/),
      });
      expect(arxiv.requests.length).toBe(asked);
      await expect(
        services().jobs.quoteArxiv({ ...settings, userId: user.id, arxiv: '2404.09999' }),
      ).rejects.toMatchObject({
        code: 'not_found',
        message: expect.stringMatching(/arXiv has no source for 2404\.09999/),
      });
    },
    timeout,
  );

  test(
    'a user who has had their hour of new papers fetched is refused before arXiv is asked; others are not',
    async () => {
      const user = await userWith(50);
      const quote = (arxiv: string, userId = user.id, to = 'es') =>
        services().jobs.quoteArxiv({ ...settings, to, userId, arxiv });
      await quote('2404.00031v3');
      // The same paper in another language comes from the cache: not counted.
      await quote('2404.00031v3', user.id, 'fr');
      expect(eprintRequests('2404.00031v3')).toHaveLength(1);
      await quote('2404.00033v3');

      const asked = arxiv.requests.length;
      await expect(quote('2404.00032v3')).rejects.toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/You looked up 2 new arXiv papers in the last hour/),
      });
      expect(arxiv.requests.length).toBe(asked);
      // Papers already fetched are still quoted, and another user's allowance is their own.
      await expect(quote('2404.00031v3')).resolves.toMatchObject({ fileName: '2404.00031v3.tar.gz' });
      const other = await userWith(50);
      await expect(quote('2404.00032v3', other.id)).resolves.toMatchObject({ fileName: '2404.00032v3.pdf' });
    },
    timeout,
  );

  test(
    'a job made without a quote counts its new paper too: past the hour it is refused, nothing charged',
    async () => {
      const user = await userWith(50);
      const quote = (arxiv: string) => services().jobs.quoteArxiv({ ...settings, userId: user.id, arxiv });
      await quote('2404.00031v4');
      await quote('2404.00033v4');

      const asked = arxiv.requests.length;
      await expect(
        services().jobs.createFromArxiv({ ...settings, userId: user.id, arxiv: '2404.00032v4' }),
      ).rejects.toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/You looked up 2 new arXiv papers in the last hour/),
      });
      expect(arxiv.requests.length).toBe(asked);
      expect(await storedFilesOf(user.id)).toEqual([]);
      expect(await services().credits.balanceOf({ userId: user.id })).toBe(50);
    },
    timeout,
  );
});
