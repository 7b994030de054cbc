// A finished job's segments, kept as long as its files so its translation can be reviewed, revised and
// written again without an engine: the source, the engine's translation and the reviewer's revision.
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';

export const jobSegments = pgTable(
  'job_segment',
  {
    jobId: text('jobId')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The segment's place in the document, from 0. */
    index: integer('index').notNull(),
    /** The format's id for the segment, which rebuilding matches translations by. */
    segmentId: text('segmentId').notNull(),
    /** Texts carry the format's placeholders (`<g1>…</g1>`, `<x2/>`) for inline markup. */
    source: text('source').notNull(),
    translation: text('translation').notNull(),
    /** The reviewer's text; null while the engine's translation stands. */
    revision: text('revision'),
    /** Where the segment sits (heading, page…), as the core's SegmentContext. */
    context: jsonb('context').$type<Record<string, unknown>>(),
    revisedAt: timestamp('revisedAt', { mode: 'date' }),
  },
  (segment) => [primaryKey({ columns: [segment.jobId, segment.index] })],
);

export type JobSegmentRow = typeof jobSegments.$inferSelect;
