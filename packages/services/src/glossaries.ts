// Users' glossaries: stored, listed, edited and handed to the job runner in the core's shape. Every
// query is scoped by user, so another user's glossary id behaves exactly like one that does not exist.
import { UserFacingError } from '@verso/core';
import type { Glossary } from '@verso/core/glossary/glossary';
import {
  type Database,
  type DatabaseTransaction,
  type GlossaryRow,
  glossaries,
  glossaryTerms,
} from '@verso/db';
import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import {
  type CheckedGlossaryTerm,
  checkGlossaryDescription,
  checkGlossaryLanguage,
  checkGlossaryName,
  checkGlossaryTerms,
} from './glossary-rules';

export interface GlossaryInput {
  name: string;
  description?: string | null;
  /** A code or name; null or empty means the glossary applies to any language. */
  sourceLang?: string | null;
  targetLang?: string | null;
  terms: Glossary['terms'];
}

/** What changes: absent fields stay as they are; `terms`, when given, replaces the whole list. */
export type GlossaryChanges = Partial<GlossaryInput>;

export type GlossarySummary = Omit<GlossaryRow, 'userId'> & { termCount: number };
export type GlossaryDetails = Omit<GlossaryRow, 'userId'> & { terms: CheckedGlossaryTerm[] };

// Well under PostgreSQL's 65,535 bind parameters per statement at 6 columns a term.
const termsPerInsert = 1000;

export function glossaryStore(db: Database) {
  const { userId: _owner, ...summaryColumns } = getTableColumns(glossaries);
  const owned = (userId: string, id: string) => and(eq(glossaries.id, id), eq(glossaries.userId, userId));

  const termsOf = (glossaryId: string) =>
    db
      .select({
        source: glossaryTerms.source,
        target: glossaryTerms.target,
        caseSensitive: glossaryTerms.caseSensitive,
        keepAsIs: glossaryTerms.keepAsIs,
      })
      .from(glossaryTerms)
      .where(eq(glossaryTerms.glossaryId, glossaryId))
      .orderBy(asc(glossaryTerms.position));

  const get = async (userId: string, id: string): Promise<GlossaryDetails | undefined> => {
    const [glossary] = await db.select(summaryColumns).from(glossaries).where(owned(userId, id));
    return glossary && { ...glossary, terms: await termsOf(id) };
  };

  return {
    /** The user's glossaries by name, each with how many terms it holds. */
    list: (userId: string): Promise<GlossarySummary[]> =>
      db
        .select({ ...summaryColumns, termCount: count(glossaryTerms.id) })
        .from(glossaries)
        .leftJoin(glossaryTerms, eq(glossaryTerms.glossaryId, glossaries.id))
        .where(eq(glossaries.userId, userId))
        .groupBy(glossaries.id)
        .orderBy(asc(glossaries.name)),

    get,

    /** The id of the user's glossary with this name (names are unique per user), as the REST API names them. */
    async idByName(userId: string, name: string): Promise<string | undefined> {
      const [glossary] = await db
        .select({ id: glossaries.id })
        .from(glossaries)
        .where(and(eq(glossaries.userId, userId), eq(glossaries.name, name.trim())));
      return glossary?.id;
    },

    async create(userId: string, input: GlossaryInput): Promise<GlossaryDetails> {
      const name = checkGlossaryName(input.name);
      const terms = checkGlossaryTerms(input.terms);
      const values = {
        userId,
        name,
        description: checkGlossaryDescription(input.description),
        sourceLang: checkGlossaryLanguage(input.sourceLang),
        targetLang: checkGlossaryLanguage(input.targetLang),
      };
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(glossaries)
          .values(values)
          .onConflictDoNothing({ target: [glossaries.userId, glossaries.name] })
          .returning({ id: glossaries.id });
        if (!created) throw nameTaken(name);
        await insertTerms(tx, created.id, terms);
        return created.id;
      });
      const created = await get(userId, id);
      if (!created) throw new Error(`glossary ${id} vanished right after it was created`);
      return created;
    },

    /** Applies the changes and returns the glossary as it now is, or undefined when the user has no such glossary. */
    async update(userId: string, id: string, changes: GlossaryChanges): Promise<GlossaryDetails | undefined> {
      const name = changes.name === undefined ? undefined : checkGlossaryName(changes.name);
      const terms = changes.terms && checkGlossaryTerms(changes.terms);
      const fields = {
        name,
        description:
          changes.description === undefined ? undefined : checkGlossaryDescription(changes.description),
        sourceLang: changes.sourceLang === undefined ? undefined : checkGlossaryLanguage(changes.sourceLang),
        targetLang: changes.targetLang === undefined ? undefined : checkGlossaryLanguage(changes.targetLang),
        // Set even when only the terms change, so the glossary shows as edited.
        updatedAt: new Date(),
      };
      const found = await db.transaction(async (tx) => {
        if (name !== undefined) {
          const [other] = await tx
            .select({ id: glossaries.id })
            .from(glossaries)
            .where(and(eq(glossaries.userId, userId), eq(glossaries.name, name)));
          if (other && other.id !== id) throw nameTaken(name);
        }
        const [updated] = await tx
          .update(glossaries)
          .set(fields)
          .where(owned(userId, id))
          .returning({ id: glossaries.id });
        if (!updated) return false;
        if (terms) {
          await tx.delete(glossaryTerms).where(eq(glossaryTerms.glossaryId, id));
          await insertTerms(tx, id, terms);
        }
        return true;
      });
      return found ? get(userId, id) : undefined;
    },

    /** Deletes the glossary and its terms; jobs that used it keep running without it. False when there was none. */
    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db.delete(glossaries).where(owned(userId, id)).returning({ id: glossaries.id });
      return removed.length > 0;
    },

    /** The glossary in the core's shape, for a translation; undefined when the user has no such glossary. */
    async termsFor(userId: string, id: string): Promise<Glossary | undefined> {
      const glossary = await get(userId, id);
      return glossary && { name: glossary.name, terms: glossary.terms };
    },
  };
}

export type GlossaryStore = ReturnType<typeof glossaryStore>;

async function insertTerms(tx: DatabaseTransaction, glossaryId: string, terms: CheckedGlossaryTerm[]) {
  const rows = terms.map((term, position) => ({ glossaryId, position, ...term }));
  for (let start = 0; start < rows.length; start += termsPerInsert) {
    await tx.insert(glossaryTerms).values(rows.slice(start, start + termsPerInsert));
  }
}

function nameTaken(name: string): UserFacingError {
  return new UserFacingError('bad_request', `You already have a glossary called "${name}".`, { name });
}
