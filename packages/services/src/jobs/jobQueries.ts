// Reading and deleting a user's jobs. Every query is scoped by user: another user's job id is
// indistinguishable from one that does not exist.
import { UserFacingError } from '@verso/core';
import { type Database, files, type JobRow, jobs } from '@verso/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import { attachmentDisposition } from '../downloads/content-disposition';
import type { Storage } from '../storage/storage';
import { toJob } from './job';
import { jobFileIds } from './jobFileIds';
import { type JobOutput, jobOutputs } from './jobOutputs';
import { removeStoredFile } from './sourceDocument';

/** The files a job's page offers for download: a document's three, and a recording's or a paper's other outputs. */
export type JobFile = 'translation' | 'bilingual' | 'original' | JobOutput;

const finishedResult = (job: JobRow) => (job.status === 'completed' ? job.resultFileId : null);
const otherOutput = (kind: JobOutput) => (job: JobRow) =>
  job.status === 'completed' ? (job.outputFiles?.[kind]?.fileId ?? null) : null;
const jobFiles: Record<JobFile, (job: JobRow) => string | null> = {
  translation: finishedResult,
  bilingual: (job) => (job.status === 'completed' ? job.bilingualFileId : null),
  // From the job's start until its files expire, whatever became of the job.
  original: (job) => job.sourceFileId,
  ...(Object.fromEntries(jobOutputs.map((kind) => [kind, otherOutput(kind)])) as Record<
    JobOutput,
    (job: JobRow) => string | null
  >),
};

/** Whether `name` is one of the files a job may offer (a download's `?file=`). */
export const isJobFile = (name: string): name is JobFile => name in jobFiles;

export function jobQueries(db: Database, storage: Storage, credits: CreditLedger) {
  const row = async (userId: string, jobId: string) =>
    (
      await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    )[0];

  /** One of the job's stored files to stream (or a link to it); null when there is none; `expired` once the sweep deleted them. */
  const openStored = async (found: JobRow | undefined, fileId: (job: JobRow) => string | null) => {
    if (found?.filesExpiredAt) {
      throw new UserFacingError(
        'expired',
        'This translation was deleted when its storage period ended. Translate the document again to get a new copy.',
      );
    }
    const id = found && fileId(found);
    if (!id) return null;
    const [file] = await db.select().from(files).where(eq(files.id, id));
    if (!file) return null;
    return {
      stream: storage.read(file.storageKey),
      /** Where the file can be fetched directly for a while (S3), so the site need not pass it through. */
      directUrl: await storage.downloadUrl?.(file.storageKey, {
        contentType: file.mimeType,
        contentDisposition: attachmentDisposition(file.name),
      }),
      filename: file.name,
      size: file.size,
      mimeType: file.mimeType,
    };
  };

  const openFinishedResult = (found: JobRow | undefined) => openStored(found, finishedResult);

  return {
    async list(userId: string) {
      const rows = await db.select().from(jobs).where(eq(jobs.userId, userId)).orderBy(desc(jobs.createdAt));
      return rows.map(toJob);
    },
    async get(userId: string, jobId: string) {
      const found = await row(userId, jobId);
      return found ? toJob(found) : null;
    },
    /**
     * Deletes the job and its files. Work that never finished gives its credits back, as a failure
     * would: refund and delete are one transaction holding the job's row, so a worker failing the
     * job meanwhile waits, then finds it gone and refunds nothing.
     */
    async remove(userId: string, jobId: string) {
      const stored = await db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
          .for('update');
        if (!found) return undefined;
        if (found.status === 'queued' || found.status === 'running') {
          await credits.refundJob(found, tx);
        }
        await tx.delete(jobs).where(eq(jobs.id, jobId));
        const fileIds = jobFileIds(found);
        return fileIds.length ? tx.delete(files).where(inArray(files.id, fileIds)).returning() : [];
      });
      if (!stored) return false;
      await Promise.all(stored.map((file) => removeStoredFile(storage, file)));
      return true;
    },
    /** The finished translation to stream; null while there is none; `expired` once the sweep deleted it. */
    async openResult(userId: string, jobId: string) {
      return openFinishedResult(await row(userId, jobId));
    },
    /** One of the files a job's page offers: the translation, its bilingual version, or the original. */
    async openFile(userId: string, jobId: string, file: JobFile) {
      return openStored(await row(userId, jobId), jobFiles[file]);
    },
    /**
     * The same for a signed download link (API v1's fileUrl, translatedFileUrl,
     * translatedBilingualFileUrl), which names no user: the caller has checked the link's signature,
     * which only this server can make for the job's owner.
     */
    async openFileOfSignedLink(jobId: string, file: JobFile) {
      return openStored((await db.select().from(jobs).where(eq(jobs.id, jobId)))[0], jobFiles[file]);
    },
  };
}
