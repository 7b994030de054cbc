// `verso restore <archive>`: puts a backup's database, stored files and sign-in secret back. Nothing live is
// touched until the whole archive has been read and checked (gzip's checksum, the manifest's counts, the
// schema level) and the restored database has been opened and migrated:
// - the embedded database and files on disk are unpacked beside DATA_DIR's own (DATA_DIR/.restore-…) and
//   swapped in by renaming;
// - PostgreSQL is restored in one transaction, which a failure rolls back;
// - files in an S3 bucket are uploaded (added) before the database is switched; objects the backup does
//   not have are deleted only after.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { isUserFacingError } from '@verso/core';
import { migrateDatabase, tablesWithRows } from '@verso/db';
import type { Config } from '../config';
import { createStorage } from '../storage/createStorage';
import { localDiskStorage, storageRoot } from '../storage/localDiskStorage';
import type { Storage } from '../storage/storage';
import { archivePaths, notABackup, readArchive } from './backupArchive';
import { BackupError } from './backupError';
import { type BackupManifest, checkSchemaLevel, parseManifest } from './backupManifest';
import { copyCounter, formatBytes, type ProgressReport } from './backupProgress';
import { dataDirSecret } from './createBackup';
import { databaseCounts, databaseFacts } from './databaseFacts';
import { hasEmbeddedDatabase, holdDataDir, pgliteDir, withDatabase } from './embeddedDatabase';
import { restorePostgres } from './postgresDump';

export interface RestoreSummary {
  archive: string;
  manifest: BackupManifest;
  database: {
    kind: 'pglite' | 'postgres';
    where: string;
    counts: { users: number; jobs: number; files: number };
    /** Schema level of the backup, and after this code's migrations ran. */
    levelBefore: number;
    levelAfter: number;
  };
  files: { where: string; count: number; bytes: number; removed: number };
  /** The previous contents were replaced (`--force` over a database or store that held data). */
  replaced: boolean;
  notes: string[];
}

/** Host and database of DATABASE_URL, without its credentials. */
const databaseName = (url: string) => {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
};

const kindName = { pglite: 'an embedded database (PGlite)', postgres: 'a PostgreSQL database' } as const;

function wrongKind(archive: string, found: 'pglite' | 'postgres') {
  return new BackupError(
    found === 'pglite'
      ? `${archive} holds ${kindName.pglite}, but this Verso uses PostgreSQL (DATABASE_URL): restore it with ` +
          'DATABASE_URL unset, into DATA_DIR. Nothing was changed.'
      : `${archive} holds ${kindName.postgres}, but this Verso uses the embedded database: set DATABASE_URL ` +
          'to the PostgreSQL database to restore it into. Nothing was changed.',
  );
}

async function hasAny(storage: Storage) {
  for await (const _ of storage.list()) return true;
  return false;
}

/** What the target already holds; `verso restore` replaces it only when told to (`--force`). */
async function refuseUnlessEmpty(config: Config, storage: Storage, force: boolean) {
  const tables = config.databaseUrl
    ? await withDatabase({ databaseUrl: config.databaseUrl }, tablesWithRows)
    : hasEmbeddedDatabase(config.dataDir)
      ? await withDatabase({ dataDir: config.dataDir }, tablesWithRows)
      : [];
  const files = await hasAny(storage);
  if (tables.length === 0 && !files) return false;
  if (force) return true;
  const held = [
    tables.length > 0
      ? `the database has data (in ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''})`
      : '',
    files ? `${config.s3 ? `the bucket ${config.s3.bucket}` : storageRoot(config.dataDir)} has files` : '',
  ].filter(Boolean);
  throw new BackupError(
    `refusing to restore over an installation that is not empty: ${held.join(', and ')}. ` +
      'Run `verso restore --force` to replace all of it with the backup. Nothing was changed.',
  );
}

interface Staged {
  manifest: BackupManifest;
  keys: Set<string>;
  bytes: number;
  authSecret: boolean;
}

/**
 * Reads the whole archive once: the database and (on disk) the files are unpacked into `staging`; files
 * for a bucket are only read through, counted. Fails on anything damaged, unknown or missing.
 */
