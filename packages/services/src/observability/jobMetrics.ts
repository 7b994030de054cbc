// The job and queue gauges, read from the jobs table when Prometheus scrapes: one grouped count and
// one aggregate over the status index, so a scrape costs two small queries whatever the table's size.
import { type Database, queryRows } from '@verso/db';
import { sql } from 'drizzle-orm';
import type { Metrics } from './metrics';

export async function readJobMetrics(db: Database, metrics: Metrics): Promise<void> {
  // The document format is the file name's extension: the jobs table keeps no other.
  const counts = await queryRows<{ status: string; format: string | null; count: string | number }>(
    db,
    sql`SELECT "status", lower(substring("fileName" from '\\.([A-Za-z0-9]+)$')) AS "format", count(*) AS "count"
        FROM "job" GROUP BY 1, 2`,
  );
  const [queue] = await queryRows<{ depth: string | number; oldest: string | number | null }>(
    db,
    sql`SELECT count(*) AS "depth", extract(epoch FROM now() - min("createdAt")) AS "oldest"
        FROM "job" WHERE "status" = 'queued'`,
  );
  metrics.jobs.reset();
  for (const row of counts) {
    metrics.jobs.set({ status: row.status, format: row.format ?? 'none' }, Number(row.count));
  }
  metrics.queueDepth.set(Number(queue?.depth ?? 0));
  metrics.queueOldestWaitSeconds.set(Number(queue?.oldest ?? 0));
}
