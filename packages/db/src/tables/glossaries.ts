// Users' glossaries: named term lists a job can be translated with. Terms keep the order the user gave them.
import { boolean, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';

export const glossaries = pgTable(
  'glossary',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    /** The languages the glossary is meant for (as O.Translator's `targetLang`); null means any. */
    sourceLang: text('sourceLang'),
    targetLang: text('targetLang'),
    description: text('description'),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updatedAt', { mode: 'date' }).notNull().defaultNow(),
  },
  (glossary) => [unique('glossary_user_name').on(glossary.userId, glossary.name)],
);

export const glossaryTerms = pgTable(
  'glossary_term',
  {
    id: uuidPrimaryKey(),
    glossaryId: text('glossaryId')
      .notNull()
      .references(() => glossaries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    source: text('source').notNull(),
    target: text('target').notNull(),
    caseSensitive: boolean('caseSensitive').notNull().default(false),
    keepAsIs: boolean('keepAsIs').notNull().default(false),
  },
  (term) => [uniqueIndex('glossary_term_position').on(term.glossaryId, term.position)],
);

export type GlossaryRow = typeof glossaries.$inferSelect;
export type GlossaryTermRow = typeof glossaryTerms.$inferSelect;
