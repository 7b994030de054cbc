// The embedded database's part of a backup: its data directory (DATA_DIR/pglite), copied file by file
// while this process holds DATA_DIR and the database is shut down, so the copy is exactly what PGlite left
// on disk at a clean stop — the same directory PGlite's dumpDataDir() tars, without holding it in memory.
// A logical dump was weighed and left: @electric-sql/pglite-tools' pgDump (0.4.8, the newest) pins its peer
// @electric-sql/pglite to 0.5.8, so npm refuses it beside our 0.5.16 (it runs when forced, but returns the
// whole dump as one in-memory File); dumpDataDir() also builds the whole tarball in memory.
import { existsSync } from 'node:fs';
import { opendir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type DatabaseLocation, DataDirBusyError, lockDataDir, openDatabase } from '@verso/db';
import { BackupError } from './backupError';
import { databaseFacts } from './databaseFacts';

export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** An embedded database is there (PGlite writes PG_VERSION when it creates one). */
export const hasEmbeddedDatabase = (dataDir: string) => existsSync(join(pgliteDir(dataDir), 'PG_VERSION'));

/**
 * Claims DATA_DIR for the whole backup or restore. While the site runs it holds the embedded database,
 * and a copy taken beside it would not be consistent: the operator stops the site, or uses PostgreSQL.
 */
export function holdDataDir(dataDir: string, doing: 'back up' | 'restore'): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    const pid = /pid (\d+)/.exec(error.message)?.[1];
    throw new BackupError(
      `cannot ${doing} the embedded database in ${dataDir}: it is in use by another Verso process` +
        `${pid ? ` (pid ${pid}, usually the running site)` : ''}. Stop the site first, or run Verso on ` +
        'PostgreSQL (DATABASE_URL), where `verso backup` works while everything runs.',
    );
  }
}

/** Opens the database at `location`, runs `work` on it and shuts it down cleanly. */
export async function withDatabase<T>(
  location: DatabaseLocation,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(location);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export async function embeddedDatabaseFacts(dataDir: string) {
  if (!hasEmbeddedDatabase(dataDir))
    throw new BackupError(`there is no embedded database in ${pgliteDir(dataDir)}: nothing to back up.`);
  return withDatabase({ dataDir }, databaseFacts);
}

/**
 * Everything in the (shut down) data directory: its folders too, since PostgreSQL wants some that are
 * empty (pg_tblspc, pg_notify…). Names are relative to the directory, with `/`.
 */
export async function* dataDirectoryEntries(
  root: string,
  dir = root,
): AsyncGenerator<{ name: string; path: string; directory: boolean; size: number }> {
  for await (const entry of await opendir(dir)) {
    const path = join(dir, entry.name);
    const name = relative(root, path).split(sep).join('/');
    if (entry.isDirectory()) {
      yield { name, path, directory: true, size: 0 };
      yield* dataDirectoryEntries(root, path);
    } else if (entry.isFile()) yield { name, path, directory: false, size: (await stat(path)).size };
  }
}
