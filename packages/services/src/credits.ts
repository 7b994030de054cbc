// The credit ledger: append-only entries; a balance is always their sum.
import { creditEntries, type Database } from '@verso/db';
import { and, eq, sql } from 'drizzle-orm';

export function creditLedger(db: Database) {
  const balance = async (userId: string) => {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId));
    return Number(row?.total ?? 0);
  };
  const append = async (userId: string, amount: number, reason: string, jobId?: string) => {
    await db.insert(creditEntries).values({ userId, amount, reason, jobId });
  };
  return {
    balance,
    grant: (userId: string, amount: number, reason: string) => append(userId, amount, reason),
    debit: (userId: string, amount: number, reason: string, jobId?: string) =>
      append(userId, -amount, reason, jobId),
    /** Gives back what a job was charged, once, however often a failure is reported. */
    async refundJob(userId: string, jobId: string, amount: number) {
      const done = await db
        .select({ id: creditEntries.id })
        .from(creditEntries)
        .where(and(eq(creditEntries.jobId, jobId), eq(creditEntries.reason, 'refund')));
      if (done.length === 0 && amount > 0) await append(userId, amount, 'refund', jobId);
    },
  };
}

export type CreditLedger = ReturnType<typeof creditLedger>;
