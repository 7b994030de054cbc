// What the edges see of a job: the row without the queue's bookkeeping.
import type { JobRow } from '@verso/db';

export type Job = Omit<JobRow, 'leaseExpiresAt' | 'attempts' | 'sourceFileId' | 'resultFileId'>;

export function toJob({ leaseExpiresAt, attempts, sourceFileId, resultFileId, ...job }: JobRow): Job {
  return job;
}
