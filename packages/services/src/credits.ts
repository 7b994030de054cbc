// The credit ledger: append-only entries; a balance is always their sum, which the database keeps in the
// wallet's row (creditBalance of the user or the organisation, moved by every entry; tables/creditEntries.ts).
// A wallet is a user's own or an organisation's. Whatever reads a balance to decide on a change first locks
// the wallet's row, so parallel spends and refunds of one wallet take turns: a balance is never spent
// twice and a job is refunded once. A plain charge to a user's own wallet (a text translation) needs no
// read: it is one insert, and the balance's check (never below 0) refuses it in the database when short.
import { UserFacingError } from '@verso/core';
import {
  creditEntries,
  type Database,
  type DatabaseTransaction,
  type JobRow,
  organizationMembers,
  organizations,
  users,
  violatedConstraint,
} from '@verso/db';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { groupStatements } from './groupedStatements';
import { chargedCredits } from './jobs/job';

/** Ledger reasons the services write; any other positive entry is a grant (sign-up, the operator's CLI). */
export const ledgerReasons = {
  document: 'document translation',
  apiDocument: 'API document translation',
  text: 'text translation',
  apiText: 'API text translation',
  refund: 'refund',
  purchase: 'purchase',
  purchaseRefund: 'purchase refund',
  partialPurchaseRefund: 'purchase refund, rest already spent',
} as const;

/** Whose credits: a user's own, or an organisation's. */
export type Wallet =
  | { userId: string; organizationId?: undefined }
  | { userId?: undefined; organizationId: string };

/** The wallet that pays for what `userId` does: the organisation's when one is named, else their own. */
export const payingWallet = (userId: string, organizationId?: string | null): Wallet =>
  organizationId ? { organizationId } : { userId };

export interface Charge {
  /** Who spends; with `organizationId`, a member of that organisation. */
  userId: string;
  /** The organisation whose wallet pays; the user's own wallet when absent. */
  organizationId?: string | null;
  /**
   * The credits to take, or how to work them out under the wallet's lock (an allowance counted in
   * the ledger, such as the day's free previews, is then never used twice by parallel requests).
   */
  amount: number | ((tx: DatabaseTransaction) => Promise<number>);
  reason: string;
  /** The refusal a balance below the amount gets, in the caller's words. */
  whenShort(balance: number, amount: number): Error;
}

/** A spend given back because its work was not done. */
export type Released = Pick<Charge, 'userId' | 'organizationId'> & { amount: number };

/** What a refund needs to know of a job: who ran it, which wallet paid and how much (jobs/job.ts). */
export interface PaidJob extends Pick<JobRow, 'preview' | 'previewCredits' | 'credits'> {
  id: string;
  userId: string;
  organizationId: string | null;
}

export interface Adjustment {
  /** The user whose wallet changes, or with `organizationId` the member the entry names. */
  userId: string;
  organizationId?: string | null;
  /** Positive grants, negative takes back (never below a balance of 0). */
  amount: number;
  reason: string;
  /** The site admin who made it; null for the operator's command line. */
  adminId: string | null;
}

/** The entries whose sum is the wallet's balance. */
export const walletEntries = (wallet: Wallet): SQL | undefined =>
  wallet.organizationId !== undefined
    ? eq(creditEntries.organizationId, wallet.organizationId)
    : and(eq(creditEntries.userId, wallet.userId), isNull(creditEntries.organizationId));

/** The wallet's balance, held until the transaction ends when `lock`; undefined when the wallet is gone. */
async function walletBalance(executor: Database, wallet: Wallet, lock = false): Promise<number | undefined> {
  const query =
    wallet.organizationId !== undefined
      ? executor
          .select({ balance: organizations.creditBalance })
          .from(organizations)
          .where(eq(organizations.id, wallet.organizationId))
      : executor.select({ balance: users.creditBalance }).from(users).where(eq(users.id, wallet.userId));
  // NO KEY UPDATE, not UPDATE: rows that reference the wallet (entries, jobs, files) can still be inserted.
  const [row] = await (lock ? query.for('no key update') : query);
  return row?.balance;
}

/** Holds the wallet's row until the transaction ends; its balance, undefined when the wallet is gone. */
const lockWallet = (tx: DatabaseTransaction, wallet: Wallet) => walletBalance(tx, wallet, true);

const missingWallet = (wallet: Wallet) =>
  new Error(`wallet ${wallet.organizationId ?? wallet.userId} does not exist`);

async function requireWallet(tx: DatabaseTransaction, wallet: Wallet): Promise<number> {
  const balance = await lockWallet(tx, wallet);
  if (balance === undefined) throw missingWallet(wallet);
  return balance;
}

