// `npm start` runs this before building: brings the configured database (PGlite under DATA_DIR, or
// DATABASE_URL) up to the current schema, so a failing migration stops start-up with its reason.
import { DataDirBusyError, migrateDatabase, openDatabase } from '@verso/db';
import { ConfigError, loadConfig } from './config';

try {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await migrateDatabase(database.db);
    console.log(`database ready (${database.kind})`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirBusyError)) throw error;
  console.error(error.message);
  process.exit(1);
}
