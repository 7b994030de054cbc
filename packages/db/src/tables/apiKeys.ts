// Developer API keys: only a SHA-256 hash is kept; the raw key is shown once at creation. A key's
// webhook signing secret is not stored either: it is derived from AUTH_SECRET and webhookSecretSalt.
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';

export const apiKeys = pgTable('apiKey', {
  id: uuidPrimaryKey(),
  userId: ownerId(),
  name: text('name').notNull().default('default'),
  hash: text('hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  /** Work started with this key is paid from the owner's organisation's wallet instead of their own. */
  organizationPays: boolean('organizationPays').notNull().default(false),
  createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
  lastUsedAt: timestamp('lastUsedAt', { mode: 'date' }),
  /** Where tasks created with this key report their outcome when they name no webhookUrl themselves. */
  webhookUrl: text('webhookUrl'),
  /** Random input of the signing secret's derivation; a new one rotates the secret. */
  webhookSecretSalt: text('webhookSecretSalt'),
});

export type ApiKey = typeof apiKeys.$inferSelect;
