// Running one job, whichever queue driver handed it over. Every outcome is written to the row:
// completed with its result, or failed with a message the user can act on and the credits refunded.
// Nothing thrown here may escape into the worker loop. A job resumed after its worker died may still
// have an older attempt running somewhere (a worker that froze past its lease): each attempt writes
// its outcome only while it is still the job's latest, so a job completes, and is refunded, once.
import { Readable } from 'node:stream';
import {
  type DocumentProgress,
  type FormatOptions,
  isUserFacingError,
  type ReadLimits,
  type TextPattern,
  type TranslatedDocument,
  translateDocument,
  withoutSecrets,
} from '@verso/core';
import { type Database, files, type JobRow, jobs, type StoredFile, users } from '@verso/db';
import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import type { GlossaryStore } from '../glossaries';
import { logger } from '../observability/logger';
import { metrics } from '../observability/metrics';
import type { Storage } from '../storage/storage';
import type { TranslationMemoryStore } from '../translationMemory';
import { queueWebhook } from '../webhooks/queue-webhook';
import { formalityOf } from './jobFormality';
import { recordSegments } from './jobSegments';
import { progressRecorder } from './progressRecorder';
import { readSourceDocument, removeStoredFile } from './sourceDocument';

export interface JobRunDeps {
  db: Database;
  storage: Storage;
  credits: CreditLedger;
  glossaries: GlossaryStore;
  memory: TranslationMemoryStore;
  leaseMs: number;
  /** The operator's bounds on unpacking (ZIP_INFLATED_LIMIT_MB) and on pictures (IMAGE_PIXEL_LIMIT_MP); the core's own defaults when absent. */
  readLimits?: ReadLimits;
}

/** A file that stopped a worker this many times is not tried again. */
export const maxAttempts = 3;
const internalFailure =
  'The translation stopped because of an internal error. Your credits were refunded; please try again.';

export async function runJob(deps: JobRunDeps, jobId: string): Promise<void> {
  const job = await begin(deps, jobId);
  if (!job) return;
  jobLog(job).info({ attempt: job.attempts }, 'the job started');
  try {
    if (job.attempts > maxAttempts) {
      throw new RepeatedCrash(
        `This file stopped the translation worker ${maxAttempts} times and was set aside.`,
      );
    }
    if (await ownerDisabled(deps.db, job)) {
      throw new AccountDisabled(
        'The account was disabled by the operator, so the translation did not start.',
      );
    }
    await translate(deps, job);
  } catch (error) {
    await fail(deps, job, error).catch((failure) =>
      jobLog(job).error({ err: failure }, 'could not record the failure'),
    );
  }
}

class RepeatedCrash extends Error {}
class AccountDisabled extends Error {}

async function ownerDisabled(db: Database, job: JobRow) {
  const [owner] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, job.userId));
  return Boolean(owner?.disabledAt);
}

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

/** How often a running attempt checks that it still holds its job (a cancelled job stops within this). */
export const holdCheckMs = 1000;

/**
 * Aborts the attempt's work once it no longer holds the job (cancelled, deleted, or taken over by a
 * newer attempt): checked on a timer, for engines that take long between progress reports.
 */
function watchHold(db: Database, job: JobRow) {
  const controller = new AbortController();
  const check = async () => {
    const [held] = await db.select({ id: jobs.id }).from(jobs).where(heldBy(job));
    if (!held) controller.abort(new LostHold());
  };
  const timer = setInterval(() => void check().catch(() => undefined), holdCheckMs);
  return {
    signal: controller.signal,
    lost: () => controller.abort(new LostHold()),
    stop: () => clearInterval(timer),
  };
}

/** The attempt stopped because the job is no longer its own; whoever took it settled it. */
class LostHold extends Error {}

async function translate(deps: JobRunDeps, job: JobRow) {
  const hold = watchHold(deps.db, job);
  try {
    await translateHeld(deps, job, hold);
  } finally {
    hold.stop();
  }
}

async function translateHeld(deps: JobRunDeps, job: JobRow, hold: ReturnType<typeof watchHold>) {
  const source = await sourceFile(deps.db, job);
  const { input, inputConverted } = await readSourceDocument(deps.storage, source);
  const record = progressRecorder(job.progress, (progress) => recordProgress(deps.db, job, progress));
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
    signal: hold.signal,
    description: job.fileDescription ?? undefined,
    formality: formalityOf(job),
    translateFilename: job.translateFileName,
    textPattern: textPatternOf(job),
    preview: job.preview,
    bilingualEdition: true,
    onProgress: async (progress) => {
      // A report that finds the job no longer this attempt's stops the work at once.
      if (!(await record(progress))) hold.lost();
    },
  }).catch((error: unknown) => {
    // An engine stopped by the signal throws its own abort error; what stopped it is the attempt's end.
    throw hold.signal.aborted ? hold.signal.reason : error;
  });
  await complete(deps, job, source, result);
}

/** The pattern as the job stored it, checked at creation; none when the whole text is translated. */
const textPatternOf = (job: JobRow): TextPattern | undefined =>
  job.extractTextPattern === null
    ? undefined
    : { pattern: job.extractTextPattern, flags: job.extractTextFlags ?? '' };

