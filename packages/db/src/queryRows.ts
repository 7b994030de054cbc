// Raw SQL results: node-postgres and PGlite both answer with `{ rows }`, which drizzle's
// driver-neutral type leaves as unknown.
import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
