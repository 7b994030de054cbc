// How far the database is behind the code's schema, without changing it (`verso doctor`): drizzle records
// each applied migration by its folder time in drizzle.__drizzle_migrations.
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { migrations } from './migrations.generated';
import { queryRows } from './queryRows';

/** Migrations the code has that the database has not applied yet (all of them on an empty database). */
export async function pendingMigrationCount(db: Database): Promise<number> {
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return migrations.length;
  const [last] = await queryRows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as "last" from drizzle.__drizzle_migrations`,
  );
  const lastApplied = Number(last?.last ?? 0);
  return migrations.filter((migration) => migration.folderMillis > lastApplied).length;
}
