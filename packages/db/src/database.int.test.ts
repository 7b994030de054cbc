// PostgreSQL closing an idle pooled connection (a restart, a failover, pg_terminate_backend) must not take
// the process down: the next query gets a new connection. Runs on the PostgreSQL pass only.

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { openDatabase } from './database';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('a PostgreSQL database', () => {
  test('survives the server closing its idle connections and answers the next query', async () => {
    const applicationName = `verso-idle-${process.pid}-${Date.now()}`;
    const url = new URL(databaseUrl as string);
    url.searchParams.set('application_name', applicationName);
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      await handle.db.execute(sql`select 1`);
      const closed = await terminateConnections(applicationName);
      expect(closed).toBeGreaterThan(0);
      // The pool hears of it on the idle client's socket: give that a moment, as a server restart would.
      await new Promise((resolve) => setTimeout(resolve, 300));
      // node-postgres answers with its QueryResult, whose rows the generic Database type does not name.
      const answer = (await handle.db.execute(sql`select 2 as answer`)) as unknown as { rows: unknown[] };
      expect(answer.rows).toEqual([{ answer: 2 }]);
    } finally {
      await handle.close();
    }
  });
});

async function terminateConnections(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}
