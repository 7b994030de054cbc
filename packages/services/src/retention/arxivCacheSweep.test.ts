// The arXiv cache's sweep: papers unused past ARXIV_CACHE_DAYS go, then the least recently used until
// the folder fits ARXIV_CACHE_MB; a paper read again counts as used; a download being written stays.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchArxivSource, parseArxivId } from '@verso/core';
import { politeQueue } from '@verso/core/arxiv/polite-queue';
import { type ArxivDouble, startArxivDouble } from '@verso/core/arxiv/testing/arxiv-double';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sweepArxivCache } from './arxivCacheSweep';

const dayMs = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-30T12:00:00Z');
const megabyte = 1024 * 1024;

describe('the arXiv cache sweep', () => {
  let cacheDir: string;
  beforeEach(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'verso-arxiv-cache-test-'));
  });
  afterEach(() => rm(cacheDir, { recursive: true, force: true }));

  /** A cached file of `megabytes`, last used `daysAgo`. */
  async function cachedFile(name: string, megabytes: number, daysAgo: number) {
    const path = join(cacheDir, name);
    await writeFile(path, Buffer.alloc(megabytes * megabyte));
    const usedAt = new Date(now - daysAgo * dayMs);
    await utimes(path, usedAt, usedAt);
  }
  const left = async () => (await readdir(cacheDir)).sort();

  test('papers unused for longer than the days allowed are removed, recent ones kept', async () => {
    await cachedFile('2401.00001v1.e-print', 1, 31);
    await cachedFile('2401.00001v1.atom', 0, 31);
    await cachedFile('2401.00002v1.e-print', 1, 29);
    expect(await sweepArxivCache(cacheDir, { maxAgeDays: 30, maxBytes: 100 * megabyte }, now)).toEqual({
      removedFiles: 2,
      removedBytes: megabyte,
    });
    expect(await left()).toEqual(['2401.00002v1.e-print']);
  });

  test('over the size allowed, the least recently used go first until the rest fits', async () => {
    await cachedFile('2401.00001v1.e-print', 3, 5);
    await cachedFile('2401.00002v1.e-print', 3, 1);
    await cachedFile('2401.00003v1.pdf', 3, 3);
    await cachedFile('2401.00004v1.e-print', 3, 0);
    const sweep = await sweepArxivCache(cacheDir, { maxAgeDays: 30, maxBytes: 7 * megabyte }, now);
    expect(sweep).toEqual({ removedFiles: 2, removedBytes: 6 * megabyte });
    expect(await left()).toEqual(['2401.00002v1.e-print', '2401.00004v1.e-print']);
  });

  test('a download being written stays, one whose writer died an hour ago goes', async () => {
    await cachedFile('2401.00001v1.e-print.123.1.part', 5, 0);
    await cachedFile('2401.00002v1.e-print.456.1.part', 1, 2 / 24);
    await sweepArxivCache(cacheDir, { maxAgeDays: 30, maxBytes: 1 * megabyte }, now);
    expect(await left()).toEqual(['2401.00001v1.e-print.123.1.part']);
  });

  test('a cache that was never made sweeps nothing', async () => {
    const missing = join(cacheDir, 'never-made');
    expect(await sweepArxivCache(missing, { maxAgeDays: 1, maxBytes: 1 }, now)).toEqual({
      removedFiles: 0,
      removedBytes: 0,
    });
  });

  describe('with papers fetched from the arXiv double', () => {
    let arxiv: ArxivDouble;
    beforeAll(async () => {
      arxiv = await startArxivDouble({
        '2402.00031': {
          kind: 'folder',
          dir: join(import.meta.dirname, '../../../core/src/arxiv/fixtures/single-tex'),
        },
      });
    });
    afterAll(() => arxiv.close());

    test('a paper read again from the cache counts as used, and is not swept as old', async () => {
      const client = { environment: { ARXIV_URL: arxiv.url }, cacheDir, queue: politeQueue(0) };
      const paper = parseArxivId('2402.00031v1');
      await fetchArxivSource(paper, client);
      const cached = join(cacheDir, '2402.00031v1.e-print');
      const longAgo = new Date(Date.now() - 40 * dayMs);
      await utimes(cached, longAgo, longAgo);

      await fetchArxivSource(paper, client);
      expect(arxiv.requests).toEqual(['/e-print/2402.00031v1']);
      await sweepArxivCache(cacheDir, { maxAgeDays: 30, maxBytes: 100 * megabyte });
      expect(await left()).toEqual(['2402.00031v1.e-print']);
    });
  });
});
