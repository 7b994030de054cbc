// Error reports as the operator triages them: one row per message with how often and when it was last
// seen, and a "resolved" mark. Marking resolves the reports seen so far; one arriving later reopens it.
import { type Database, errorReports } from '@verso/db';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';

const shownAtMost = 50;

export function errorReportGroups(db: Database) {
  return {
    /** The most recently seen messages first. */
    list: () =>
      db
        .select({
          message: errorReports.message,
          count: sql<number>`cast(count(*) as int)`,
          lastSeen: sql<Date>`max(${errorReports.createdAt})`.mapWith(errorReports.createdAt),
          resolved: sql<boolean>`bool_and(${errorReports.resolvedAt} is not null)`,
        })
        .from(errorReports)
        .groupBy(errorReports.message)
        .orderBy(desc(sql`max(${errorReports.createdAt})`))
        .limit(shownAtMost),
    /** Marks the message's reports up to `now` resolved (one statement); the number marked. */
    async resolve(message: string, now = new Date()) {
      const marked = await db
        .update(errorReports)
        .set({ resolvedAt: now })
        .where(
          and(
            eq(errorReports.message, message),
            isNull(errorReports.resolvedAt),
            lte(errorReports.createdAt, now),
          ),
        )
        .returning({ id: errorReports.id });
      return marked.length;
    },
  };
}
