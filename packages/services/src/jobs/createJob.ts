// Accepting a document in two steps, because a multipart form may send the file before the
// languages: receive the upload (format checked first, streamed to storage under the size limit),
// then turn it into a queued, paid job. Any refusal in the second step removes the upload again.
import type { Readable } from 'node:stream';
import {
  creditsFor,
  creditsPerThousandWords,
  engineReference,
  type FormatOptions,
  formatForFilename,
  measureDocument,
  type ReadLimits,
  resolveLanguage,
  resolveSourceLanguage,
  UserFacingError,
} from '@verso/core';
import { type Database, type DatabaseTransaction, files, jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import type { EngineOffer } from '../engines/engineOffer';
import type { GlossaryStore } from '../glossaries';
import type { JobQueue } from '../queue/jobQueue';
import type { Storage } from '../storage/storage';
import { toJob } from './job';
import { readSourceDocument, removeStoredFile } from './sourceDocument';

export interface JobCreationDeps {
  db: Database;
  storage: Storage;
  credits: CreditLedger;
  engines: EngineOffer;
  queue: JobQueue;
  glossaries: GlossaryStore;
  uploadLimitBytes: number;
  /** The operator's bounds on unpacking (ZIP_INFLATED_LIMIT_MB); the core's own defaults when absent. */
  readLimits?: ReadLimits;
}

export interface Upload {
  fileId: string;
  userId: string;
  filename: string;
}

export interface JobRequest {
  /** A code, a name, or "auto" to detect the language in the document. */
  from: string;
  to: string;
  /** An engine reference or a tier; the Basic tier when absent. */
  engine?: string;
  glossaryId?: string;
  /** Options the file's format reads (bilingual, columns…); the others are ignored. */
  formatOptions?: FormatOptions;
}

export type NewJob = JobRequest & { userId: string; filename: string; stream: Readable };

export async function receiveUpload(
  deps: JobCreationDeps,
  userId: string,
  filename: string,
  stream: Readable,
) {
  const format = formatForFilename(filename);
  const fileId = crypto.randomUUID();
  const storageKey = `uploads/${userId}/${fileId}`;
  const { size } = await deps.storage.write(storageKey, stream, deps.uploadLimitBytes);
  await deps.db
    .insert(files)
    .values({ id: fileId, userId, name: filename, mimeType: format.mimeType, size, storageKey });
  return { fileId, userId, filename } satisfies Upload;
}

export async function discardUpload(deps: JobCreationDeps, upload: Upload) {
  const [file] = await deps.db.delete(files).where(eq(files.id, upload.fileId)).returning();
  if (file) await removeStoredFile(deps.storage, file);
}

export async function createJobFromUpload(deps: JobCreationDeps, upload: Upload, request: JobRequest) {
  try {
    return await queueTranslation(deps, upload, request);
  } catch (error) {
    await discardUpload(deps, upload);
    throw error;
  }
}

export async function createJob(deps: JobCreationDeps, { userId, filename, stream, ...request }: NewJob) {
  return createJobFromUpload(deps, await receiveUpload(deps, userId, filename, stream), request);
}

/** What a job would be and cost. Everything that can refuse a job is checked here, before any charge. */
async function priceTranslation(deps: JobCreationDeps, upload: Upload, request: JobRequest) {
  const [file] = await deps.db.select().from(files).where(eq(files.id, upload.fileId));
  if (!file) throw new Error(`upload ${upload.fileId} is gone`);
  const formatOptions = request.formatOptions ?? {};
  const source = await readSourceDocument(deps.storage, file);
  // Measured off the web process's event loop; the file is handed to the thread, as nothing here reads it again.
  const measured = await measureDocument(
    source.input,
    upload.filename,
    formatOptions,
    source.inputConverted,
    request.from,
    { handOver: true, limits: deps.readLimits },
  );
  const to = resolveLanguage(request.to).code;
  const from = resolveSourceLanguage(request.from, measured.languageSample).code;
  const route = await deps.engines.route(request.engine, from, to);
  if (request.glossaryId && !(await deps.glossaries.termsFor(upload.userId, request.glossaryId))) {
    throw new UserFacingError('not_found', 'The chosen glossary no longer exists; choose another one.');
  }
  const { wordCount } = measured;
  const credits = creditsFor(wordCount, creditsPerThousandWords(route.engine));
  const sourceDetected = request.from.trim().toLowerCase() === 'auto';
  return { file, formatOptions, from, to, sourceDetected, route, wordCount, credits };
}

/** The price a job would have, shown before the user starts it; the upload is kept for the job. */
export async function quoteJob(deps: JobCreationDeps, upload: Upload, request: JobRequest) {
  const priced = await priceTranslation(deps, upload, request);
  return {
    wordCount: priced.wordCount,
    credits: priced.credits,
    balance: await deps.credits.balance(upload.userId),
    from: priced.from,
    sourceDetected: priced.sourceDetected,
    engine: engineReference(priced.route.engine),
  };
}

type PricedTranslation = Awaited<ReturnType<typeof priceTranslation>>;

const documentCharge = (userId: string, { wordCount, credits: price }: PricedTranslation) => ({
  userId,
  amount: price,
  reason: 'document translation',
  whenShort: (balance: number) =>
    new UserFacingError(
      'insufficient_credits',
      `This document has ${wordCount} words and needs ${price} credits; your balance is ${balance}.`,
    ),
});

async function insertJob(
  tx: DatabaseTransaction,
  upload: Upload,
  request: JobRequest,
  priced: PricedTranslation,
) {
  const [row] = await tx
    .insert(jobs)
    .values({
      userId: upload.userId,
      sourceLang: priced.from,
      sourceDetected: priced.sourceDetected,
      targetLang: priced.to,
      engine: engineReference(priced.route.engine),
      tier: priced.route.tier ?? null,
      glossaryId: request.glossaryId ?? null,
      formatOptions: { ...priced.formatOptions },
      sourceFileId: priced.file.id,
      fileName: upload.filename,
      wordCount: priced.wordCount,
      credits: priced.credits,
    })
    .returning();
  if (!row) throw new Error('insert returned no job');
  return row;
}

/** The job and its charge are written together, under the lock that keeps parallel spends apart. */
async function queueTranslation(deps: JobCreationDeps, upload: Upload, request: JobRequest) {
  const priced = await priceTranslation(deps, upload, request);
  const row = await deps.credits.spendOnJob(documentCharge(upload.userId, priced), (tx) =>
    insertJob(tx, upload, request, priced),
  );
  await deps.queue.enqueue(row.id);
  return toJob(row);
}
