// What a wallet's owner reads of its ledger: every entry, newest first, paged for the page and whole for
// the CSV download, each with the job it paid for; and, for an organisation, what each member spent.
// Read-only: money moves only through credits.ts.
import { creditEntries, type Database, jobs, users } from '@verso/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ledgerReasons, type Wallet, walletEntries } from '../credits';

/** What an entry was for, as the usage list and the CSV name it. */
export type EntryKind = 'document' | 'text' | 'refund' | 'purchase' | 'adjustment' | 'grant';

export const historyPageSizes = { default: 20, max: 100 } as const;
/** A CSV holds at most this many entries, the newest; the page lists them all. */
export const csvEntryLimit = 100_000;

function kindOf(entry: { reason: string; adminId: string | null; amount: number }): EntryKind {
  if (entry.adminId) return 'adjustment';
  switch (entry.reason) {
    case ledgerReasons.document:
    case ledgerReasons.apiDocument:
      return 'document';
    case ledgerReasons.text:
    case ledgerReasons.apiText:
      return 'text';
    case ledgerReasons.refund:
      return 'refund';
    case ledgerReasons.purchase:
      return 'purchase';
    default:
      return entry.amount < 0 ? 'adjustment' : 'grant';
  }
}

const apiReasons: readonly string[] = [ledgerReasons.apiDocument, ledgerReasons.apiText];

export function creditHistory(db: Database) {
  const entriesQuery = (wallet: Wallet) =>
    db
      .select({
        id: creditEntries.id,
        createdAt: creditEntries.createdAt,
        amount: creditEntries.amount,
        reason: creditEntries.reason,
        adminId: creditEntries.adminId,
        jobId: creditEntries.jobId,
        fileName: jobs.fileName,
        memberEmail: users.email,
      })
      .from(creditEntries)
      .leftJoin(jobs, eq(jobs.id, creditEntries.jobId))
      .leftJoin(users, eq(users.id, creditEntries.userId))
      .where(walletEntries(wallet))
      .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));

  const described = (rows: Awaited<ReturnType<typeof entriesQuery>>) =>
    rows.map((row) => ({ ...row, kind: kindOf(row), viaApi: apiReasons.includes(row.reason) }));

  return {
    /** One page of the wallet's entries, newest first, and how many there are in all. */
    async page(wallet: Wallet, page: number, pageSize: number = historyPageSizes.default) {
      const size = Math.min(Math.max(1, Math.floor(pageSize)), historyPageSizes.max);
      const offset = (Math.max(1, Math.floor(page)) - 1) * size;
      const [rows, [total]] = await Promise.all([
        entriesQuery(wallet).limit(size).offset(offset),
        db.select({ total: count() }).from(creditEntries).where(walletEntries(wallet)),
      ]);
      return { entries: described(rows), total: total?.total ?? 0, pageSize: size };
    },

    /** The newest `csvEntryLimit` entries as CSV, one line per entry. */
    async csv(wallet: Wallet) {
      const rows = described(await entriesQuery(wallet).limit(csvEntryLimit));
      const header = ['date', 'kind', 'via', 'credits', 'reason', 'job', 'file', 'member'];
      const lines = rows.map((row) =>
        [
          row.createdAt.toISOString(),
          row.kind,
          row.viaApi ? 'api' : 'web',
          String(row.amount),
          row.reason,
          row.jobId ?? '',
          row.fileName ?? '',
          row.memberEmail ?? '',
        ].map(csvField),
      );
      return `${[header, ...lines].map((fields) => fields.join(',')).join('\r\n')}\r\n`;
    },

    /** Per member of the organisation: credits spent (refunds deducted) and jobs paid, most spent first. */
    usageByMember(organizationId: string) {
      const spent = sql<number>`cast(-coalesce(sum(${creditEntries.amount}) filter (where ${creditEntries.amount} < 0 or ${creditEntries.reason} = ${ledgerReasons.refund}), 0) as int)`;
      return db
        .select({
          userId: users.id,
          email: users.email,
          name: users.name,
          spent,
          jobs: sql<number>`cast(count(distinct ${creditEntries.jobId}) filter (where ${creditEntries.amount} < 0) as int)`,
        })
        .from(creditEntries)
        .innerJoin(users, eq(users.id, creditEntries.userId))
        .where(and(eq(creditEntries.organizationId, organizationId), sql`${creditEntries.adminId} is null`))
        .groupBy(users.id, users.email, users.name)
        .orderBy(desc(spent));
    },
  };
}

/** RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. */
function csvField(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export type CreditHistory = ReturnType<typeof creditHistory>;
export type CreditHistoryPage = Awaited<ReturnType<CreditHistory['page']>>;
export type CreditHistoryEntry = CreditHistoryPage['entries'][number];
