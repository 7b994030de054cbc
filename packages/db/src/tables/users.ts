// Auth.js user shape (see @auth/drizzle-adapter) plus Verso's own account fields.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'user',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text('name'),
    email: text('email').unique(),
    emailVerified: timestamp('emailVerified', { mode: 'date' }),
    image: text('image'),
    isAdmin: boolean('isAdmin').notNull().default(false),
    locale: text('locale'),
    /** Set by an operator: the account cannot sign in, its API keys answer 401, its jobs do not start. */
    disabledAt: timestamp('disabledAt', { mode: 'date' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    /**
     * The user's own wallet: the sum of their ledger entries without an organisation, kept by the database
     * (creditEntries.ts), never written by the services. It cannot go below 0.
     */
    creditBalance: integer('creditBalance').notNull().default(0),
  },
  (user) => [check('user_creditBalance_not_negative', sql`${user.creditBalance} >= 0`)],
);

export type User = typeof users.$inferSelect;
