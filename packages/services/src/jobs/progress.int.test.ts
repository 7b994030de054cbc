// A running job's row says where it is — reading, translating N of M segments, rebuilding — as the
// engine works, so the job page can show it after a reload; and an attempt whose job is taken from it
// (deleted, cancelled) stops working at its next report instead of translating to the end.
import { Readable } from 'node:stream';
import { creditEntries, type JobRow, jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { backendName, eventually, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

/** One paragraph per call of the slow engine (60 characters, 250 ms). */
const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => `Paragraph ${index + 1} says the house is small.`).join('\n\n');

describe(`job progress on ${backendName}`, () => {
  const services = servicesDuringTests();

  const slowJob = async (email: string, paragraphCount: number) => {
    const user = await services().users.create({ email, credits: 10 });
    const job = await services().jobs.create({
      userId: user.id,
      filename: 'story.txt',
      stream: Readable.from([Buffer.from(`${paragraphs(paragraphCount)}\n`)]),
      from: 'en',
      to: 'es',
      engine: 'slow',
    });
    return { user, job };
  };
  const deps = () => ({
    db: services().db,
    storage: services().storage,
    credits: services().credits,
    glossaries: services().glossaries,
    memory: services().memory,
    leaseMs: services().config.jobLeaseMs,
  });
  const rowOf = async (jobId: string) =>
    (await services().db.select().from(jobs).where(eq(jobs.id, jobId)))[0];

  /** The row every 50 ms while `work` runs. */
  async function watch(jobId: string, work: Promise<void>) {
    const seen: JobRow[] = [];
    let running = true;
    const finished = work.finally(() => {
      running = false;
    });
    while (running) {
      const row = await rowOf(jobId);
      if (row) seen.push(row);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await finished;
    return seen;
  }

  test('the row shows the stage and N of M segments while the engine works, and the bar only moves on', async () => {
    const { user, job } = await slowJob('progress-stages@example.com', 6);
    const seen = await watch(job.id, runJob(deps(), job.id));

    const translating = seen.filter((row) => row.stage === 'translating' && row.status === 'running');
    const counts = [...new Set(translating.map((row) => row.segmentsDone))];
    // Six paragraphs, one per call: the page sees the count climb through the middle, not jump to the end.
    expect(counts.filter((done) => done > 0 && done < 6).length).toBeGreaterThanOrEqual(3);
    expect(translating.every((row) => row.segmentsTotal === 6)).toBe(true);
    const bar = seen.map((row) => row.progress);
    expect(bar).toEqual([...bar].sort((a, b) => a - b));
    const done = seen.map((row) => row.segmentsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));

    const finished = await services().jobs.get(user.id, job.id);
    expect(finished).toMatchObject({ status: 'completed', progress: 100, segmentsDone: 6, segmentsTotal: 6 });
  });

  test('an attempt whose job was deleted mid-way stops at its next report and is refunded once', async () => {
    const { user, job } = await slowJob('progress-deleted@example.com', 40);
    const started = Date.now();
    const attempt = runJob(deps(), job.id);
    await eventually(async () => ((await rowOf(job.id))?.segmentsDone ?? 0) > 0);
    expect(await services().jobs.remove(user.id, job.id)).toBe(true);
    await attempt;

    // Forty paragraphs at 250 ms each would take 10 s; the attempt ended within a call or two.
    expect(Date.now() - started).toBeLessThan(6000);
    const ledger = await services().db.select().from(creditEntries).where(eq(creditEntries.userId, user.id));
    expect(ledger.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-1, 1, 10]);
  });
});
