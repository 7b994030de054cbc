// Translation memory: a user's earlier segment translations, found again by the hash of the normalised
// source within one scope (language pair and engine key), so reruns and repeated text cost nothing.
import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';

export const translationMemory = pgTable(
  'translation_memory',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    sourceLang: text('sourceLang').notNull(),
    targetLang: text('targetLang').notNull(),
    engineKey: text('engineKey').notNull(),
    /** SHA-256 (hex) of `source`, which is already normalised: an index-friendly key for long texts. */
    sourceHash: text('sourceHash').notNull(),
    source: text('source').notNull(),
    target: text('target').notNull(),
    hits: integer('hits').notNull().default(0),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('lastUsedAt', { mode: 'date' }),
  },
  (entry) => [
    unique('translation_memory_scope_source').on(
      entry.userId,
      entry.sourceLang,
      entry.targetLang,
      entry.engineKey,
      entry.sourceHash,
    ),
  ],
);

export type TranslationMemoryRow = typeof translationMemory.$inferSelect;
