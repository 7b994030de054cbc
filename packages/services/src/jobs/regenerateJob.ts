// Writing a finished job's file again from its segments as revised: no engine runs and nothing is
// charged. The new file replaces the old one in one transaction holding the job's row, so the previous
// translation stays downloadable until the new one is recorded, and a job deleted meanwhile keeps no file.
import { Readable } from 'node:stream';
import { type FormatOptions, type ReadLimits, rebuildDocument, UserFacingError } from '@verso/core';
import { type Database, files, jobs } from '@verso/db';
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../storage/storage';
import { toJob } from './job';
import { currentText, jobWithSegments, reviewableJob } from './jobSegments';
import { readSourceDocument, removeStoredFile } from './sourceDocument';

export interface RegenerateDeps {
  db: Database;
  storage: Storage;
  readLimits?: ReadLimits;
}

/** Jobs being regenerated in this process: one rebuild per job at a time. */
const underway = new Set<string>();

/** The regenerated job; null when the user has no such finished job. */
export async function regenerateJob(deps: RegenerateDeps, userId: string, jobId: string) {
  if (underway.has(jobId)) {
    throw new UserFacingError(
      'bad_request',
      'This translation is being regenerated already; wait for it to finish.',
    );
  }
  underway.add(jobId);
  try {
    return await regenerate(deps, userId, jobId);
  } finally {
    underway.delete(jobId);
  }
}

async function regenerate({ db, storage, readLimits }: RegenerateDeps, userId: string, jobId: string) {
  const found = await jobWithSegments(db, userId, jobId);
  if (!found) return null;
  const { job, rows } = found;
  if (job.arxivPaper) {
    // Its result is a PDF compiled from the translated source (or arXiv's PDF translated): rebuilding
    // the source alone would replace that PDF with a tarball.
    throw new UserFacingError(
      'bad_request',
      'A translated arXiv paper cannot be written again from revised segments yet; translate the paper again instead.',
    );
  }
  const [source] = job.sourceFileId
    ? await db.select().from(files).where(eq(files.id, job.sourceFileId))
    : [];
  if (!source || rows.length === 0) {
    throw new UserFacingError(
      'bad_request',
      'This translation was made before its segments were kept, so it cannot be written again; translate the document again to review it.',
    );
  }
  const { input, inputConverted } = await readSourceDocument(storage, source);
  const result = await rebuildDocument(
    {
      input,
      inputConverted,
      filename: job.fileName,
      from: job.sourceLang,
      to: job.targetLang,
      formatOptions: job.formatOptions as FormatOptions,
      readLimits,
    },
    rows.map((row) => ({ id: row.segmentId, source: row.source, translation: currentText(row) })),
  );
  const storageKey = `results/${userId}/${jobId}-revised-${crypto.randomUUID()}`;
  const { size } = await storage.write(storageKey, Readable.from([result.output]), Number.POSITIVE_INFINITY);
  const file = {
    id: crypto.randomUUID(),
    userId,
    name: result.filename,
    mimeType: result.mimeType ?? source.mimeType,
    size,
    storageKey,
  };
  const recorded = await db.transaction(async (tx) => {
    const current = await reviewableJob(tx, userId, jobId);
    if (!current) return null;
    await tx.insert(files).values(file);
    const [row] = await tx
      .update(jobs)
      .set({ resultFileId: file.id, resultFileName: result.filename })
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
      .returning();
    const replaced = current.resultFileId
      ? await tx.delete(files).where(eq(files.id, current.resultFileId)).returning()
      : [];
    return { row, replaced };
  });
  if (!recorded?.row) {
    // Deleted, or its files expired, while it was being written.
    await storage.remove(storageKey);
    throw new UserFacingError('not_found', 'This translation no longer exists.');
  }
  await Promise.all(recorded.replaced.map((old) => removeStoredFile(storage, old)));
  return toJob(recorded.row);
}
