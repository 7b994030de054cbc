// Columns most tables share: a generated uuid key and the owning user (rows go when the user goes).
import { text } from 'drizzle-orm/pg-core';
import { users } from './users';

export const uuidPrimaryKey = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const ownerId = () =>
  text('userId')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
