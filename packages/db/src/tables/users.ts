// Auth.js user shape (see @auth/drizzle-adapter) plus Verso's own account fields.
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('user', {
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
});

export type User = typeof users.$inferSelect;
