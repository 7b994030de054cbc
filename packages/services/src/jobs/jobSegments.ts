// A finished job's segments: written with its completion, listed for review a page at a time, and
// revised. A revision must carry its source's placeholders (the inline markup the file is rebuilt
// with); a revision that breaks them is refused with what is wrong, and nothing of the request is kept.
import {
  checkPlaceholders,
  type Glossary,
  type PlaceholderProblem,
  stripPlaceholders,
  type TranslatedSegment,
  termsIn,
  UserFacingError,
} from '@verso/core';
import { normaliseForMemory } from '@verso/core/memory/translation-memory';
import { type Database, type DatabaseTransaction, type JobRow, jobSegments, jobs } from '@verso/db';
import { and, asc, eq, isNull } from 'drizzle-orm';

export const segmentFilters = ['changed', 'glossary', 'untranslated'] as const;
export type SegmentFilter = (typeof segmentFilters)[number];

export interface SegmentQuery {
  /** Text to find in the source, the translation or the revision, in any case. */
  search?: string;
  filter?: SegmentFilter;
  /** From 1. */
  page?: number;
}

export interface ReviewSegment {
  index: number;
  source: string;
  /** The engine's translation. */
  translation: string;
  /** The reviewer's text, when there is one. */
  revision: string | null;
  context: Record<string, unknown> | null;
  /** The job's glossary terms found in the source, and what they should become. */
  glossaryHints: { source: string; target: string }[];
}

export interface SegmentPage {
  segments: ReviewSegment[];
  /** Segments that match the search and filter, on all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Revised segments in the whole job. */
  revised: number;
}

export interface SegmentEdit {
  index: number;
  translation: string;
}

export const segmentPageSize = 50;
/** The most segments one request may revise, and the longest text one revision may be. */
export const segmentLimits = { editsPerRequest: 1000, revisionCharacters: 50_000 } as const;

const insertChunk = 500;

/** Where a segment sits, as a reviewer reads it: the heading and page, not the neighbours it was sent with. */
function placeOf({ heading, page }: NonNullable<TranslatedSegment['context']>) {
  const place = { ...(heading !== undefined && { heading }), ...(page !== undefined && { page }) };
  return Object.keys(place).length > 0 ? place : null;
}

/** Stores a completing job's segments in the transaction that records its completion. */
export async function recordSegments(tx: DatabaseTransaction, jobId: string, segments: TranslatedSegment[]) {
  // A paid preview's whole run replaces the preview's segments (its revisions live on in the memory).
  await tx.delete(jobSegments).where(eq(jobSegments.jobId, jobId));
  const rows = segments.map((segment, index) => ({
    jobId,
    index,
    segmentId: segment.id,
    source: segment.source,
    translation: segment.translation,
    context: segment.context ? placeOf(segment.context) : null,
  }));
  for (let start = 0; start < rows.length; start += insertChunk) {
    await tx.insert(jobSegments).values(rows.slice(start, start + insertChunk));
  }
}

export type SegmentRow = typeof jobSegments.$inferSelect;

/** What the segment reads as in the translated file. */
export const currentText = (row: Pick<SegmentRow, 'translation' | 'revision'>) =>
  row.revision ?? row.translation;

const plain = (text: string) => normaliseForMemory(stripPlaceholders(text)).toLowerCase();

/** Text the engine gave back as it was: a sentence it did not know, or one it should have left alone. */
function possiblyUntranslated(row: SegmentRow) {
  return /\p{L}/u.test(row.source) && plain(currentText(row)) === plain(row.source);
}

function matches(row: SegmentRow, query: SegmentQuery, glossary: Glossary | undefined) {
  const search = query.search?.trim().toLowerCase();
  if (
    search &&
    ![row.source, row.translation, row.revision ?? ''].some((text) => text.toLowerCase().includes(search))
  )
    return false;
  switch (query.filter) {
    case undefined:
      return true;
    case 'changed':
      return row.revision !== null;
    case 'glossary':
      return glossary !== undefined && termsIn(row.source, glossary.terms).length > 0;
    case 'untranslated':
      return possiblyUntranslated(row);
    default:
      return exhaustive(query.filter);
  }
}

function exhaustive(value: never): never {
  throw new Error(`unhandled segment filter ${String(value)}`);
}

