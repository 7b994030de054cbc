// Messages sent from the contact-business and enterprise forms; kept so none is lost when mail fails.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';
import { users } from './users';

export const businessInquiryKinds = ['contact', 'enterprise'] as const;

export const businessInquiries = pgTable('businessInquiry', {
  id: uuidPrimaryKey(),
  kind: text('kind', { enum: businessInquiryKinds }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  teamSize: text('teamSize'),
  message: text('message').notNull(),
  locale: text('locale'),
  userId: text('userId').references(() => users.id, { onDelete: 'set null' }),
  /** When the copy to the support address went out; null while mail is not configured or failed. */
  mailedAt: timestamp('mailedAt', { mode: 'date' }),
  createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
});

export type BusinessInquiry = typeof businessInquiries.$inferSelect;
