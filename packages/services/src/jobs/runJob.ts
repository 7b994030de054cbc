// Running one job, whichever queue driver handed it over. Every outcome is written to the row:
// completed with its result, or failed with a message the user can act on and the credits refunded.
// Nothing thrown here may escape into the worker loop. A job resumed after its worker died may still
// have an older attempt running somewhere (a worker that froze past its lease): each attempt writes
// its outcome only while it is still the job's latest, so a job completes, and is refunded, once.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  type DocumentProgress,
  type FormatOptions,
  formatForFilename,
  isMediaFormat,
  isUserFacingError,
  type ReadLimits,
  type TextPattern,
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
import type { ArxivSettings } from './arxivClient';
import { arxivPaperRun } from './arxivPaperRun';
import { documentRun, type FinishedRun, type MadeFile, type TranslateFile } from './finishedRun';
import { jobFileIds } from './jobFileIds';
import { formalityOf } from './jobFormality';
import { jobOutputs } from './jobOutputs';
import { recordSegments } from './jobSegments';
import { progressRecorder } from './progressRecorder';
import { readSourceDocument, removeStoredFile } from './sourceDocument';
import { subtitleRecording } from './subtitleRecording';

export interface JobRunDeps {
  db: Database;
  storage: Storage;
  credits: CreditLedger;
  glossaries: GlossaryStore;
  memory: TranslationMemoryStore;
  leaseMs: number;
  /** The operator's bounds on unpacking (ZIP_INFLATED_LIMIT_MB) and on pictures (IMAGE_PIXEL_LIMIT_MP); the core's own defaults when absent. */
  readLimits?: ReadLimits;
  /** Where an arXiv paper's PDF is fetched from when its translated source does not compile. */
  arxiv?: ArxivSettings;
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

type JobHold = ReturnType<typeof watchHold>;

async function translateHeld(deps: JobRunDeps, job: JobRow, hold: JobHold) {
  const source = await sourceFile(deps.db, job);
  const record = progressRecorder(job.progress, (progress) => recordProgress(deps.db, job, progress));
  const report = async (progress: DocumentProgress) => {
    // A report that finds the job no longer this attempt's stops the work at once.
    if (!(await record(progress))) hold.lost();
  };
  const glossary = job.glossaryId ? await deps.glossaries.termsFor(job.userId, job.glossaryId) : undefined;
  const stopped = (error: unknown) => {
    // An engine stopped by the signal throws its own abort error; what stopped it is the attempt's end.
    throw hold.signal.aborted ? hold.signal.reason : error;
  };
  if (isMediaFormat(formatForFilename(job.fileName))) {
    const run = {
      storage: deps.storage,
      memory: deps.memory,
      glossary,
      signal: hold.signal,
      onProgress: report,
    };
    return subtitleRecording(run, job, source, (finished) => complete(deps, job, finished)).catch(stopped);
  }
  const translateFile: TranslateFile = (input, inputConverted, filename, onProgress = report) =>
    translateDocument({
      input,
      inputConverted,
      filename,
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
      onProgress,
    }).catch(stopped);
  const { input, inputConverted } = await readSourceDocument(deps.storage, source);
  if (job.arxivPaper && formatForFilename(job.fileName).id === 'latex-project') {
    const paper = { signal: hold.signal, onProgress: report };
    return complete(
      deps,
      job,
      await arxivPaperRun(deps.arxiv, job, job.arxivPaper, input, translateFile, paper),
    );
  }
  const result = await translateFile(input, inputConverted, job.fileName);
  await complete(deps, job, documentRun(result, source.mimeType));
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

/** Stores the run's files and records them, unless a newer attempt began meanwhile. */
async function complete(deps: JobRunDeps, job: JobRow, run: FinishedRun) {
  // One key per attempt: a dead attempt's partial file is never the one a newer attempt records.
  const storageKey = resultKey(job, job.attempts);
  const file = await store(deps.storage, job, storageKey, run.result);
  const bilingual =
    run.bilingual && (await store(deps.storage, job, bilingualKey(storageKey), run.bilingual));
  const outputs: Record<string, NewFile> = {};
  for (const [kind, made] of Object.entries(run.outputs)) {
    outputs[kind] = await store(deps.storage, job, outputKey(storageKey, kind), made);
  }
  if (await recordCompletion(deps.db, job, { file, bilingual, outputs }, run)) {
    metrics().wordsTranslated.inc({ kind: 'document' }, run.document.wordCount);
    jobLog(job).info({ words: run.document.wordCount }, 'the job completed');
    await removeEarlierAttempts(deps.storage, job);
    await removeReplacedResult(deps, job);
  } else {
    jobLog(job).warn(
      { attempt: job.attempts },
      'the attempt ended after a newer one began; its result is dropped',
    );
    await removeAttemptFiles(deps.storage, storageKey);
  }
}

type NewFile = Omit<StoredFile, 'createdAt'>;

async function store(storage: Storage, job: JobRow, storageKey: string, made: MadeFile): Promise<NewFile> {
  const source = Buffer.isBuffer(made.content)
    ? Readable.from([made.content])
    : createReadStream(made.content.path);
  const { size } = await storage.write(storageKey, source, Number.POSITIVE_INFINITY);
  return {
    id: crypto.randomUUID(),
    userId: job.userId,
    name: made.filename,
    mimeType: made.mimeType,
    size,
    storageKey,
  };
}

/**
 * The result files, the completed job and its segments (kept for review) in one transaction; false
 * when the attempt no longer holds the job.
 */
async function recordCompletion(
  db: Database,
  job: JobRow,
  { file, bilingual, outputs }: { file: NewFile; bilingual?: NewFile; outputs: Record<string, NewFile> },
  { document, heardLanguage }: FinishedRun,
) {
  const outputList = Object.values(outputs);
  const recorded = db.transaction(async (tx) => {
    await tx.insert(files).values([file, ...(bilingual ? [bilingual] : []), ...outputList]);
    const [row] = await tx
      .update(jobs)
      .set({
        status: 'completed',
        progress: 100,
        resultFileId: file.id,
        resultFileName: document.filename,
        bilingualFileId: bilingual?.id ?? null,
        outputFiles: outputList.length
          ? Object.fromEntries(
              Object.entries(outputs).map(([kind, made]) => [kind, { fileId: made.id, filename: made.name }]),
            )
          : null,
        ...(heardLanguage ? { sourceLang: heardLanguage } : {}),
        // A preview translated part of the document; the job keeps the whole document's count.
        wordCount: job.preview ? job.wordCount : document.wordCount,
        details: { ...document.report },
        formatOptions: { ...withoutSecrets(job.formatOptions as FormatOptions) },
        finishedAt: new Date(),
        leaseExpiresAt: null,
      })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    if (!row) tx.rollback();
    await recordSegments(tx, job.id, document.segments);
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
const outputKey = (resultStorageKey: string, kind: string) => `${resultStorageKey}-${kind}`;

/** Every file an attempt may have written under its result's key. */
async function removeAttemptFiles(storage: Storage, storageKey: string) {
  const keys = [
    storageKey,
    bilingualKey(storageKey),
    ...jobOutputs.map((kind) => outputKey(storageKey, kind)),
  ];
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/** The result (and bilingual edition) a run replaced (a paid preview's): nothing refers to them any more. */
async function removeReplacedResult({ db, storage }: JobRunDeps, job: JobRow) {
  const replacedIds = jobFileIds({ ...job, sourceFileId: null });
  if (replacedIds.length === 0) return;
  const replaced = await db.delete(files).where(inArray(files.id, replacedIds)).returning();
  await Promise.all(replaced.map((file) => removeStoredFile(storage, file)));
}

/** Files of attempts that died while writing their result: nothing refers to them. */
async function removeEarlierAttempts(storage: Storage, job: JobRow) {
  for (let attempt = 1; attempt < job.attempts; attempt++) {
    await removeAttemptFiles(storage, resultKey(job, attempt));
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
