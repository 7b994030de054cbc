// Accepting a document in two steps, because a multipart form may send the file before the
// languages: receive the upload (format checked first, streamed to storage under the size limit),
// then turn it into a queued, paid job. Any refusal in the second step removes the upload again.
import type { Readable } from 'node:stream';
import {
  detectLanguage,
  documentCredits,
  engineReference,
  type Formality,
  type FormatOptions,
  formatForFilename,
  measureDocument,
  type ReadLimits,
  resolveLanguage,
  resolveSourceLanguage,
  speechSourceLanguage,
  type TextPattern,
  UserFacingError,
} from '@verso/core';
import { type Database, type DatabaseTransaction, files, jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { type CreditLedger, ledgerReasons, payingWallet } from '../credits';
import type { EngineOffer } from '../engines/engineOffer';
import type { GlossaryStore } from '../glossaries';
import type { JobQueue } from '../queue/jobQueue';
import type { Storage } from '../storage/storage';
import type { ArxivSettings } from './arxivClient';
import { toJob } from './job';
import { storedFormality } from './jobFormality';
import { previewCharge } from './previewCharge';
import { readSourceDocument, removeStoredFile, type SourceDocument } from './sourceDocument';

export interface JobCreationDeps {
  db: Database;
  storage: Storage;
  credits: CreditLedger;
  engines: EngineOffer;
  queue: JobQueue;
  glossaries: GlossaryStore;
  uploadLimitBytes: number;
  /** VERSO_FREE_PREVIEWS_PER_DAY: previews a user makes free each day before they cost credits. */
  freePreviewsPerDay: number;
  /** The operator's bounds on unpacking (ZIP_INFLATED_LIMIT_MB) and on pictures (IMAGE_PIXEL_LIMIT_MP); the core's own defaults when absent. */
  readLimits?: ReadLimits;
  /** Where arXiv papers are fetched from (ARXIV_URL) and kept; the core's defaults when absent. */
  arxiv?: ArxivSettings;
}

export interface Upload {
  fileId: string;
  userId: string;
  filename: string;
  /** The arXiv paper the file was fetched from (arxivJob.ts); absent for a file the user sent. */
  arxivPaper?: string;
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
  /** The organisation whose wallet pays, the user being its member; the user's own wallet when absent. */
  organizationId?: string | null;
  /** Where the request came from, as the usage list tells it; the site when absent. */
  via?: 'web' | 'api';
  /** The API key that asked for the job (API v1). */
  apiKeyId?: string;
  /** Where the job's outcome is POSTed, checked by the caller (webhooks/key-webhooks.ts). */
  webhookUrl?: string | null;
  /** What the document is about: context for LLM engines. */
  fileDescription?: string;
  /** How formal the translation should sound; engines without such a setting ignore it. */
  formality?: Formality;
  /** Translate the result's file name too. */
  translateFileName?: boolean;
  /** Translate only what this matches, checked by checkedTextPattern (API v1's extractTextRegExpPattern). */
  textPattern?: TextPattern;
  /** Translate the first part only, priced for the whole document, to be paid for by `start` (startJob.ts). */
  preview?: boolean;
  /** The creating request's id (X-Request-Id), kept so the runner's logs carry it. */
  requestId?: string;
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

/** A document to price: whose it is and its name, as an upload names them. */
export type PricedDocument = Pick<Upload, 'userId' | 'filename'>;

async function uploadedFile(deps: JobCreationDeps, upload: Upload) {
  const [file] = await deps.db.select().from(files).where(eq(files.id, upload.fileId));
  if (!file) throw new Error(`upload ${upload.fileId} is gone`);
  return file;
}

/** What a job would be and cost. Everything that can refuse a job is checked here, before any charge. */
async function priceTranslation(deps: JobCreationDeps, upload: Upload, request: JobRequest) {
  const file = await uploadedFile(deps, upload);
  const source = await readSourceDocument(deps.storage, file);
  return { file, ...(await priceDocument(deps, upload, source, request)) };
}

/**
 * The price of a document's bytes, stored or not: an upload's, or an arXiv paper's before it is stored
 * (arxivQuote.ts), so both are measured by the code that charges them.
 */
async function priceDocument(
  deps: JobCreationDeps,
  document: PricedDocument,
  source: SourceDocument,
  request: JobRequest,
) {
  const formatOptions = request.formatOptions ?? {};
  // Measured off the web process's event loop; the file is handed to the thread, as nothing here reads it again.
  const measured = await measureDocument(
    source.input,
    document.filename,
    formatOptions,
    source.inputConverted,
    request.from,
    { handOver: true, limits: deps.readLimits },
  );
  const to = resolveLanguage(request.to).code;
  const recording = measured.mediaSeconds !== undefined;
  // A recording's language is known once it is heard; the speech engine refuses here what it cannot hear.
  const from = recording
    ? speechSourceLanguage(request.from, formatOptions.speechEngine)
    : resolveSourceLanguage(request.from, measured.languageSample).code;
  // Heard by an engine that tells the language, the recording is priced as English meanwhile.
  const route = await deps.engines.route(request.engine, from === 'auto' ? 'en' : from, to);
  if (request.glossaryId && !(await deps.glossaries.termsFor(document.userId, request.glossaryId))) {
    throw new UserFacingError('not_found', 'The chosen glossary no longer exists; choose another one.');
  }
  const { wordCount } = measured;
  const pageCount = measured.pageCount ?? null;
  const mediaSeconds = recording ? Math.ceil(measured.mediaSeconds ?? 0) : null;
  // The pictures translateImages reads, counted by the measure: each priced as a picture page.
  const pictureCount = measured.pictureCount ?? null;
  const credits = documentCredits({ wordCount, pageCount, mediaSeconds, pictureCount }, route.engine);
  const sourceDetected = request.from.trim().toLowerCase() === 'auto';
  // The language the text looks written in, whatever the user chose: the quote offers to switch to it.
  const looksWrittenIn = recording
    ? undefined
    : sourceDetected
      ? from
      : detectLanguage(measured.languageSample)?.code;
  return {
    formatOptions,
    from,
    to,
    sourceDetected,
    looksWrittenIn,
    route,
    wordCount,
    pageCount,
    mediaSeconds,
    pictureCount,
    credits,
  };
}

/** The price a job would have, shown before the user starts it; the upload is kept for the job. */
export async function quoteJob(deps: JobCreationDeps, upload: Upload, request: JobRequest) {
  const source = await readSourceDocument(deps.storage, await uploadedFile(deps, upload));
  return quoteDocument(deps, upload, source, request);
}

/** What the quote of a document's bytes says: its measure, its price, the balance that pays it. */
export async function quoteDocument(
  deps: JobCreationDeps,
  document: PricedDocument,
  source: SourceDocument,
  request: JobRequest,
) {
  const priced = await priceDocument(deps, document, source, request);
  return {
    wordCount: priced.wordCount,
    /** The pages priced, for a picture (priced by the page: its words are counted when the job reads it). */
    pageCount: priced.pageCount ?? undefined,
    /** A recording's length in seconds (priced by the started minute: its words are counted when it is heard). */
    mediaSeconds: priced.mediaSeconds ?? undefined,
    /** The pictures whose lettering is translated too (translateImages), each priced as a picture page. */
    pictureCount: priced.pictureCount ?? undefined,
    credits: priced.credits,
    balance: await deps.credits.balanceOf(payingWallet(document.userId, request.organizationId)),
    from: priced.from,
    sourceDetected: priced.sourceDetected,
    /** The language detected in the text (when clear), so a source chosen otherwise can be questioned. */
    looksWrittenIn: priced.looksWrittenIn,
    engine: engineReference(priced.route.engine),
  };
}

type PricedTranslation = Pick<
  Awaited<ReturnType<typeof priceTranslation>>,
  'wordCount' | 'pageCount' | 'mediaSeconds' | 'pictureCount' | 'credits'
>;
type PricedJob = Awaited<ReturnType<typeof priceTranslation>>;

/** What a document's price counted, as the refusal of a short balance names it. */
function measuredAs({
  wordCount,
  pageCount,
  mediaSeconds,
  pictureCount,
}: Omit<PricedTranslation, 'credits'>) {
  if (mediaSeconds !== null) {
    const minutes = Math.ceil(mediaSeconds / 60);
    return `This recording lasts ${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  // A picture, a comic archive or a scanned comic PDF: priced by its pages.
  if (pageCount !== null) return `This file has ${pageCount} page${pageCount === 1 ? '' : 's'}`;
  const pictures = pictureCount
    ? ` and ${pictureCount} picture${pictureCount === 1 ? '' : 's'} to letter`
    : '';
  return `This document has ${wordCount} words${pictures}`;
}

/** The charge for translating a whole document (its words, or a picture's pages) at `price` credits. */
export const documentCharge = (
  userId: string,
  { organizationId, via }: Pick<JobRequest, 'organizationId' | 'via'>,
  { credits: price, ...measured }: PricedTranslation,
) => ({
  userId,
  organizationId,
  amount: price,
  reason: via === 'api' ? ledgerReasons.apiDocument : ledgerReasons.document,
  whenShort: (balance: number) =>
    new UserFacingError(
      'insufficient_credits',
      `${measuredAs(measured)} and needs ${price} credits; ${organizationId ? "your organisation's" : 'your'} balance is ${balance}, ${price - balance} short.`,
      { price, balance, missing: price - balance },
    ),
});

async function insertJob(
  tx: DatabaseTransaction,
  upload: Upload,
  request: JobRequest,
  priced: PricedJob,
  previewCredits: number,
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
      apiKeyId: request.apiKeyId ?? null,
      webhookUrl: request.webhookUrl ?? null,
      fileDescription: request.fileDescription?.trim() || null,
      formality: storedFormality(request.formality),
      translateFileName: request.translateFileName ?? false,
      extractTextPattern: request.textPattern?.pattern ?? null,
      extractTextFlags: request.textPattern?.flags ?? null,
      formatOptions: { ...priced.formatOptions },
      sourceFileId: priced.file.id,
      fileName: upload.filename,
      arxivPaper: upload.arxivPaper ?? null,
      wordCount: priced.wordCount,
      pageCount: priced.pageCount,
      mediaSeconds: priced.mediaSeconds,
      pictureCount: priced.pictureCount,
      credits: priced.credits,
      organizationId: request.organizationId ?? null,
      preview: Boolean(request.preview),
      previewCredits,
      requestId: request.requestId ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no job');
  return row;
}

/**
 * The job and its charge are written together, under the lock that keeps parallel spends apart. A
 * preview is charged its own fee; the document's price waits for `start`.
 */
async function queueTranslation(deps: JobCreationDeps, upload: Upload, request: JobRequest) {
  const priced = await priceTranslation(deps, upload, request);
  if (request.preview && priced.mediaSeconds !== null) {
    // A recording is heard whole before any of it is translated: a part of it would cost as much.
    throw new UserFacingError(
      'bad_request',
      'A recording has no preview: start its translation to get its subtitles and transcript.',
    );
  }
  const charge = request.preview
    ? previewCharge(upload.userId, request.organizationId, deps.freePreviewsPerDay)
    : documentCharge(upload.userId, request, priced);
  const row = await deps.credits.spendOnJob(charge, (tx, amount) =>
    insertJob(tx, upload, request, priced, request.preview ? amount : 0),
  );
  await deps.queue.enqueue(row.id);
  return toJob(row);
}
