// Opens the one database Verso uses: embedded PGlite under DATA_DIR by default, PostgreSQL when a
// URL is given. Both speak the same pg-core schema, so the rest of the code never asks which.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DataDirBusyError, lockDataDir } from './dataDirLock';
import { channelDir, channelPath, channelPort, type OwnerChannel, offerChannel } from './ownerChannel';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction, for writes that must land together. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Set when the embedded database belongs to another process (this pid) and this one goes through it
   * (ownerChannel.ts): that process migrated it, and runs its jobs.
   */
  ownerPid?: number;
  /**
   * Lets this machine's other processes (the CLI) use the embedded database through this one while it
   * runs; nothing on PostgreSQL, or when reached through an owner. Call it once the database is migrated.
   */
  offerToOtherProcesses(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation = { databaseUrl: string } | { dataDir: string };

export interface OpenOptions {
  /** When another live process owns the embedded database, go through it instead of failing. */
  throughOwner?: boolean;
}

export async function openDatabase(
  location: DatabaseLocation,
  { throughOwner = false }: OpenOptions = {},
): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl);
  try {
    return await openPglite(location.dataDir);
  } catch (error) {
    if (!(throughOwner && error instanceof DataDirBusyError)) throw error;
    return openThroughOwner(error);
  }
}

const nothingToOffer = async () => {};

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, a failover, an administrator) is reported here; the
  // pool drops it and opens another when needed. Unheard, the event would take the whole process down.
  pool.on('error', (error) => console.error('[database] an idle connection was closed:', error.message));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', offerToOtherProcesses: nothingToOffer, close: () => pool.end() };
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
    let channel: Promise<OwnerChannel | undefined> | undefined;
    return {
      db,
      kind: 'pglite',
      async offerToOtherProcesses() {
        // Without the socket (a DATA_DIR path too long for one, a read-only directory) the site still
        // runs; the CLI then says that the database is busy, as before the socket existed.
        channel ??= offerChannel(client, dataDir).catch((error: Error) => {
          console.warn(
            `[database] the CLI cannot reach the embedded database through this process: ${error.message}`,
          );
          return undefined;
        });
        await channel;
      },
      async close() {
        try {
          await (await channel)?.close();
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The embedded database through the process that owns it: PostgreSQL's driver on the owner's socket. */
async function openThroughOwner(busy: DataDirBusyError): Promise<DatabaseHandle> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // One connection: the owner serves one session at a time anyway, and a second one waiting for the
  // first would be a deadlock, as it is in-process on PGlite.
  const pool = new Pool({
    host: channelDir(busy.dataDir),
    port: channelPort,
    user: 'verso',
    database: 'verso',
    ssl: false,
    max: 1,
  });
  pool.on('error', (error) =>
    console.error('[database] the connection to the running site broke:', error.message),
  );
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EACCES' ? "EACCES: it answers only the site's own user" : (code ?? (error as Error).message);
    throw new DataDirBusyError(
      busy.dataDir,
      busy.holder,
      `The embedded database in ${busy.dataDir} is in use by another Verso process (pid ${busy.holder}, ` +
        `usually the running site), which does not answer on ${channelPath(busy.dataDir)} (${reason}): a ` +
        'site that is still starting answers once it serves. Try again then, stop that process, or set ' +
        'DATABASE_URL to a PostgreSQL database that several processes can share.',
    );
  }
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ownerPid: busy.holder,
    offerToOtherProcesses: nothingToOffer,
    close: () => pool.end(),
  };
}
