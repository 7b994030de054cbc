// One account as the operator opens it: the account, its latest jobs and ledger entries, its API keys
// (never their secrets) and its organisation. Read-only; changes go through users, walletAdmin, jobs.
import {
  apiKeys,
  creditEntries,
  type Database,
  jobs,
  organizationMembers,
  organizations,
  users,
} from '@verso/db';
import { desc, eq } from 'drizzle-orm';
import { accountColumns } from './account-columns';

const latest = 20;

export function userDetail(db: Database) {
  const account = async (userId: string) =>
    (await db.select(accountColumns).from(users).where(eq(users.id, userId)))[0];
  const latestJobs = (userId: string) =>
    db
      .select({
        id: jobs.id,
        fileName: jobs.fileName,
        engine: jobs.engine,
        status: jobs.status,
        wordCount: jobs.wordCount,
        credits: jobs.credits,
        errorMessage: jobs.errorMessage,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(eq(jobs.userId, userId))
      .orderBy(desc(jobs.createdAt))
      .limit(latest);
  const ledger = (userId: string) =>
    db
      .select({
        id: creditEntries.id,
        amount: creditEntries.amount,
        reason: creditEntries.reason,
        organizationId: creditEntries.organizationId,
        createdAt: creditEntries.createdAt,
      })
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(desc(creditEntries.createdAt))
      .limit(latest);
  const keys = (userId: string) =>
    db
      .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, lastUsedAt: apiKeys.lastUsedAt })
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(desc(apiKeys.createdAt));
  const organization = async (userId: string) =>
    (
      await db
        .select({ id: organizations.id, name: organizations.name, role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
    )[0] ?? null;

  return {
    /** Null when there is no such account. */
    async read(userId: string) {
      const user = await account(userId);
      if (!user) return null;
      const [userJobs, entries, userKeys, membership] = await Promise.all([
        latestJobs(userId),
        ledger(userId),
        keys(userId),
        organization(userId),
      ]);
      return { user, jobs: userJobs, ledger: entries, apiKeys: userKeys, organization: membership };
    },
  };
}

export type UserDetail = NonNullable<Awaited<ReturnType<ReturnType<typeof userDetail>['read']>>>;
