// What the edges see of a job: the row without the queue's bookkeeping, its JSON columns typed.
import type { FormatOptions, TranslationReport } from '@verso/core';
import type { JobRow } from '@verso/db';

type Bookkeeping = 'leaseExpiresAt' | 'attempts' | 'sourceFileId' | 'resultFileId';

export type Job = Omit<JobRow, Bookkeeping | 'details' | 'formatOptions'> & {
  formatOptions: FormatOptions;
  /** Written by the runner from the pipeline's report when the job completes. */
  details: TranslationReport | null;
};

export function toJob({ leaseExpiresAt, attempts, sourceFileId, resultFileId, ...row }: JobRow): Job {
  return {
    ...row,
    formatOptions: row.formatOptions as FormatOptions,
    details: row.details as TranslationReport | null,
  };
}