const balanceIn = async (executor: Database, wallet: Wallet) => (await walletBalance(executor, wallet)) ?? 0;

/** Only members spend an organisation's credits; checked under the wallet's lock, so it holds at the spend. */
async function checkMember(tx: DatabaseTransaction, userId: string, organizationId: string) {
  const [member] = await tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  if (!member) {
    throw new UserFacingError(
      'bad_request',
      'Only members of an organisation can spend its credits; choose your own credits instead.',
    );
  }
}

/**
 * Takes the charge inside `tx`; `purchase` writes what it pays for (a job) once the balance covers
 * the amount it is given.
 */
async function takeCredits<T extends { id: string } | undefined>(
  tx: DatabaseTransaction,
  charge: Charge,
  purchase: (tx: DatabaseTransaction, amount: number) => Promise<T>,
): Promise<T> {
  const wallet = payingWallet(charge.userId, charge.organizationId);
  // A closed organisation has no members left, so the member check refuses its wallet too.
  let balance: number;
  if (wallet.organizationId) {
    balance = (await lockWallet(tx, wallet)) ?? 0;
    await checkMember(tx, charge.userId, wallet.organizationId);
  } else balance = await requireWallet(tx, wallet);
  const amount = typeof charge.amount === 'number' ? charge.amount : await charge.amount(tx);
  if (balance < amount) throw charge.whenShort(balance, amount);
  const bought = await purchase(tx, amount);
  await tx.insert(creditEntries).values({
    userId: charge.userId,
    organizationId: wallet.organizationId ?? null,
    amount: -amount,
    reason: charge.reason,
    jobId: bought?.id,
  });
  return bought;
}

async function refundJobIn(tx: DatabaseTransaction, job: PaidJob) {
  // An organisation closed while its job ran cannot take the refund; the member who started the job does.
  const organizationPays =
    job.organizationId !== null &&
    (await lockWallet(tx, { organizationId: job.organizationId })) !== undefined;
  if (!organizationPays) await requireWallet(tx, { userId: job.userId });
  const done = await tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(and(eq(creditEntries.jobId, job.id), eq(creditEntries.reason, ledgerReasons.refund)));
  const amount = chargedCredits(job);
  if (done.length === 0 && amount > 0) {
    await tx.insert(creditEntries).values({
      userId: job.userId,
      organizationId: organizationPays ? job.organizationId : null,
      amount,
      reason: ledgerReasons.refund,
      jobId: job.id,
    });
  }
}

async function adjustIn(tx: DatabaseTransaction, adjustment: Adjustment) {
  const { userId, organizationId, amount, reason, adminId } = adjustment;
  const wallet = payingWallet(userId, organizationId);
  if (!Number.isInteger(amount) || amount === 0) {
    throw new UserFacingError('bad_request', 'The amount is a whole number of credits other than 0.');
  }
  if (!reason.trim()) throw new UserFacingError('bad_request', 'Give a reason; the ledger keeps it.');
  const balance = await lockWallet(tx, wallet);
  if (balance === undefined) throw new UserFacingError('not_found', 'No such user or organisation.');
  if (balance + amount < 0) {
    throw new UserFacingError(
      'bad_request',
      `The balance is ${balance}; at most ${balance} credits can be taken back.`,
    );
  }
  await tx.insert(creditEntries).values({
    userId,
    organizationId: wallet.organizationId ?? null,
    amount,
    reason: reason.trim(),
    adminId,
  });
  return balance + amount;
}

/** A paid order's credits and where they go. */
export interface OrderCredits {
  /** The buyer. */
  userId: string;
  /** The organisation the order bought for; the buyer's own wallet when null. */
  organizationId: string | null;
  orderId: string;
  amount: number;
}

async function grantOrderIn(
  tx: DatabaseTransaction,
  { userId, organizationId, orderId, amount }: OrderCredits,
) {
  const wallet = payingWallet(userId, organizationId);
  await requireWallet(tx, wallet);
  await tx
    .insert(creditEntries)
    .values({ userId, organizationId, amount, reason: ledgerReasons.purchase, orderId });
}

/**
 * Takes back up to `amount` of a refunded order's credits, never more than the wallet still holds: the
 * rest was spent. The entry says which it was, and is written even when nothing could be taken.
 */
async function takeBackOrderIn(
  tx: DatabaseTransaction,
  { userId, organizationId, orderId, amount }: OrderCredits,
) {
  const balance = await requireWallet(tx, payingWallet(userId, organizationId));
  const taken = Math.min(amount, Math.max(balance, 0));
  const reason = taken < amount ? ledgerReasons.partialPurchaseRefund : ledgerReasons.purchaseRefund;
  await tx.insert(creditEntries).values({ userId, organizationId, amount: -taken, reason, orderId });
  return taken;
}

