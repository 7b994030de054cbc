// What a job's page shows of its document beside the translation: page images for PDFs and office
// documents (printed to PDF by LibreOffice once, the print kept beside the file), pictures and comic
// pages as themselves, a recording as the subtitles heard in it, the text itself for every other format. Scoped by user like every job query:
// another user's job shows nothing.
import { Readable } from 'node:stream';
import {
  countPdfPages,
  formatForFilename,
  isOfficeDocument,
  isPictureDocument,
  officeToPdf,
  type PagePreview,
  pdfPagePreview,
  picturePageCount,
  picturePagePreview,
  previewDocument,
  UserFacingError,
} from '@verso/core';
import { type Database, files, type JobRow, jobs } from '@verso/db';
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../storage/storage';
import { printKey, type StoredFile } from './sourceDocument';

/** Which file of a job a preview shows. */
export type PreviewSide = 'original' | 'translation';

export type JobPreview =
  /** `withoutOriginal`: the original has no pages (an arXiv paper's LaTeX source), only the translation does. */
  | { kind: 'pages'; pages: number; withoutOriginal?: true }
  | { kind: 'text'; original: string; translation: string; truncated: boolean };

/** Enough text to judge a translation by; the whole file is the download. */
export const textPreviewChars = 100_000;

const isPdf = (file: StoredFile) => formatForFilename(file.name).id === 'pdf';
const showsPages = (file: StoredFile) =>
  isPdf(file) || isOfficeDocument(file.name) || isPictureDocument(file.name);

export function jobPreviews(db: Database, storage: Storage) {
  const finishedJob = async (userId: string, jobId: string) => {
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)));
    return job?.status === 'completed' ? job : undefined;
  };
  const fileOf = async (job: JobRow | undefined, side: PreviewSide) => {
    // A recording's original is shown as the subtitles heard in it.
    const original = job?.outputFiles?.sourceSubtitles?.fileId ?? job?.sourceFileId;
    const fileId = side === 'original' ? original : job?.resultFileId;
    if (!fileId) return undefined;
    return (await db.select().from(files).where(eq(files.id, fileId)))[0];
  };

  /** The file as a PDF: itself, or its print, made on first need and kept until the file goes. */
  const asPdf = async (file: StoredFile) => {
    if (isPdf(file)) return storage.readAll(file.storageKey);
    const kept = await storage.readIfPresent(printKey(file));
    if (kept) return kept;
    const pdf = await officeToPdf(await storage.readAll(file.storageKey), file.name);
    await storage.write(printKey(file), Readable.from([pdf]), Number.POSITIVE_INFINITY);
    return pdf;
  };

  const textOf = async (file: StoredFile) => {
    const preview = await previewDocument(await storage.readAll(file.storageKey), file.name, {
      maxPages: 0,
      widthPx: 0,
    });
    return preview.kind === 'text' ? preview.text : '';
  };

  return {
    /** How the finished job is shown: its translation's page count, or both texts; null before it finishes. */
    async preview(userId: string, jobId: string): Promise<JobPreview | null> {
      const job = await finishedJob(userId, jobId);
      const [original, translation] = await Promise.all([
        fileOf(job, 'original'),
        fileOf(job, 'translation'),
      ]);
      if (!original || !translation) return null;
      if (isPictureDocument(translation.name)) {
        const pictures = await storage.readAll(translation.storageKey);
        return { kind: 'pages', pages: await picturePageCount(pictures, translation.name) };
      }
      if (showsPages(translation)) {
        const pages = await countPdfPages(await asPdf(translation));
        return showsPages(original)
          ? { kind: 'pages', pages }
          : { kind: 'pages', pages, withoutOriginal: true };
      }
      const [source, target] = await Promise.all([textOf(original), textOf(translation)]);
      return {
        kind: 'text',
        original: source.slice(0, textPreviewChars),
        translation: target.slice(0, textPreviewChars),
        truncated: Math.max(source.length, target.length) > textPreviewChars,
      };
    },

    /**
     * A page of the job's original or translation as an image, for the side-by-side view; null when
     * the job or that file does not exist (yet). An encrypted original cannot be shown once its job
     * has ended: its password is not kept.
     */
    async previewPage(userId: string, jobId: string, side: PreviewSide, page: Omit<PagePreview, 'password'>) {
      const file = await fileOf(await finishedJob(userId, jobId), side);
      if (!file) return null;
      if (!showsPages(file)) {
        throw new UserFacingError(
          'bad_request',
          'Page previews are made of PDF, office and picture files only.',
        );
      }
      if (isPictureDocument(file.name))
        return picturePagePreview(await storage.readAll(file.storageKey), file.name, page);
      return pdfPagePreview(await asPdf(file), page);
    },
  };
}
