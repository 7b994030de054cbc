// What the edges see of a job: the row without the queue's bookkeeping, its JSON columns typed.
import type { FormatOptions } from '@verso/core';
import type { JobRow } from '@verso/db';
import type { JobReport } from './jobNotes';
import { type JobOutput, jobOutputs } from './jobOutputs';
import { secondsLeft } from './time-left';

type Bookkeeping =
  | 'leaseExpiresAt'
  | 'attempts'
  | 'sourceFileId'
  | 'resultFileId'
  | 'bilingualFileId'
  | 'outputFiles';

export type Job = Omit<JobRow, Bookkeeping | 'details' | 'formatOptions'> & {
  formatOptions: FormatOptions;
  /** Written by the runner from the pipeline's report (and the job's own notes) when the job completes. */
  details: JobReport | null;
  /** The estimated time left of a running job; null when there is none. */
  secondsLeft: number | null;
  /** A bilingual version of the translation can be downloaded too. */
  hasBilingual: boolean;
  /** A recording's other outputs (transcripts, WebVTT, the video…) or a paper's LaTeX source, by kind, with their names. */
  outputs: { kind: JobOutput; filename: string }[];
};

export function toJob({
  leaseExpiresAt,
  attempts,
  sourceFileId,
  resultFileId,
  bilingualFileId,
  outputFiles,
  ...row
}: JobRow): Job {
  return {
    ...row,
    formatOptions: row.formatOptions as FormatOptions,
    details: row.details as JobReport | null,
    secondsLeft: secondsLeft(row, new Date()),
    hasBilingual: bilingualFileId !== null,
    outputs: jobOutputs.flatMap((kind) => {
      const output = outputFiles?.[kind];
      return output ? [{ kind, filename: output.filename }] : [];
    }),
  };
}

/** What a job has taken so far and would give back if it failed now: a preview's fee, or the document's price. */
export const chargedCredits = (job: Pick<JobRow, 'preview' | 'previewCredits' | 'credits'>) =>
  job.preview ? job.previewCredits : job.credits;

/** Credits the job cost in the end (the API's `usedCredits`): a failure or cancel gives back its own charge. */
export function usedCredits(job: Pick<JobRow, 'preview' | 'previewCredits' | 'credits' | 'status'>) {
  const earlier = job.preview ? 0 : job.previewCredits;
  const refunded = job.status === 'failed' || job.status === 'cancelled';
  return refunded ? earlier : earlier + chargedCredits(job);
}
