// Developer API keys: only a SHA-256 hash is kept; the raw key is shown once at creation.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const apiKeys = pgTable('apiKey', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  userId: text('userId')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default('default'),
  hash: text('hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
  lastUsedAt: timestamp('lastUsedAt', { mode: 'date' }),
});

export type ApiKey = typeof apiKeys.$inferSelect;
