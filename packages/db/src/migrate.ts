// Applies the embedded migrations; drizzle records applied ones, so this is safe on every start.
import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { Database } from './database';
import { migrations } from './migrations.generated';

type Migratable = {
  dialect: { migrate(m: typeof migrations, session: unknown, config: MigrationConfig): Promise<void> };
  session: unknown;
};

export async function migrateDatabase(db: Database): Promise<void> {
  // The same call drizzle's own migrators make, fed from the embedded list instead of a folder.
  const internal = db as unknown as Migratable;
  await internal.dialect.migrate(migrations, internal.session, { migrationsFolder: '' });
}
