// Reviewing a finished job: its segments a page at a time, revisions by segment (the site) or by
// source text (API v1's updateTexts), and the revisions kept in the user's translation memory so the
// next document with the same sentence gets them. Every call is scoped by user: another user's job
// answers as a missing one.
import { revisionMemory, UserFacingError } from '@verso/core';
import type { Database } from '@verso/db';
import type { GlossaryStore } from '../glossaries';
import type { TranslationMemoryStore } from '../translationMemory';
import { formalityOf } from './jobFormality';
import {
  currentText,
  jobWithSegments,
  pageOfSegments,
  reviewableJob,
  type SegmentEdit,
  type SegmentQuery,
  segmentRows,
  writeRevisions,
} from './jobSegments';

export interface JobReviewDeps {
  db: Database;
  glossaries: GlossaryStore;
  memory: TranslationMemoryStore;
}

/** The most distinct source texts one updateTexts call may name. */
const maxTextsPerRequest = 10_000;

export function jobReview({ db, glossaries, memory }: JobReviewDeps) {
  const glossaryOf = async (userId: string, glossaryId: string | null) =>
    glossaryId ? await glossaries.termsFor(userId, glossaryId) : undefined;

  /** Writes the edits (all or none), then files the revisions in translation memory. */
  async function revise(
    userId: string,
    jobId: string,
    edits: (rows: Awaited<ReturnType<typeof segmentRows>>) => SegmentEdit[],
  ) {
    const written = await db.transaction(async (tx) => {
      const job = await reviewableJob(tx, userId, jobId);
      if (!job) return null;
      const revisions = await writeRevisions(tx, job, edits(await segmentRows(tx, jobId)));
      return { job, revisions };
    });
    if (!written) return null;
    const { job, revisions } = written;
    try {
      const { scope, entries } = revisionMemory(
        {
          engine: job.engine,
          from: job.sourceLang,
          to: job.targetLang,
          glossary: await glossaryOf(userId, job.glossaryId),
          formality: formalityOf(job),
        },
        revisions,
      );
      if (entries.length > 0) await memory.forUser(userId).store(scope, entries);
    } catch (error) {
      // The revisions are saved; only their reuse in later jobs is lost.
      console.error(`[job ${jobId}] revisions could not be stored in translation memory`, error);
    }
    return revisions.length;
  }

  return {
    /** A page of the job's segments for review; null when the user has no such finished job. */
    async segments(userId: string, jobId: string, query: SegmentQuery = {}) {
      const found = await jobWithSegments(db, userId, jobId);
      if (!found) return null;
      return pageOfSegments(found.rows, query, await glossaryOf(userId, found.job.glossaryId));
    },

    /** Revises segments by index; the number of segments that now carry a revision, null for no job. */
    reviseSegments(userId: string, jobId: string, edits: SegmentEdit[]) {
      return revise(userId, jobId, () => edits);
    },

    /** API v1's queryTexts: each source text and what it reads as now, and the revised ones. */
    async texts(userId: string, jobId: string) {
      const found = await jobWithSegments(db, userId, jobId);
      if (!found) return null;
      const texts: Record<string, string> = {};
      const revisedTexts: Record<string, string> = {};
      for (const row of found.rows) {
        texts[row.source] ??= currentText(row);
        if (row.revision !== null) revisedTexts[row.source] ??= row.revision;
      }
      return { texts, revisedTexts };
    },

    /**
     * API v1's updateTexts: revisions keyed by source text, applied to every segment with that source.
     * Keys that match no segment are not an error: they are returned, so the caller can see them.
     */
    async reviseTexts(userId: string, jobId: string, revisedTexts: Record<string, string>) {
      const keys = Object.keys(revisedTexts);
      if (keys.length > maxTextsPerRequest) {
        throw new UserFacingError(
          'too_large',
          `At most ${maxTextsPerRequest} texts can be revised at once; send the rest in another request.`,
        );
      }
      const known = new Set<string>();
      const updated = await revise(userId, jobId, (rows) =>
        rows.flatMap((row) => {
          const revision = revisedTexts[row.source];
          if (revision === undefined || !Object.hasOwn(revisedTexts, row.source)) return [];
          known.add(row.source);
          return [{ index: row.index, translation: revision }];
        }),
      );
      if (updated === null) return null;
      return { updated, ignoredKeys: keys.filter((key) => !known.has(key)) };
    },
  };
}

export type JobReview = ReturnType<typeof jobReview>;
