// The retention sweep: stored files (uploads, conversions, results) are deleted a set number of days
// after their job finished, and the job is marked so a download says the file expired rather than
// that it never existed. A job's segments (kept for review) go with its files. Uploads that never
// became a job go after the same time.
import { type Database, files, jobSegments, jobs } from '@verso/db';
import { and, eq, inArray, isNull, lt, notExists, or, type SQL } from 'drizzle-orm';
import { jobFileIds } from '../jobs/jobFileIds';
import { removeStoredFile } from '../jobs/sourceDocument';
import type { Storage } from '../storage/storage';

const dayMs = 24 * 60 * 60 * 1000;

export interface RetentionSweep {
  /** Jobs whose files were deleted, and uploads that belonged to no job. */
  expiredJobs: number;
  orphanUploads: number;
}

export async function expireStoredFiles(
  db: Database,
  storage: Storage,
  retentionDays: number,
  now = new Date(),
): Promise<RetentionSweep> {
  const cutoff = new Date(now.getTime() - retentionDays * dayMs);
  const expiredJobs = await expireFinishedJobs(db, storage, cutoff, now);
  const orphanUploads = await removeOrphanUploads(db, storage, cutoff);
  return { expiredJobs, orphanUploads };
}

async function expireFinishedJobs(db: Database, storage: Storage, cutoff: Date, now: Date) {
  const due = await db
    .select({
      id: jobs.id,
      sourceFileId: jobs.sourceFileId,
      resultFileId: jobs.resultFileId,
      bilingualFileId: jobs.bilingualFileId,
      outputFiles: jobs.outputFiles,
    })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, ['completed', 'failed', 'cancelled']),
        lt(jobs.finishedAt, cutoff),
        isNull(jobs.filesExpiredAt),
      ),
    );
  let expired = 0;
  for (const job of due) {
    // Conditional, so when several workers sweep at once each job is expired by exactly one of them.
    const [won] = await db
      .update(jobs)
      .set({ filesExpiredAt: now, sourceFileId: null, resultFileId: null })
      .where(and(eq(jobs.id, job.id), isNull(jobs.filesExpiredAt)))
      .returning({ id: jobs.id });
    if (!won) continue;
    await db.delete(jobSegments).where(eq(jobSegments.jobId, job.id));
    const fileIds = jobFileIds(job);
    if (fileIds.length) await deleteFiles(db, storage, inArray(files.id, fileIds));
    expired += 1;
  }
  return expired;
}

/** Uploads priced but never started (the user left the page), past the same retention time. */
async function removeOrphanUploads(db: Database, storage: Storage, cutoff: Date) {
  const usedByJob = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(eq(jobs.sourceFileId, files.id), eq(jobs.resultFileId, files.id)));
  return deleteFiles(db, storage, and(lt(files.createdAt, cutoff), notExists(usedByJob)));
}

async function deleteFiles(db: Database, storage: Storage, which: SQL | undefined) {
  const removed = await db.delete(files).where(which).returning();
  await Promise.all(removed.map((file) => removeStoredFile(storage, file)));
  return removed.length;
}

/** How often a runner sweeps: often enough that a file outlives its retention by an hour at most. */
const sweepIntervalMs = 60 * 60 * 1000;

/** Sweeps now and then every hour until stopped; a failed sweep is logged and tried again next time. */
export function scheduleRetentionSweep(sweep: () => Promise<unknown>, intervalMs = sweepIntervalMs) {
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    current = sweep().catch((error) => console.error('[retention] the sweep of expired data failed', error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  // Stopping waits for a sweep under way, so the database is not closed beneath it.
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
