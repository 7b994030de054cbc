// The record each signed-in text translation leaves (see tables/textTranslations.ts): written when it
// succeeds, read back by API v1's query for 24 hours, its texts cleared after that by the sweep.
import { type Database, textTranslations } from '@verso/db';
import { and, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { groupStatements } from './groupedStatements';

/** How long the texts of a translation are kept (and its taskId answers a query). */
export const textKeepMs = 24 * 60 * 60 * 1000;

/** What the history shows of a text translation: never its texts. */
const summaryColumns = {
  id: textTranslations.id,
  via: textTranslations.via,
  sourceLang: textTranslations.sourceLang,
  targetLang: textTranslations.targetLang,
  engine: textTranslations.engine,
  wordCount: textTranslations.wordCount,
  credits: textTranslations.credits,
  createdAt: textTranslations.createdAt,
};

export type NewTextRecord = Omit<typeof textTranslations.$inferInsert, 'id' | 'createdAt'>;

export function textTranslationRecords(db: Database) {
  /** Writes the records; their ids, drawn here. */
  const insert = async (values: NewTextRecord[]) => {
    const rows = values.map((row) => ({ ...row, id: crypto.randomUUID() }));
    await db.insert(textTranslations).values(rows);
    return rows.map(({ id }) => ({ id }));
  };
  /** Records written by calls that end together go in one statement (groupedStatements.ts). */
  const record = groupStatements<NewTextRecord, { id: string }>(insert, async (values) => {
    const [row] = await insert([values]);
    return row as { id: string };
  });

  return {
    record,
    /** The user's text translation while its texts are kept; undefined for another user's or an older one. */
    async get(userId: string, id: string, now = new Date()) {
      const [row] = await db
        .select()
        .from(textTranslations)
        .where(
          and(
            eq(textTranslations.id, id),
            eq(textTranslations.userId, userId),
            gte(textTranslations.createdAt, new Date(now.getTime() - textKeepMs)),
          ),
        );
      return row;
    },
    /** The user's text translations for the history, newest first; only those asked `via` one way when given. */
    async list(userId: string, via?: 'web' | 'api') {
      return db
        .select(summaryColumns)
        .from(textTranslations)
        .where(and(eq(textTranslations.userId, userId), via ? eq(textTranslations.via, via) : undefined))
        .orderBy(desc(textTranslations.createdAt));
    },
    /** Clears the texts of translations older than 24 hours; returns how many were cleared. */
    async clearExpiredTexts(now = new Date()) {
      const cleared = await db
        .update(textTranslations)
        .set({ texts: null, translations: null })
        .where(
          and(
            lt(textTranslations.createdAt, new Date(now.getTime() - textKeepMs)),
            isNotNull(textTranslations.texts),
          ),
        )
        .returning({ id: textTranslations.id });
      return cleared.length;
    },
  };
}

export type TextTranslationRecords = ReturnType<typeof textTranslationRecords>;
export type TextTranslationSummary = Awaited<ReturnType<TextTranslationRecords['list']>>[number];
