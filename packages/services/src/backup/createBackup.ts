// `verso backup <archive>`: the database (the embedded one's data directory, or pg_dump of PostgreSQL),
// every stored file (DATA_DIR/files or the S3 bucket) and the sign-in secret kept in DATA_DIR, in one
// gzip-compressed tar ending with a manifest. Everything streams: memory stays bounded whatever the sizes.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config';
import { createStorage } from '../storage/createStorage';
import type { Storage } from '../storage/storage';
import { type ArchiveWriter, archivePaths, writeArchive } from './backupArchive';
import { BackupError } from './backupError';
import { type BackupManifest, versoVersion } from './backupManifest';
import { copyCounter, type ProgressReport } from './backupProgress';
import { databaseFacts } from './databaseFacts';
import {
  dataDirectoryEntries,
  embeddedDatabaseFacts,
  holdDataDir,
  pgliteDir,
  withDatabase,
} from './embeddedDatabase';
import { dumpPostgres } from './postgresDump';

export interface BackupSummary {
  archive: string;
  manifest: BackupManifest;
  /** Bytes of the finished archive. */
  size: number;
  /** Files listed in the bucket that were deleted (by the retention sweep) before they could be copied. */
  vanished: number;
}

/** The sign-in secret is DATA_DIR's own (generated there) when the file holds the secret in use. */
export function dataDirSecret(config: Config): string | undefined {
  const file = join(config.dataDir, 'auth-secret');
  if (!existsSync(file)) return undefined;
  const secret = readFileSync(file, 'utf8').trim();
  return secret === config.authSecret ? secret : undefined;
}

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as Error).name === 'NoSuchKey';

/**
 * Copies every stored file into the archive under files/<key>. A file deleted between the listing and
 * its copy (the site keeps running on PostgreSQL) is left out and counted.
 */
async function copyStoredFiles(storage: Storage, archive: ArchiveWriter, report: ProgressReport) {
  const counter = copyCounter(report, 'files');
  let vanished = 0;
  for await (const { key, size } of storage.list()) {
    const body = storage.read(key)[Symbol.asyncIterator]();
    let first: IteratorResult<Buffer>;
    try {
      first = await body.next();
    } catch (error) {
      if (!isMissing(error)) throw error;
      vanished += 1;
      continue;
    }
    const all = (async function* () {
      for (let next = first; !next.done; next = await body.next()) yield next.value;
    })();
    await archive.add(`${archivePaths.files}${key}`, size, counter.through(all));
  }
  counter.done();
  return { count: counter.files, bytes: counter.bytes, vanished };
}

async function copyEmbeddedDatabase(config: Config, archive: ArchiveWriter, report: ProgressReport) {
  // The site's data directory is held (and so the site stopped) for the whole copy; the database was shut
  // down cleanly after its facts were read, so the files on disk are a consistent whole.
  const facts = await embeddedDatabaseFacts(config.dataDir);
  report(`database: embedded, schema level ${facts.level}; copying ${pgliteDir(config.dataDir)}`);
  const counter = copyCounter(report, 'database');
  for await (const entry of dataDirectoryEntries(pgliteDir(config.dataDir))) {
    const name = `${archivePaths.pgliteDir}${entry.name}`;
    if (entry.directory) await archive.addDirectory(name);
    else await archive.add(name, entry.size, counter.through(createReadStream(entry.path)));
  }
  counter.done();
  return facts;
}

async function copyPostgres(
  databaseUrl: string,
  archivePath: string,
  archive: ArchiveWriter,
  report: ProgressReport,
) {
  const facts = await withDatabase({ databaseUrl }, databaseFacts);
  const serverMajor = Number(/PostgreSQL (\d+)/.exec(facts.server)?.[1] ?? 0);
  // pg_dump's output goes to a file beside the archive first: a tar entry must state its size up front.
  const dumpFile = `${archivePath}.pgdump.partial`;
  report(`database: PostgreSQL, schema level ${facts.level}; running pg_dump`);
  try {
    await dumpPostgres(databaseUrl, serverMajor, dumpFile);
    const { size } = await stat(dumpFile);
    const counter = copyCounter(report, 'database');
    await archive.add(archivePaths.postgresDump, size, counter.through(createReadStream(dumpFile)));
    counter.done();
  } finally {
    await rm(dumpFile, { force: true });
  }
  return facts;
}

export async function createBackup(config: Config, archivePath: string, report: ProgressReport) {
  const path = resolve(archivePath);
  if (existsSync(path))
    throw new BackupError(`${path} already exists: choose another name, or remove it first.`);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const release = kind === 'pglite' ? holdDataDir(config.dataDir, 'back up') : () => {};
  try {
    const archive = writeArchive(path);
    try {
      const facts = config.databaseUrl
        ? await copyPostgres(config.databaseUrl, path, archive, report)
        : await copyEmbeddedDatabase(config, archive, report);
      const storage = createStorage(config);
      report(config.s3 ? `files: bucket ${config.s3.bucket}` : `files: ${join(config.dataDir, 'files')}`);
      const files = await copyStoredFiles(storage, archive, report);
      const secret = dataDirSecret(config);
      if (secret)
        await archive.add(
          archivePaths.authSecret,
          Buffer.byteLength(secret),
          Readable.from([Buffer.from(secret)]),
        );
      const manifest: BackupManifest = {
        format: 'verso-backup',
        formatVersion: 1,
        versoVersion,
        createdAt: new Date().toISOString(),
        database: {
          kind,
          server: facts.server,
          schemaLevel: facts.level,
          lastMigration: facts.lastMigration,
        },
        files: { storage: config.s3 ? 's3' : 'disk', count: files.count, bytes: files.bytes },
        authSecret: secret ? 'included' : 'environment',
      };
      const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await archive.add(archivePaths.manifest, json.length, Readable.from([json]));
      await archive.finish();
      return {
        archive: path,
        manifest,
        size: (await stat(path)).size,
        vanished: files.vanished,
      } satisfies BackupSummary;
    } catch (error) {
      await archive.abandon(error);
      throw error;
    }
  } finally {
    release();
  }
}
