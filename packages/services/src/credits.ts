// The credit ledger: append-only entries; a balance is always their sum. Whatever reads a balance to
// change it first locks the user's row, so parallel spends and refunds of one user take turns: a
// balance is never spent twice, never goes below zero, and a job is refunded once.
import { creditEntries, type Database, type DatabaseTransaction, users } from '@verso/db';
import { and, eq, sql } from 'drizzle-orm';

export interface Charge {
  userId: string;
  amount: number;
  reason: string;
  /** The refusal a balance below `amount` gets, in the caller's words. */
  whenShort(balance: number): Error;
}

/**
 * Holds the user's row until the transaction ends. NO KEY UPDATE, not UPDATE: rows that reference
 * the user (entries, jobs, files) can still be inserted meanwhile.
 */
async function lockWallet(tx: DatabaseTransaction, userId: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) throw new Error(`user ${userId} does not exist`);
}

async function balanceIn(executor: Database, userId: string) {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return Number(row?.total ?? 0);
}

/** Takes the charge inside `tx`; `purchase` writes what it pays for (a job) once the balance covers it. */
async function takeCredits<T extends { id: string } | undefined>(
  tx: DatabaseTransaction,
  charge: Charge,
  purchase: (tx: DatabaseTransaction) => Promise<T>,
): Promise<T> {
  await lockWallet(tx, charge.userId);
  const balance = await balanceIn(tx, charge.userId);
  if (balance < charge.amount) throw charge.whenShort(balance);
  const bought = await purchase(tx);
  await tx.insert(creditEntries).values({
    userId: charge.userId,
    amount: -charge.amount,
    reason: charge.reason,
    jobId: bought?.id,
  });
  return bought;
}

async function refundJobIn(tx: DatabaseTransaction, userId: string, jobId: string, amount: number) {
  await lockWallet(tx, userId);
  const done = await tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(and(eq(creditEntries.jobId, jobId), eq(creditEntries.reason, 'refund')));
  if (done.length === 0 && amount > 0) {
    await tx.insert(creditEntries).values({ userId, amount, reason: 'refund', jobId });
  }
}

export function creditLedger(db: Database) {
  const append = async (userId: string, amount: number, reason: string) => {
    await db.insert(creditEntries).values({ userId, amount, reason });
  };
  return {
    balance: (userId: string) => balanceIn(db, userId),
    grant: append,
    /** Takes the charge, or throws `whenShort` and takes nothing. */
    async spend(charge: Charge) {
      await db.transaction((tx) => takeCredits(tx, charge, async () => undefined));
    },
    /** Inserts the job the charge pays for and takes it, in one transaction: no job without its charge. */
    spendOnJob<J extends { id: string }>(charge: Charge, insertJob: (tx: DatabaseTransaction) => Promise<J>) {
      return db.transaction((tx) => takeCredits(tx, charge, insertJob));
    },
    /** Gives back a spend whose work was not done (a text translation the engine failed). */
    release: (userId: string, amount: number) => append(userId, amount, 'refund'),
    /**
     * Gives back what a job was charged, once, however often it is asked. Runs in `tx` when given,
     * so a caller can refund and delete (or fail) the job in one transaction.
     */
    refundJob: (userId: string, jobId: string, amount: number, tx?: DatabaseTransaction) =>
      tx
        ? refundJobIn(tx, userId, jobId, amount)
        : db.transaction((own) => refundJobIn(own, userId, jobId, amount)),
  };
}

export type CreditLedger = ReturnType<typeof creditLedger>;
