// Append-only credit ledger: a balance is the sum of a wallet's entries. A wallet is a user's own (entries
// without organizationId) or an organisation's (entries with it; userId then names the member who spent,
// or the person who bought or granted). The sum is kept beside the ledger, in the wallet's row
// (`creditBalance` of the user or organisation), by a trigger on every insert (migration 0016): reading a
// balance costs one row however long the ledger, and the column's check (never below 0) refuses, in the
// database, any entry that would overdraw a wallet, whichever code wrote it. Entries are never updated or
// deleted (a user's go only with the user, whose balance goes too).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';
import { jobs } from './jobs';
import { orders } from './orders';
import { users } from './users';

export const creditEntries = pgTable(
  'creditEntry',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    jobId: text('jobId').references(() => jobs.id, { onDelete: 'set null' }),
    /** The order a purchase's credits (or their taking back after a refund) belong to. */
    orderId: text('orderId').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * The organisation whose wallet the entry belongs to. No foreign key: the ledger is a record and
     * outlives the organisation (which cannot be deleted while its wallet holds credits).
     */
    organizationId: text('organizationId'),
    /** The site admin who granted or adjusted the credits, with the reason they gave. */
    adminId: text('adminId').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
  },
  (entry) => [index('credit_user').on(entry.userId), index('credit_organization').on(entry.organizationId)],
);

export type CreditEntry = typeof creditEntries.$inferSelect;
