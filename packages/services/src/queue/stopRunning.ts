// How either queue driver stops its runner: let running jobs finish within the grace period, then
// release the rest back to the queue and wait for their attempts to notice and stop.
import type { Database } from '@verso/db';
import type { ActiveJobs } from './activeJobs';
import { releaseJobs, uncountReleasedAttempts } from './releaseJobs';

/** The job ids released, for a driver that must queue them again (BullMQ). */
export async function stopRunning(db: Database, active: ActiveJobs, graceMs: number): Promise<string[]> {
  const unfinished = await active.settleWithin(graceMs);
  if (unfinished.length === 0) return [];
  const released = await releaseJobs(db, unfinished);
  // runJob checks its hold every second; the released attempts stop within that.
  await active.settled();
  await uncountReleasedAttempts(db, released);
  return released.map((job) => job.id);
}
