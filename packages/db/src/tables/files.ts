// Stored blobs (uploads and results); `storageKey` addresses them in the storage driver.
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const files = pgTable('file', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  userId: text('userId')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mimeType: text('mimeType').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storageKey').notNull().unique(),
  createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
});

export type StoredFile = typeof files.$inferSelect;
