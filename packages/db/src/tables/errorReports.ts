// Errors reported by browsers (POST /api/logError, the crash screen, Auth.js's client logger).
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';
import { users } from './users';

export const errorReports = pgTable('errorReport', {
  id: uuidPrimaryKey(),
  message: text('message').notNull(),
  location: text('location'),
  data: jsonb('data'),
  userId: text('userId').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
  /** When an operator marked the report's problem resolved; a report of it arriving later is unresolved. */
  resolvedAt: timestamp('resolvedAt', { mode: 'date' }),
});
