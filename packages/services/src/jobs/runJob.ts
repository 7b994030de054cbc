// Running one job, whichever queue driver handed it over. Every outcome is written to the row:
// completed with its result, or failed with a message the user can act on and the credits refunded.
// Nothing thrown here may escape into the worker loop. A job resumed after its worker died may still
// have an older attempt running somewhere (a worker that froze past its lease): each attempt writes
// its outcome only while it is still the job's latest, so a job completes, and is refunded, once.
import { Readable } from 'node:stream';
import {
  type FormatOptions,
  isUserFacingError,
  type ReadLimits,
  type TranslatedDocument,
  translateDocument,
  withoutSecrets,
} from '@verso/core';
import { type Database, files, type JobRow, jobs, type StoredFile } from '@verso/db';
import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import type { GlossaryStore } from '../glossaries';
import type { Storage } from '../storage/storage';
import type { TranslationMemoryStore } from '../translationMemory';
import { readSourceDocument } from './sourceDocument';

export interface JobRunDeps {
  db: Database;
  storage: Storage;
  credits: CreditLedger;
  glossaries: GlossaryStore;
  memory: TranslationMemoryStore;
  leaseMs: number;
  /** The operator's bounds on unpacking (ZIP_INFLATED_LIMIT_MB); the core's own defaults when absent. */
  readLimits?: ReadLimits;
}

/** A file that stopped a worker this many times is not tried again. */
export const maxAttempts = 3;
const internalFailure =
  'The translation stopped because of an internal error. Your credits were refunded; please try again.';

export async function runJob(deps: JobRunDeps, jobId: string): Promise<void> {
  const job = await begin(deps, jobId);
  if (!job) return;
  try {
    if (job.attempts > maxAttempts) {
      throw new RepeatedCrash(
        `This file stopped the translation worker ${maxAttempts} times and was set aside.`,
      );
    }
    await translate(deps, job);
  } catch (error) {
    await fail(deps, job, error).catch((failure) =>
      console.error(`[job ${jobId}] could not record failure`, failure),
    );
  }
}

class RepeatedCrash extends Error {}

/** Marks the job running (again, after a crash) unless it already finished or was deleted. */
async function begin({ db, leaseMs }: JobRunDeps, jobId: string) {
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ['queued', 'running'])))
    .returning();
  return job;
}

async function translate(deps: JobRunDeps, job: JobRow) {
  const source = await sourceFile(deps.db, job);
  const { input, inputConverted } = await readSourceDocument(deps.storage, source);
  let reported = job.progress;
  const glossary = job.glossaryId ? await deps.glossaries.termsFor(job.userId, job.glossaryId) : undefined;
  const result = await translateDocument({
    input,
    inputConverted,
    filename: job.fileName,
    from: job.sourceLang,
    to: job.targetLang,
    engine: job.engine,
    glossary,
    formatOptions: job.formatOptions as FormatOptions,
    readLimits: deps.readLimits,
    memory: deps.memory.forUser(job.userId),
    onProgress: async (percent) => {
      const progress = Math.min(99, Math.floor(percent));
      if (progress <= reported) return;
      reported = progress;
      await deps.db.update(jobs).set({ progress }).where(heldBy(job));
    },
  });
  await complete(deps, job, source, result);
}

/** Stores the result and records it, unless a newer attempt of the job began meanwhile. */
async function complete(deps: JobRunDeps, job: JobRow, source: StoredFile, result: TranslatedDocument) {
  // One key per attempt: a dead attempt's partial file is never the one a newer attempt records.
  const storageKey = resultKey(job, job.attempts);
  const { size } = await deps.storage.write(
    storageKey,
    Readable.from([result.output]),
    Number.POSITIVE_INFINITY,
  );
  const file = {
    id: crypto.randomUUID(),
    userId: job.userId,
    name: result.filename,
    mimeType: result.mimeType ?? source.mimeType,
    size,
    storageKey,
  };
  if (await recordCompletion(deps.db, job, file, result)) {
    await removeEarlierAttempts(deps.storage, job);
  } else {
    console.warn(
      `[job ${job.id}] attempt ${job.attempts} ended after a newer one began; its result is dropped`,
    );
    await deps.storage.remove(storageKey);
  }
}

/** The result file and the completed job in one transaction; false when the attempt no longer holds the job. */
async function recordCompletion(
  db: Database,
  job: JobRow,
  file: Omit<StoredFile, 'createdAt'>,
  result: TranslatedDocument,
) {
  const recorded = db.transaction(async (tx) => {
    await tx.insert(files).values(file);
    const [row] = await tx
      .update(jobs)
      .set({
        status: 'completed',
        progress: 100,
        resultFileId: file.id,
        resultFileName: result.filename,
        wordCount: result.wordCount,
        details: { ...result.report },
        formatOptions: { ...withoutSecrets(job.formatOptions as FormatOptions) },
        finishedAt: new Date(),
        leaseExpiresAt: null,
      })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    if (!row) tx.rollback();
    return true;
  });
  return recorded.catch((error) => {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  });
}

/** Where an attempt writes its result. */
const resultKey = (job: JobRow, attempt: number) => `results/${job.userId}/${job.id}-${attempt}`;

/** Files of attempts that died while writing their result: nothing refers to them. */
async function removeEarlierAttempts(storage: Storage, job: JobRow) {
  for (let attempt = 1; attempt < job.attempts; attempt++) {
    await storage.remove(resultKey(job, attempt));
  }
}

/** This attempt still holds the job: it is running and no newer attempt began since. */
function heldBy(job: JobRow) {
  return and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
}

async function sourceFile(db: Database, job: JobRow) {
  const [source] = job.sourceFileId
    ? await db.select().from(files).where(eq(files.id, job.sourceFileId))
    : [];
  if (!source) throw new Error(`job ${job.id} has no source file`);
  return source;
}

async function fail({ db, credits }: JobRunDeps, job: JobRow, error: unknown) {
  const known = isUserFacingError(error) || error instanceof RepeatedCrash;
  if (!known) console.error(`[job ${job.id}]`, error);
  const message = known ? `${(error as Error).message} Your credits were refunded.` : internalFailure;
  // One transaction, and only while this attempt still holds the job: a job the user deleted meanwhile
  // was refunded by the deletion, and one a newer attempt owns is settled by that attempt's outcome.
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(jobs)
      .set({
        status: 'failed',
        errorMessage: message,
        formatOptions: { ...withoutSecrets(job.formatOptions as FormatOptions) },
        finishedAt: new Date(),
        leaseExpiresAt: null,
      })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    if (failed) await credits.refundJob(job.userId, job.id, job.credits, tx);
  });
}
