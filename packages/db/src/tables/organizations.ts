// Organisations: a named group of users with one owner. A user belongs to at most one organisation, and
// joins one only by accepting an invitation sent to their e-mail address.
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';
import { users } from './users';

/** Highest first: a role may manage the roles below it. */
export const organizationRoles = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof organizationRoles)[number];

export const organizations = pgTable(
  'organization',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    /** The organisation's wallet: the sum of its ledger entries, kept by the database (creditEntries.ts). */
    creditBalance: integer('creditBalance').notNull().default(0),
  },
  (organization) => [
    check('organization_creditBalance_not_negative', sql`${organization.creditBalance} >= 0`),
  ],
);

const organizationId = () =>
  text('organizationId')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizationMembers = pgTable(
  'organizationMember',
  {
    organizationId: organizationId(),
    userId: text('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: organizationRoles }).notNull(),
    joinedAt: timestamp('joinedAt', { mode: 'date' }).notNull().defaultNow(),
  },
  (member) => [
    primaryKey({ columns: [member.organizationId, member.userId] }),
    uniqueIndex('organizationMember_one_per_user').on(member.userId),
  ],
);

/** An open invitation; it is deleted when accepted or declined, and ignored once expired. */
export const organizationInvitations = pgTable(
  'organizationInvitation',
  {
    id: uuidPrimaryKey(),
    organizationId: organizationId(),
    email: text('email').notNull(),
    role: text('role', { enum: organizationRoles }).notNull(),
    invitedBy: text('invitedBy').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expiresAt', { mode: 'date' }).notNull(),
  },
  (invitation) => [
    unique('organizationInvitation_org_email').on(invitation.organizationId, invitation.email),
  ],
);

export type Organization = typeof organizations.$inferSelect;
export type OrganizationMember = typeof organizationMembers.$inferSelect;
export type OrganizationInvitation = typeof organizationInvitations.$inferSelect;
