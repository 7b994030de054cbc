// Opens the one database Verso uses: embedded PGlite under DATA_DIR by default, PostgreSQL when a
// URL is given. Both speak the same pg-core schema, so the rest of the code never asks which.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction, for writes that must land together. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseLocation = { databaseUrl: string } | { dataDir: string };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return 'databaseUrl' in location ? openPostgres(location.databaseUrl) : openPglite(location.dataDir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, a failover, an administrator) is reported here; the
  // pool drops it and opens another when needed. Unheard, the event would take the whole process down.
  pool.on('error', (error) => console.error('[database] an idle connection was closed:', error.message));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const path = join(dataDir, 'pglite');
  mkdirSync(path, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path);
    const db = drizzle(client, { schema }) as unknown as Database;
    return { db, kind: 'pglite', close: () => client.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}
