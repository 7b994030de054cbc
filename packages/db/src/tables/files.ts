// Stored blobs (uploads and results); `storageKey` addresses them in the storage driver.
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';

export const files = pgTable('file', {
  id: uuidPrimaryKey(),
  userId: ownerId(),
  name: text('name').notNull(),
  mimeType: text('mimeType').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storageKey').notNull().unique(),
  createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
});

export type StoredFile = typeof files.$inferSelect;