async function stageArchive(
  archive: string,
  staging: string,
  config: Config,
  report: ProgressReport,
): Promise<Staged> {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const staged = localDiskStorage(staging);
  const files = config.s3 ? undefined : localDiskStorage(join(staging, 'files'));
  const databaseCounter = copyCounter(report, 'database');
  const filesCounter = copyCounter(report, 'files');
  const keys = new Set<string>();
  let manifestText: string | undefined;
  let databaseSeen = false;
  let authSecret = false;
  let databaseDone = false;
  for await (const entry of readArchive(archive)) {
    const { name, body } = entry;
    if (manifestText !== undefined) throw notABackup(archive, `"${name}" comes after its manifest`);
    const isDatabase = name.startsWith(archivePaths.pgliteDir) || name === archivePaths.postgresDump;
    if (databaseSeen && !isDatabase && !databaseDone) {
      databaseDone = true;
      databaseCounter.done();
    }
    if (entry.type === 'directory') {
      if (!name.startsWith(archivePaths.pgliteDir)) throw notABackup(archive, `it holds "${name}/"`);
      if (kind !== 'pglite') throw wrongKind(archive, 'pglite');
      await mkdir(join(staging, 'database', 'pglite', name.slice(archivePaths.pgliteDir.length)), {
        recursive: true,
        mode: 0o700,
      });
    } else if (name === archivePaths.manifest) {
      if (entry.size > 1024 * 1024) throw notABackup(archive, 'its manifest is too large');
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk);
      manifestText = Buffer.concat(chunks).toString('utf8');
    } else if (name === archivePaths.authSecret) {
      await staged.write('auth-secret', Readable.from(body), 4096).catch((error) => {
        throw isUserFacingError(error) ? notABackup(archive, 'its auth-secret is too large') : error;
      });
      await chmod(join(staging, 'auth-secret'), 0o600);
      authSecret = true;
    } else if (isDatabase) {
      const found = name === archivePaths.postgresDump ? 'postgres' : 'pglite';
      if (found !== kind) throw wrongKind(archive, found);
      if (!databaseSeen) report(`database: reading ${kindName[found]} from the archive`);
      databaseSeen = true;
      await staged.write(
        found === 'postgres'
          ? 'database/postgres.dump'
          : `database/pglite/${name.slice(archivePaths.pgliteDir.length)}`,
        Readable.from(databaseCounter.through(body)),
        Number.POSITIVE_INFINITY,
      );
    } else if (name.startsWith(archivePaths.files) && name.length > archivePaths.files.length) {
      const key = name.slice(archivePaths.files.length);
      keys.add(key);
      if (files) await files.write(key, Readable.from(filesCounter.through(body)), Number.POSITIVE_INFINITY);
      else for await (const _ of filesCounter.through(body));
    } else throw notABackup(archive, `it holds "${name}"`);
  }
  if (manifestText === undefined) throw notABackup(archive, 'it has no manifest (is it complete?)');
  const manifest = parseManifest(archive, manifestText);
  if (!databaseSeen) throw notABackup(archive, 'it holds no database');
  if (manifest.database.kind !== kind) throw wrongKind(archive, manifest.database.kind);
  if (keys.size !== manifest.files.count || filesCounter.bytes !== manifest.files.bytes)
    throw new BackupError(
      `${archive} is incomplete: its manifest lists ${manifest.files.count} files ` +
        `(${formatBytes(manifest.files.bytes)}), it holds ${keys.size} (${formatBytes(filesCounter.bytes)}). ` +
        'Nothing was changed.',
    );
  filesCounter.done();
  return { manifest, keys, bytes: filesCounter.bytes, authSecret };
}

/** Puts each staged path in place of its live one; should one fail, those already moved are put back. */
async function swapIn(moves: { staged: string; live: string }[], staging: string) {
  const done: { staged: string; live: string; previous?: string }[] = [];
  try {
    for (const move of moves) {
      const previous = existsSync(move.live) ? join(staging, `previous-${basename(move.live)}`) : undefined;
      if (previous) await rename(move.live, previous);
      try {
        await rename(move.staged, move.live);
      } catch (error) {
        if (previous) await rename(previous, move.live);
        throw error;
      }
      done.push({ ...move, previous });
    }
  } catch (error) {
    for (const move of done.reverse()) {
      await rename(move.live, move.staged);
      if (move.previous) await rename(move.previous, move.live);
    }
    throw error;
  }
}

async function uploadFiles(archive: string, storage: Storage, report: ProgressReport) {
  report('files: uploading to the bucket');
  const counter = copyCounter(report, 'files uploaded');
  for await (const { name, body } of readArchive(archive)) {
    if (!name.startsWith(archivePaths.files)) continue;
    const key = name.slice(archivePaths.files.length);
    await storage.write(key, Readable.from(counter.through(body)), Number.POSITIVE_INFINITY);
  }
  counter.done();
}

