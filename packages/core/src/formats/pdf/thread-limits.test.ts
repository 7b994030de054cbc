import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProcessLimits, setProcessLimits } from '../../processes/process-limits';
import { corpusFile } from '../../testing/corpus';
import { pdfFormat } from './index';
import { pdfWithDensePage } from './testing/dense-page';

// The real Worker, counting how many PDF threads are alive at once.
const threads = vi.hoisted(() => ({ alive: 0, most: 0 }));
vi.mock('node:worker_threads', async (original) => {
  const real = await original<typeof import('node:worker_threads')>();
  class CountedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      threads.alive += 1;
      threads.most = Math.max(threads.most, threads.alive);
      this.once('exit', () => {
        threads.alive -= 1;
      });
    }
  }
  return { ...real, Worker: CountedWorker };
});

const example = readFileSync(corpusFile('pdf/argos-example.pdf'));

afterEach(() => setProcessLimits(defaultProcessLimits));

describe('PDF threads', () => {
  it('run no more at once than the limit; the rest wait their turn', async () => {
    setProcessLimits({ pdfThreads: 1 });
    threads.most = 0;
    const results = await Promise.all([1, 2, 3].map(() => pdfFormat.extract(example, {})));
    expect(results.map((doc) => doc.segments.length > 0)).toEqual([true, true, true]);
    expect(threads.most).toBe(1);
  }, 120_000);

  it('fail a document that needs more memory than a thread may have, and the process carries on', async () => {
    setProcessLimits({ pdfThreadMemoryMb: 32 });
    await expect(pdfFormat.extract(await pdfWithDensePage(), {})).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(
        /^This PDF needs more memory than this server gives one document \(32 MB\)/,
      ),
    });
    const { segments } = await pdfFormat.extract(example, {});
    expect(segments.length).toBeGreaterThan(0);
  }, 120_000);
});
