// Translation jobs. A worker holds a job by a lease it renews while working, so a job whose
// worker died (lease expired) is taken up again by the next worker that looks.
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';
import { files } from './files';
import { glossaries } from './glossaries';

export const jobStatus = pgEnum('jobStatus', ['queued', 'running', 'completed', 'failed']);

export const jobs = pgTable(
  'job',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    status: jobStatus('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
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
    resultFileName: text('resultFileName'),
    wordCount: integer('wordCount').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    errorMessage: text('errorMessage'),
    /** What the pipeline reports about a run; its shape belongs to the pipeline. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    leaseExpiresAt: timestamp('leaseExpiresAt', { mode: 'date' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('startedAt', { mode: 'date' }),
    finishedAt: timestamp('finishedAt', { mode: 'date' }),
    /** When the retention sweep deleted the job's stored files; its downloads then say they expired. */
    filesExpiredAt: timestamp('filesExpiredAt', { mode: 'date' }),
  },
  (job) => [index('job_user_created').on(job.userId, job.createdAt), index('job_status').on(job.status)],
);

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = JobRow['status'];
