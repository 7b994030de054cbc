// Reading and deleting a user's jobs. Every query is scoped by user: another user's job id is
// indistinguishable from one that does not exist.
import {
  countPdfPages,
  formatForFilename,
  type PagePreview,
  pdfPagePreview,
  UserFacingError,
} from '@verso/core';
import { type Database, files, jobs } from '@verso/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import type { Storage } from '../storage/storage';

/** Which file of a job a preview shows. */
export type PreviewSide = 'original' | 'translation';

import { toJob } from './job';
import { removeStoredFile } from './sourceDocument';

export function jobQueries(db: Database, storage: Storage, credits: CreditLedger) {
  const row = async (userId: string, jobId: string) =>
    (
      await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    )[0];

  const openFinishedResult = async (found: typeof jobs.$inferSelect | undefined) => {
    if (found?.filesExpiredAt) {
      throw new UserFacingError(
        'expired',
        'This translation was deleted when its storage period ended. Translate the document again to get a new copy.',
      );
    }
    if (!found?.resultFileId || found.status !== 'completed') return null;
    const [file] = await db.select().from(files).where(eq(files.id, found.resultFileId));
    if (!file) return null;
    return {
      stream: storage.read(file.storageKey),
      filename: file.name,
      size: file.size,
      mimeType: file.mimeType,
    };
  };

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
     * A page of the job's original or translated PDF as an image, for the side-by-side view; null
     * when the job or that file does not exist (yet). An encrypted original cannot be shown once its
     * job has ended: its password is not kept.
     */
    /**
     * How many pages the side-by-side view of a finished job can show: its translated PDF's; null when
     * the job has no translated PDF.
     */
    async previewPages(userId: string, jobId: string): Promise<number | null> {
      const found = await row(userId, jobId);
      if (!found?.resultFileId || found.status !== 'completed') return null;
      const [file] = await db.select().from(files).where(eq(files.id, found.resultFileId));
      if (!file || formatForFilename(file.name).id !== 'pdf') return null;
      return countPdfPages(await storage.readAll(file.storageKey));
    },
    async previewPage(
      userId: string,
      jobId: string,
      side: PreviewSide,
      preview: Omit<PagePreview, 'password'>,
    ) {
      const found = await row(userId, jobId);
      const fileId = side === 'original' ? found?.sourceFileId : found?.resultFileId;
      if (!fileId) return null;
      const [file] = await db.select().from(files).where(eq(files.id, fileId));
      if (!file) return null;
      if (formatForFilename(file.name).id !== 'pdf') {
        throw new UserFacingError('bad_request', 'Page previews are made of PDF files only.');
      }
      return pdfPagePreview(await storage.readAll(file.storageKey), preview);
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
          await credits.refundJob(userId, jobId, found.credits, tx);
        }
        await tx.delete(jobs).where(eq(jobs.id, jobId));
        const fileIds = [found.sourceFileId, found.resultFileId].filter((id): id is string => Boolean(id));
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
    /**
     * The same for a signed download link (API v1's translatedFileUrl), which names no user: the caller
     * has checked the link's signature, which only this server can make for the job's owner.
     */
    async openResultOfSignedLink(jobId: string) {
      return openFinishedResult((await db.select().from(jobs).where(eq(jobs.id, jobId)))[0]);
    },
  };
}
