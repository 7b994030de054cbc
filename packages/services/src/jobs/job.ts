// What the edges see of a job: the row without the queue's bookkeeping.
import type { FormatOptions, TranslationReport } from '@verso/core';
import type { JobRow } from '@verso/db';

export type Job = Omit<
  JobRow,
  'leaseExpiresAt' | 'attempts' | 'sourceFileId' | 'resultFileId' | 'details'
> & {
  /** Written by the runner from the pipeline's report when the job completes. */
  details: TranslationReport | null;
};

export function toJob({
  leaseExpiresAt,
  attempts,
  sourceFileId,
  resultFileId,
  details,
  ...job
}: JobRow): Job {
  return { ...job, details: details as TranslationReport | null };
}
