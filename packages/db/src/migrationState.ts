// How far the database is behind the code's schema, without changing it (`verso doctor`, `verso backup` and
// `restore`): drizzle records each applied migration by its folder time in drizzle.__drizzle_migrations.
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

/** The schema this code brings a database to: its number of migrations and the newest one's time. */
export const codeSchemaLevel = {
  level: migrations.length,
  lastMigration: migrations.at(-1)?.folderMillis ?? 0,
};

/**
 * The schema a database is at: how many migrations it has applied and the newest one's time (0 and 0 on
 * an empty database). A database migrated by a newer Verso has a later time than `codeSchemaLevel`.
 */
export async function databaseSchemaLevel(db: Database): Promise<{ level: number; lastMigration: number }> {
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return { level: 0, lastMigration: 0 };
  const [row] = await queryRows<{ level: number; last: string | null }>(
    db,
    sql`select count(*)::int as "level", max(created_at)::text as "last" from drizzle.__drizzle_migrations`,
  );
  return { level: Number(row?.level ?? 0), lastMigration: Number(row?.last ?? 0) };
}

/** Verso's tables (schema public) that hold at least one row: none on a new or emptied database. */
export async function tablesWithRows(db: Database): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as "name" from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const filled: string[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ filled: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier('public')}.${sql.identifier(name)}) as "filled"`,
    );
    if (row?.filled) filled.push(name);
  }
  return filled;
}
