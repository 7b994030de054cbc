// Append-only credit ledger: a balance is the sum of a user's entries, never a stored number.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { users } from './users';

export const creditEntries = pgTable(
  'creditEntry',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    jobId: text('jobId').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
  },
  (entry) => [index('credit_user').on(entry.userId)],
);
