// Stored bytes by the UTC day they were written, for the dashboard's storage chart. Only files still
// kept count, so the bars add up to what the disk holds for those days (expired files are gone).
import { type Database, files } from '@verso/db';
import { asc, gte, sql } from 'drizzle-orm';

const dayMs = 24 * 60 * 60 * 1000;

export function storagePerDay(db: Database) {
  return {
    /** The last `days` UTC days up to `now`, oldest first; days without files are left out. */
    async read(days: number, now = new Date()): Promise<{ day: string; bytes: number }[]> {
      const from = new Date(now.getTime() - (days - 1) * dayMs);
      from.setUTCHours(0, 0, 0, 0);
      const day = sql<string>`to_char(${files.createdAt}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
        .from(files)
        .where(gte(files.createdAt, from))
        .groupBy(day)
        .orderBy(asc(day));
      // A bigint sum arrives as text: Number is exact up to 8 PiB a day.
      return rows.map((row) => ({ day: row.day, bytes: Number(row.bytes) }));
    },
  };
}
