// The dashboard's daily series: jobs, words and failures per UTC day and engine, for the charts.
// One grouped query; days without jobs are left out and the chart draws them as gaps of zero.
import { type Database, jobs } from '@verso/db';
import { asc, gte, sql } from 'drizzle-orm';

const dayMs = 24 * 60 * 60 * 1000;

export interface EngineDay {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  engine: string;
  jobs: number;
  words: number;
  failed: number;
}

export function activityPerDay(db: Database) {
  return {
    /** The last `days` UTC days up to `now`, oldest first. */
    async read(days: number, now = new Date()): Promise<EngineDay[]> {
      const from = new Date(now.getTime() - (days - 1) * dayMs);
      from.setUTCHours(0, 0, 0, 0);
      const day = sql<string>`to_char(${jobs.createdAt}, 'YYYY-MM-DD')`;
      return db
        .select({
          day,
          engine: jobs.engine,
          jobs: sql<number>`cast(count(*) as int)`,
          words: sql<number>`cast(coalesce(sum(${jobs.wordCount}), 0) as int)`,
          failed: sql<number>`cast(count(*) filter (where ${jobs.status} = 'failed') as int)`,
        })
        .from(jobs)
        .where(gte(jobs.createdAt, from))
        .groupBy(day, jobs.engine)
        .orderBy(asc(day), asc(jobs.engine));
    },
  };
}