/** A job's log lines carry the request that created it, to follow one upload to its download. */
const jobLog = (job: JobRow) => logger().child({ jobId: job.id, requestId: job.requestId ?? undefined });

/** The job's stage and counts, while this attempt holds it; false once it does not. */
async function recordProgress(db: Database, job: JobRow, { stage, percent, ...counts }: DocumentProgress) {
  const written = await db
    .update(jobs)
    .set({ stage, progress: percent, ...counts })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return written.length > 0;
}

/** Stores the result (and its bilingual edition) and records it, unless a newer attempt began meanwhile. */
async function complete(deps: JobRunDeps, job: JobRow, source: StoredFile, result: TranslatedDocument) {
  // One key per attempt: a dead attempt's partial file is never the one a newer attempt records.
  const storageKey = resultKey(job, job.attempts);
  const file = await store(deps.storage, job, storageKey, {
    output: result.output,
    filename: result.filename,
    mimeType: result.mimeType ?? source.mimeType,
  });
  const bilingual =
    result.bilingual &&
    (await store(deps.storage, job, bilingualKey(storageKey), {
      ...result.bilingual,
      mimeType: file.mimeType,
    }));
  if (await recordCompletion(deps.db, job, { file, bilingual }, result)) {
    metrics().wordsTranslated.inc({ kind: 'document' }, result.wordCount);
    jobLog(job).info({ words: result.wordCount }, 'the job completed');
    await removeEarlierAttempts(deps.storage, job);
    await removeReplacedResult(deps, job);
  } else {
    jobLog(job).warn(
      { attempt: job.attempts },
      'the attempt ended after a newer one began; its result is dropped',
    );
    await deps.storage.remove(storageKey);
    await deps.storage.remove(bilingualKey(storageKey));
  }
}

type NewFile = Omit<StoredFile, 'createdAt'>;

async function store(
  storage: Storage,
  job: JobRow,
  storageKey: string,
  written: { output: Buffer; filename: string; mimeType: string },
): Promise<NewFile> {
  const { size } = await storage.write(storageKey, Readable.from([written.output]), Number.POSITIVE_INFINITY);
  return {
    id: crypto.randomUUID(),
    userId: job.userId,
    name: written.filename,
    mimeType: written.mimeType,
    size,
    storageKey,
  };
}

/**
 * The result file, the completed job and its segments (kept for review) in one transaction; false when
 * the attempt no longer holds the job.
 */
async function recordCompletion(
  db: Database,
  job: JobRow,
  { file, bilingual }: { file: NewFile; bilingual?: NewFile },
  result: TranslatedDocument,
) {
  const recorded = db.transaction(async (tx) => {
    await tx.insert(files).values(bilingual ? [file, bilingual] : [file]);
    const [row] = await tx
      .update(jobs)
      .set({
        status: 'completed',
        progress: 100,
        resultFileId: file.id,
        resultFileName: result.filename,
        bilingualFileId: bilingual?.id ?? null,
        // A preview translated part of the document; the job keeps the whole document's count.
        wordCount: job.preview ? job.wordCount : result.wordCount,
        details: { ...result.report },
        formatOptions: { ...withoutSecrets(job.formatOptions as FormatOptions) },
        finishedAt: new Date(),
        leaseExpiresAt: null,
      })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    if (!row) tx.rollback();
    await recordSegments(tx, job.id, result.segments);
    await queueWebhook(tx, job, 'task.completed');
    return true;
  });
  return recorded.catch((error) => {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  });
}

/** Where an attempt writes its result; a preview's apart, as the paid run counts its attempts from 1 again. */
const resultKey = (job: JobRow, attempt: number) =>
  `results/${job.userId}/${job.id}-${job.preview ? 'preview-' : ''}${attempt}`;

const bilingualKey = (resultStorageKey: string) => `${resultStorageKey}-bilingual`;

/** The result (and bilingual edition) a run replaced (a paid preview's): nothing refers to them any more. */
async function removeReplacedResult({ db, storage }: JobRunDeps, job: JobRow) {
  const replacedIds = [job.resultFileId, job.bilingualFileId].filter((id): id is string => Boolean(id));
  if (replacedIds.length === 0) return;
  const replaced = await db.delete(files).where(inArray(files.id, replacedIds)).returning();
  await Promise.all(replaced.map((file) => removeStoredFile(storage, file)));
}

/** Files of attempts that died while writing their result: nothing refers to them. */
async function removeEarlierAttempts(storage: Storage, job: JobRow) {
  for (let attempt = 1; attempt < job.attempts; attempt++) {
    await storage.remove(resultKey(job, attempt));
    await storage.remove(bilingualKey(resultKey(job, attempt)));
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
  if (error instanceof LostHold || (error as Error)?.cause instanceof LostHold) return;
  const known =
    isUserFacingError(error) || error instanceof RepeatedCrash || error instanceof AccountDisabled;
  if (!known) jobLog(job).error({ err: error }, 'the job failed');
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
    if (!failed) return;
    await credits.refundJob(job, tx);
    await queueWebhook(tx, job, 'task.failed');
  });
}
