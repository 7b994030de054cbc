// What became of a job in the kill loop, counted from the database, the disk, the ledger and the
// queue: what a user (their download, their balance) or an operator (a stuck queue) would notice.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { creditEntries, files, jobs } from '@verso/db';
import { Queue } from 'bullmq';
import { and, eq, like } from 'drizzle-orm';
import type { Services } from '../services';
import { storageRoot } from '../storage/localDiskStorage';

export interface JobOutcome {
  status: string;
  attempts: number;
  /** Result files recorded in the database for the job. */
  completions: number;
  /** Result files on disk, partial ones included. */
  storedResults: number;
  resultCorrect: boolean;
  charges: number;
  refunds: number;
}

export async function outcomeOf(services: Services, jobId: string, userId: string, expected: Buffer) {
  const [job] = await services.db.select().from(jobs).where(eq(jobs.id, jobId));
  const results = await services.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.userId, userId), like(files.storageKey, 'results/%')));
  const ledger = await services.db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
  const result = await services.jobs.openResult(userId, jobId);
  const output = result ? Buffer.concat(await result.stream.toArray()) : undefined;
  return {
    status: job?.status ?? 'deleted',
    attempts: job?.attempts ?? 0,
    completions: results.length,
    storedResults: await filesIn(join(storageRoot(services.config.dataDir), 'results', userId)),
    resultCorrect: output?.equals(expected) ?? false,
    charges: ledger.filter((entry) => entry.amount < 0).length,
    refunds: ledger.filter((entry) => entry.reason === 'refund').length,
  } satisfies JobOutcome;
}

async function filesIn(directory: string) {
  return (await readdir(directory).catch(() => [])).length;
}

export async function queueLeftovers(services: Services) {
  return Object.values(await queueCounts(services)).reduce((sum, count) => sum + count, 0);
}

export async function queueCounts(services: Services): Promise<Record<string, number>> {
  if (services.queue.driver !== 'bullmq') return {};
  const { redisUrl, queuePrefix } = services.config;
  const queue = new Queue('translate', {
    connection: { url: redisUrl, maxRetriesPerRequest: null },
    prefix: queuePrefix,
  });
  try {
    return await queue.getJobCounts();
  } finally {
    await queue.close();
  }
}