/** Deletes the bucket's objects that the backup does not have (the replaced installation's files). */
async function removeOthers(storage: Storage, keep: Set<string>) {
  const others: string[] = [];
  for await (const { key } of storage.list()) if (!keep.has(key)) others.push(key);
  for (const key of others) await storage.remove(key);
  return others.length;
}

async function openStagedEmbedded(staging: string, manifest: BackupManifest, archive: string) {
  try {
    return await withDatabase({ dataDir: join(staging, 'database') }, async (db) => {
      await migrateDatabase(db);
      return { facts: await databaseFacts(db), counts: await databaseCounts(db) };
    });
  } catch (error) {
    const server = /^[^(]*\([^)]*\)/.exec(manifest.database.server)?.[0] ?? manifest.database.server;
    throw new BackupError(
      `the embedded database in ${archive} (${server}) could not be opened here: ` +
        `${(error as Error).message}. Restore it with the Verso that made it (${manifest.versoVersion}). ` +
        'Nothing was changed.',
    );
  }
}

export async function restoreBackup(
  config: Config,
  archivePath: string,
  options: { force: boolean },
  report: ProgressReport,
): Promise<RestoreSummary> {
  const archive = resolve(archivePath);
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  const release = config.databaseUrl ? () => {} : holdDataDir(config.dataDir, 'restore');
  try {
    const storage = createStorage(config);
    const replaced = await refuseUnlessEmpty(config, storage, options.force);
    await mkdir(config.dataDir, { recursive: true });
    // Beside the live data, so that swapping in is a rename on the same file system.
    const staging = await mkdtemp(join(config.dataDir, '.restore-'));
    try {
      await mkdir(join(staging, 'files'));
      const { manifest, keys, bytes, authSecret } = await stageArchive(archive, staging, config, report);
      checkSchemaLevel(archive, manifest);
      const notes: string[] = [];
      // Before the swap: AUTH_SECRET is set here when DATA_DIR/auth-secret is not the secret in use.
      const secretFromEnvironment = dataDirSecret(config) === undefined;
      const filesWhere = config.s3 ? `bucket ${config.s3.bucket}` : storageRoot(config.dataDir);
      const moves = config.s3 ? [] : [{ staged: join(staging, 'files'), live: storageRoot(config.dataDir) }];
      if (authSecret)
        moves.push({ staged: join(staging, 'auth-secret'), live: join(config.dataDir, 'auth-secret') });
      let database: RestoreSummary['database'];
      if (config.databaseUrl) {
        const databaseUrl = config.databaseUrl;
        if (config.s3) await uploadFiles(archive, storage, report);
        report('database: restoring into PostgreSQL (one transaction)');
        await restorePostgres(databaseUrl, join(staging, 'database', 'postgres.dump'));
        report('database: running migrations');
        const { facts, counts } = await withDatabase({ databaseUrl }, async (db) => {
          await migrateDatabase(db);
          return { facts: await databaseFacts(db), counts: await databaseCounts(db) };
        });
        database = {
          kind: 'postgres',
          where: databaseName(databaseUrl),
          counts,
          levelBefore: manifest.database.schemaLevel,
          levelAfter: facts.level,
        };
        await swapIn(moves, staging);
      } else {
        report('database: opening the restored database and running migrations');
        const { facts, counts } = await openStagedEmbedded(staging, manifest, archive);
        if (config.s3) await uploadFiles(archive, storage, report);
        moves.unshift({ staged: join(staging, 'database', 'pglite'), live: pgliteDir(config.dataDir) });
        await swapIn(moves, staging);
        database = {
          kind: 'pglite',
          where: pgliteDir(config.dataDir),
          counts,
          levelBefore: manifest.database.schemaLevel,
          levelAfter: facts.level,
        };
      }
      const removed = config.s3 && replaced ? await removeOthers(storage, keys) : 0;
      if (manifest.authSecret === 'environment')
        notes.push(
          'The backup was made with AUTH_SECRET set: set the same AUTH_SECRET here, or sessions, sign-in links ' +
            "and API keys' webhook signing secrets will not match.",
        );
      else if (authSecret && secretFromEnvironment)
        notes.push(
          'AUTH_SECRET is set here, so the restored DATA_DIR/auth-secret is not used: unset it, or set it to that ' +
            'secret, to keep sessions and webhook signing secrets.',
        );
      if (database.levelAfter > database.levelBefore)
        notes.push(
          `Migrations brought the schema from level ${database.levelBefore} to ${database.levelAfter}.`,
        );
      return {
        archive,
        manifest,
        database,
        files: { where: filesWhere, count: keys.size, bytes, removed },
        replaced,
        notes,
      };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}
