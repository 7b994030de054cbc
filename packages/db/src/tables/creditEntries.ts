// Append-only credit ledger: a balance is the sum of a user's entries, never a stored number.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';
import { jobs } from './jobs';

export const creditEntries = pgTable(
  'creditEntry',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    jobId: text('jobId').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
  },
  (entry) => [index('credit_user').on(entry.userId)],
);