type FixedOwnCharge = Charge & { amount: number };

const ownEntry = (charge: FixedOwnCharge) => ({
  userId: charge.userId,
  amount: -charge.amount,
  reason: charge.reason,
});

/**
 * A fixed charge to the user's own wallet in one statement: the entry's trigger moves the balance under
 * the wallet's row lock, and the balance's check refuses the entry when the wallet is short.
 */
async function spendOwn(db: Database, charge: FixedOwnCharge) {
  const wallet = { userId: charge.userId };
  try {
    await db.insert(creditEntries).values(ownEntry(charge));
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'user_creditBalance_not_negative') {
      throw charge.whenShort(await balanceIn(db, wallet), charge.amount);
    }
    if (constraint === 'creditEntry_userId_user_id_fk') throw missingWallet(wallet);
    throw error;
  }
}

/**
 * Charges that come together in one statement; any wallet short among them fails it, and each is then
 * taken on its own (groupedStatements.ts). Wallets are locked in the order of their ids, so two groups
 * never wait for each other's locks crosswise.
 */
const spendOwnGrouped = (db: Database) =>
  groupStatements<FixedOwnCharge, void>(
    async (charges) => {
      const entries = charges.map(ownEntry).sort((a, b) => a.userId.localeCompare(b.userId));
      await db.insert(creditEntries).values(entries);
      return charges.map(() => undefined);
    },
    (charge) => spendOwn(db, charge),
  );

const isFixedOwn = (charge: Charge): charge is FixedOwnCharge =>
  typeof charge.amount === 'number' && !charge.organizationId;

export function creditLedger(db: Database) {
  const spendOwnTogether = spendOwnGrouped(db);
  const append = async (userId: string, amount: number, reason: string) => {
    await db.insert(creditEntries).values({ userId, amount, reason });
  };
  return {
    /** The user's own balance (not their organisation's). */
    balance: (userId: string) => balanceIn(db, { userId }),
    balanceOf: (wallet: Wallet) => balanceIn(db, wallet),
    grant: append,
    /** An admin's grant (positive) or correction (negative) with its reason; returns the new balance. */
    adjust: (adjustment: Adjustment) => db.transaction((tx) => adjustIn(tx, adjustment)),
    /** Takes the charge, or throws `whenShort` and takes nothing. */
    async spend(charge: Charge) {
      if (isFixedOwn(charge)) return spendOwnTogether(charge);
      await db.transaction((tx) => takeCredits(tx, charge, async () => undefined));
    },
    /** Takes the charge inside the caller's transaction, which holds what it pays for (a revised text). */
    spendIn: (tx: DatabaseTransaction, charge: Charge) => takeCredits(tx, charge, async () => undefined),
    /** Inserts the job the charge pays for and takes it, in one transaction: no job without its charge. */
    spendOnJob<J extends { id: string }>(
      charge: Charge,
      insertJob: (tx: DatabaseTransaction, amount: number) => Promise<J>,
    ) {
      return db.transaction((tx) => takeCredits(tx, charge, insertJob));
    },
    /** Takes the charge for a job that exists, inside the caller's transaction (which holds the job's row). */
    spendOnJobIn: (tx: DatabaseTransaction, charge: Charge, jobId: string) =>
      takeCredits(tx, charge, async () => ({ id: jobId })),
    /** Adds a paid order's credits to the wallet it bought for, in the transaction that marks the order paid. */
    grantOrder: grantOrderIn,
    /** Takes back a refunded order's credits, up to what is unspent; returns how many it took. */
    takeBackOrder: takeBackOrderIn,
    /**
     * Gives back a spend whose work was not done (a text translation the engine failed), to the wallet that
     * paid; inside `tx` when given. Adding needs no lock: no balance is read.
     */
    release: (charge: Released, tx: Database | DatabaseTransaction = db) =>
      tx.insert(creditEntries).values({
        userId: charge.userId,
        organizationId: charge.organizationId ?? null,
        amount: charge.amount,
        reason: ledgerReasons.refund,
      }),
    /**
     * Gives back what a job was charged, to the wallet that paid it, once, however often it is asked.
     * Runs in `tx` when given, so a caller can refund and delete (or fail) the job in one transaction.
     */
    refundJob: (job: PaidJob, tx?: DatabaseTransaction) =>
      tx ? refundJobIn(tx, job) : db.transaction((own) => refundJobIn(own, job)),
  };
}

export type CreditLedger = ReturnType<typeof creditLedger>;
