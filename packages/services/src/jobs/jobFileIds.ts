// The stored files a job refers to, in one place, so deleting a job, its expiry and a paid preview's
// replacement each remove all of them (a recording's outputs too).
import type { JobRow } from '@verso/db';

type JobFiles = Pick<JobRow, 'sourceFileId' | 'resultFileId' | 'bilingualFileId' | 'outputFiles'>;

export function jobFileIds(job: JobFiles): string[] {
  const ids = [
    job.sourceFileId,
    job.resultFileId,
    job.bilingualFileId,
    ...Object.values(job.outputFiles ?? {}).map((output) => output.fileId),
  ];
  return ids.filter((id): id is string => Boolean(id));
}
