// Translation jobs. A worker holds a job by a lease it renews while working, so a job whose
// worker died (lease expired) is taken up again by the next worker that looks.
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';
import { files } from './files';

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
    sourceFileId: text('sourceFileId').references(() => files.id, { onDelete: 'set null' }),
    resultFileId: text('resultFileId').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('fileName').notNull(),
    resultFileName: text('resultFileName'),
    wordCount: integer('wordCount').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    errorMessage: text('errorMessage'),
    attempts: integer('attempts').notNull().default(0),
    leaseExpiresAt: timestamp('leaseExpiresAt', { mode: 'date' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('startedAt', { mode: 'date' }),
    finishedAt: timestamp('finishedAt', { mode: 'date' }),
  },
  (job) => [index('job_user_created').on(job.userId, job.createdAt), index('job_status').on(job.status)],
);

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = JobRow['status'];
