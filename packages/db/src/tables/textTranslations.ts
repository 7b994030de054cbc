// Text translations of signed-in users (the text page and API v1's translateTexts): the history lists
// them, and the API's taskId of a translateTexts call can be queried. The texts themselves are kept
// 24 hours only, then cleared by the retention sweep; the row (languages, size, credits) stays.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys } from './apiKeys';
import { ownerId, uuidPrimaryKey } from './columns';

export const textTranslations = pgTable(
  'textTranslation',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    /** Where it was asked for: the site's text page or API v1. */
    via: text('via', { enum: ['web', 'api'] }).notNull(),
    apiKeyId: text('apiKeyId').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** Resolved language codes: the source as detected when the caller asked for auto. */
    sourceLang: text('sourceLang').notNull(),
    targetLang: text('targetLang').notNull(),
    /** The model or tier as the caller named it (null: the Basic tier), and the engine that translated. */
    model: text('model'),
    engine: text('engine').notNull(),
    characters: integer('characters').notNull(),
    wordCount: integer('wordCount').notNull(),
    /** Every credit charged for it: its first translation's and what its revisions added. */
    credits: integer('credits').notNull(),
    /** Null once the 24 hours are over. */
    texts: jsonb('texts').$type<string[]>(),
    translations: jsonb('translations').$type<string[]>(),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    /**
     * Text typed on the site revises its translation while typing goes on (textRevisions.ts): how often,
     * and when last (null: never revised).
     */
    revisions: integer('revisions').notNull().default(0),
    revisedAt: timestamp('revisedAt', { mode: 'date' }),
  },
  (row) => [index('textTranslation_user_created').on(row.userId, row.createdAt)],
);

export type TextTranslationRow = typeof textTranslations.$inferSelect;
