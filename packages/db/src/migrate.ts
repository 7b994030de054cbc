// Applies the embedded migrations; drizzle records applied ones, so this is safe on every start.
import type { MigrationConfig, MigrationMeta } from 'drizzle-orm/migrator';
import type { Database } from './database';
import { migrations } from './migrations.generated';

type Migratable = {
  dialect: { migrate(m: MigrationMeta[], session: unknown, config: MigrationConfig): Promise<void> };
  session: unknown;
};

/**
 * Brings the database to the code's schema. `list` is for the upgrade tests alone, which build a
 * database at an earlier release's schema with the first migrations of the list.
 */
export async function migrateDatabase(db: Database, list: MigrationMeta[] = migrations): Promise<void> {
  // The same call drizzle's own migrators make, fed from the embedded list instead of a folder.
  const internal = db as unknown as Migratable;
  await internal.dialect.migrate(list, internal.session, { migrationsFolder: '' });
}
