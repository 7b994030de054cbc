// Translating a job's document again with other settings (another engine, languages, options): a copy
// of its original becomes a new upload of the same user, priced and started like any upload, so each
// job keeps files of its own and deleting one leaves the other whole.
import type { Readable } from 'node:stream';
import { UserFacingError } from '@verso/core';
import { jobs } from '@verso/db';
import { and, eq } from 'drizzle-orm';
import {
  createJobFromUpload,
  discardUpload,
  type JobCreationDeps,
  type JobRequest,
  quoteJob,
  receiveUpload,
} from './createJob';

type OpenFile = (
  userId: string,
  jobId: string,
  file: 'original',
) => Promise<{ stream: Readable; filename: string } | null>;

export function jobReruns(deps: JobCreationDeps, openFile: OpenFile) {
  const copyOfOriginal = async (userId: string, jobId: string) => {
    const original = await openFile(userId, jobId, 'original');
    if (!original) throw new UserFacingError('not_found', 'This translation no longer exists.');
    const upload = await receiveUpload(deps, userId, original.filename, original.stream);
    // A paper fetched from arXiv stays one: compiled to its PDF, with arXiv's PDF to fall back on.
    const [job] = await deps.db
      .select({ arxivPaper: jobs.arxivPaper })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)));
    return job?.arxivPaper ? { ...upload, arxivPaper: job.arxivPaper } : upload;
  };
  return {
    /** What the job's document would cost with these settings; nothing is kept or charged. */
    async quoteRerun(userId: string, jobId: string, request: JobRequest) {
      const upload = await copyOfOriginal(userId, jobId);
      try {
        return await quoteJob(deps, upload, request);
      } finally {
        await discardUpload(deps, upload);
      }
    },
    /** A new job of the same document with these settings, charged as any job. */
    async rerun(userId: string, jobId: string, request: JobRequest) {
      return createJobFromUpload(deps, await copyOfOriginal(userId, jobId), request);
    },
  };
}
