// What a backup records of its database and what a restore reports: the server, the schema level, and how
// many accounts and jobs it holds.
import { type Database, databaseSchemaLevel, queryRows } from '@verso/db';
import { sql } from 'drizzle-orm';

export async function databaseFacts(db: Database) {
  const [row] = await queryRows<{ server: string }>(db, sql`select version() as "server"`);
  return { server: row?.server ?? 'unknown', ...(await databaseSchemaLevel(db)) };
}

/** Rows of a few tables, for what `verso restore` prints; a table a schema does not have counts 0. */
export async function databaseCounts(db: Database) {
  const count = async (table: string) => {
    const [exists] = await queryRows<{ exists: boolean }>(
      db,
      sql`select to_regclass(${`public."${table}"`}) is not null as "exists"`,
    );
    if (!exists?.exists) return 0;
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as "count" from ${sql.identifier(table)}`,
    );
    return Number(row?.count ?? 0);
  };
  return { users: await count('user'), jobs: await count('job'), files: await count('file') };
}
