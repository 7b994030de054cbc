// Translation jobs. A worker holds a job by a lease it renews while working, so a job whose
// worker died (lease expired) is taken up again by the next worker that looks.
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys } from './apiKeys';
import { ownerId, uuidPrimaryKey } from './columns';
import { files } from './files';
import { glossaries } from './glossaries';

export const jobStatus = pgEnum('jobStatus', ['queued', 'running', 'completed', 'failed', 'cancelled']);
/** Where a running job is: reading the file, translating its segments, rebuilding the file, or compiling an arXiv paper. */
export const jobStage = pgEnum('jobStage', ['reading', 'translating', 'rebuilding', 'compiling']);

export const jobs = pgTable(
  'job',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    status: jobStatus('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Set by the running attempt; null before the job starts. */
    stage: jobStage('stage'),
    /** Segments translated so far and in all, for "translating N of M segments". */
    segmentsDone: integer('segmentsDone').notNull().default(0),
    segmentsTotal: integer('segmentsTotal').notNull().default(0),
    sourceLang: text('sourceLang').notNull(),
    targetLang: text('targetLang').notNull(),
    engine: text('engine').notNull(),
    /** The model tier the job asked for (basic, advanced, thinking); null when it named an engine. */
    tier: text('tier'),
    /** True when the source language was detected from the document rather than chosen. */
    sourceDetected: boolean('sourceDetected').notNull().default(false),
    /** The format options the user chose (bilingual, columns…), as the core's FormatOptions. */
    formatOptions: jsonb('formatOptions').$type<Record<string, unknown>>().notNull().default({}),
    glossaryId: text('glossaryId').references(() => glossaries.id, { onDelete: 'set null' }),
    sourceFileId: text('sourceFileId').references(() => files.id, { onDelete: 'set null' }),
    resultFileId: text('resultFileId').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('fileName').notNull(),
    /**
     * The arXiv paper the upload was fetched from (`2401.00001`, `2401.00001v2`): its LaTeX source is
     * compiled to the job's PDF, or arXiv's own PDF translated when it does not compile; null for a file.
     */
    arxivPaper: text('arxivPaper'),
    resultFileName: text('resultFileName'),
    /**
     * A recording's other outputs (transcripts, WebVTT, source subtitles, the video with its tracks) by
     * kind, with their file ids and names; null for a document, whose outputs are the result and the
     * bilingual edition.
     */
    outputFiles: jsonb('outputFiles').$type<Record<string, { fileId: string; filename: string }>>(),
    /** The bilingual edition made alongside the result, for formats that have one (API v1's translatedBilingualFileUrl). */
    bilingualFileId: text('bilingualFileId').references(() => files.id, { onDelete: 'set null' }),
    /** What the document is about, in the caller's words: context for LLM engines. */
    fileDescription: text('fileDescription'),
    /** How formal the translation should sound (the core's Formality); null for the engine's default. */
    formality: text('formality'),
    /** Only text this regular expression matches is translated (API v1's extractTextRegExpPattern); null for all. */
    extractTextPattern: text('extractTextPattern'),
    /** The pattern's flags (a subset of gimsuy; API v1's extractTextRegExpFlags). */
    extractTextFlags: text('extractTextFlags'),
    /** The result's file name is translated too (API v1's shouldTranslateFileName). */
    translateFileName: boolean('translateFileName').notNull().default(false),
    wordCount: integer('wordCount').notNull().default(0),
    /**
     * The pages the price counted, for a format priced by the page (pictures, whose words are known only
     * once OCR has read them); null for a document priced by its words.
     */
    pageCount: integer('pageCount'),
    /** The recording's length, for a job priced by the minute (audio and video); null for any other. */
    mediaSeconds: integer('mediaSeconds'),
    /**
     * The pictures whose lettering the price counted (translateImages), priced as picture pages on top
     * of the document's words; null when the job does not translate its pictures.
     */
    pictureCount: integer('pictureCount'),
    /** The whole document's price; charged at creation, or (a preview) when the user starts the job. */
    credits: integer('credits').notNull().default(0),
    /** The organisation whose wallet paid (refunds go back to it); null when the user paid. */
    organizationId: text('organizationId'),
    /**
     * True while the job's result is a preview (the document's first part) not yet paid for; the
     * start that pays clears it and translates the whole document.
     */
    preview: boolean('preview').notNull().default(false),
    /** What the preview itself cost: nothing within the free previews of the day, else 2 credits. */
    previewCredits: integer('previewCredits').notNull().default(0),
    errorMessage: text('errorMessage'),
    /** What the pipeline reports about a run; its shape belongs to the pipeline. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    leaseExpiresAt: timestamp('leaseExpiresAt', { mode: 'date' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('startedAt', { mode: 'date' }),
    finishedAt: timestamp('finishedAt', { mode: 'date' }),
    /** The API key that created the job, null for the site's own; its secret signs the job's webhooks. */
    apiKeyId: text('apiKeyId').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** Where the job's outcome is POSTed (API v1 webhooks); null for none. */
    webhookUrl: text('webhookUrl'),
    /** The id of the request that created the job (X-Request-Id), so its runner's logs follow the upload's. */
    requestId: text('requestId'),
    /** When the retention sweep deleted the job's stored files; its downloads then say they expired. */
    filesExpiredAt: timestamp('filesExpiredAt', { mode: 'date' }),
  },
  (job) => [index('job_user_created').on(job.userId, job.createdAt), index('job_status').on(job.status)],
);

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = JobRow['status'];
export type JobStage = NonNullable<JobRow['stage']>;
