// Developer API keys: only a SHA-256 hash is kept; the raw key is shown once at creation.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';

export const apiKeys = pgTable('apiKey', {
  id: uuidPrimaryKey(),
  userId: ownerId(),
  name: text('name').notNull().default('default'),
  hash: text('hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
  lastUsedAt: timestamp('lastUsedAt', { mode: 'date' }),
});

export type ApiKey = typeof apiKeys.$inferSelect;