function toReviewSegment(row: SegmentRow, glossary: Glossary | undefined): ReviewSegment {
  const hints = glossary ? termsIn(row.source, glossary.terms) : [];
  return {
    index: row.index,
    source: row.source,
    translation: row.translation,
    revision: row.revision,
    context: row.context,
    glossaryHints: hints.map((term) => ({
      source: term.source,
      target: term.keepAsIs ? term.source : term.target,
    })),
  };
}

/** The job's rows in document order. */
export function segmentRows(db: Database | DatabaseTransaction, jobId: string) {
  return db.select().from(jobSegments).where(eq(jobSegments.jobId, jobId)).orderBy(asc(jobSegments.index));
}

/** One page of the segments that match; the search and filters run over the whole job. */
export function pageOfSegments(
  rows: readonly SegmentRow[],
  query: SegmentQuery,
  glossary: Glossary | undefined,
): SegmentPage {
  const matching = rows.filter((row) => matches(row, query, glossary));
  const pages = Math.max(1, Math.ceil(matching.length / segmentPageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const start = (page - 1) * segmentPageSize;
  return {
    segments: matching.slice(start, start + segmentPageSize).map((row) => toReviewSegment(row, glossary)),
    total: matching.length,
    page,
    pageSize: segmentPageSize,
    revised: rows.filter((row) => row.revision !== null).length,
  };
}

/** A finished job of the user's whose files are still kept, locked for the transaction; null if none. */
export async function reviewableJob(tx: DatabaseTransaction, userId: string, jobId: string) {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.userId, userId),
        eq(jobs.status, 'completed'),
        isNull(jobs.filesExpiredAt),
      ),
    )
    .for('update');
  return job ?? null;
}

/** The user's finished job and its segments, read together; null when there is no such job. */
export function jobWithSegments(db: Database, userId: string, jobId: string) {
  return db.transaction(async (tx) => {
    const job = await reviewableJob(tx, userId, jobId);
    return job && { job, rows: await segmentRows(tx, jobId) };
  });
}

function describeProblem(problem: PlaceholderProblem) {
  return problem.kind === 'mangled' || problem.kind === 'unexpected'
    ? `${problem.found} is not one of its marks`
    : `${problem.placeholder} is ${problem.kind}`;
}

function checkEdit(row: SegmentRow | undefined, edit: SegmentEdit): asserts row is SegmentRow {
  if (!row) throw new UserFacingError('not_found', `This translation has no segment ${edit.index + 1}.`);
  if (edit.translation.length > segmentLimits.revisionCharacters) {
    throw new UserFacingError(
      'too_large',
      `Segment ${edit.index + 1}: a revision may be at most ${segmentLimits.revisionCharacters} characters.`,
    );
  }
  const problems = checkPlaceholders(row.source, edit.translation);
  if (problems.length > 0) {
    throw new UserFacingError(
      'bad_request',
      `Segment ${edit.index + 1} must keep the formatting marks of its source (${problems.map(describeProblem).join('; ')}). Put them back and save again.`,
      { index: edit.index },
    );
  }
}

/**
 * Writes the edits in the given transaction, all or none. An edit back to the engine's translation
 * removes the revision. Returns the revisions now standing, for translation memory.
 */
export async function writeRevisions(
  tx: DatabaseTransaction,
  job: JobRow,
  edits: readonly SegmentEdit[],
): Promise<{ source: string; translation: string }[]> {
  if (edits.length > segmentLimits.editsPerRequest) {
    throw new UserFacingError(
      'too_large',
      `At most ${segmentLimits.editsPerRequest} segments can be revised at once; send the rest in another request.`,
    );
  }
  const rows = new Map((await segmentRows(tx, job.id)).map((row) => [row.index, row]));
  const revisions: { source: string; translation: string }[] = [];
  for (const edit of edits) {
    const row = rows.get(edit.index);
    checkEdit(row, edit);
    const revision = edit.translation === row.translation ? null : edit.translation;
    await tx
      .update(jobSegments)
      .set({ revision, revisedAt: revision === null ? null : new Date() })
      .where(and(eq(jobSegments.jobId, job.id), eq(jobSegments.index, edit.index)));
    if (revision !== null) revisions.push({ source: row.source, translation: revision });
  }
  return revisions;
}
