// The backup archive itself: a gzip-compressed tar written and read as a stream, one entry at a time, so
// neither side ever holds a whole file. gzip's checksum and length at its end make a truncated or damaged
// archive fail while it is read; entry names are checked so that none can reach outside where it goes.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './backupError';

/** Where each part lives in the archive. */
export const archivePaths = {
  manifest: 'manifest.json',
  authSecret: 'auth-secret',
  /** The embedded database's data directory, file by file. */
  pgliteDir: 'database/pglite/',
  /** `pg_dump --format=custom` of the PostgreSQL database. */
  postgresDump: 'database/postgres.dump',
  /** Each stored file under its storage key. */
  files: 'files/',
} as const;

export interface ArchiveWriter {
  /** Adds one file of exactly `size` bytes, streamed from `source`. */
  add(name: string, size: number, source: AsyncIterable<Buffer>): Promise<void>;
  /** Adds an (empty) directory: PostgreSQL's data directory must have some that hold nothing. */
  addDirectory(name: string): Promise<void>;
  /** Writes the end of the archive and gives it its final name. */
  finish(): Promise<void>;
  /** Removes what was written. */
  abandon(error: unknown): Promise<void>;
}

/**
 * Writes to `<path>.partial` (readable by its owner only: the archive holds everyone's data) and renames
 * it to `path` once complete, so a backup that fails half-way leaves no archive that looks whole.
 */
export function writeArchive(path: string): ArchiveWriter {
  const partial = `${path}.partial`;
  const pack = tar.pack();
  // Level 6 (gzip's default) compresses a database file or a document about as well as 9, much faster.
  const writing = pipeline(
    pack,
    createGzip({ level: constants.Z_DEFAULT_COMPRESSION }),
    createWriteStream(partial, { mode: 0o600 }),
  );
  // Should writing stop (a full disk), the entry being added would wait for room forever: it fails instead.
  const stopped = writing.then(() => {
    throw new Error('the archive was closed before all of it was written');
  });
  stopped.catch(() => {});
  return {
    async add(name, size, source) {
      const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() });
      await Promise.race([pipeline(Readable.from(source), entry), stopped]);
    },
    async addDirectory(name) {
      const added = new Promise<void>((resolve, reject) =>
        pack.entry({ name, type: 'directory', mode: 0o700, mtime: new Date() }, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      await Promise.race([added, stopped]);
    },
    async finish() {
      pack.finalize();
      await writing;
      await rename(partial, path);
    },
    async abandon(error) {
      pack.destroy(error instanceof Error ? error : new Error(String(error)));
      await writing.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

export interface ArchiveEntry {
  name: string;
  type: 'file' | 'directory';
  size: number;
  /** The entry's bytes; must be read (or drained) before the next entry comes. */
  body: AsyncIterable<Buffer>;
}

/**
 * Every file entry of the archive at `path`, in order. Fails with a BackupError naming the archive when it
 * is not a gzip-compressed tar, is cut short or damaged (gzip's checksum), or holds something that is not
 * a plain file under a safe name.
 */
export async function* readArchive(path: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  reading.catch(() => {});
  // Everything read from the archive (its entries and their bytes) fails as a damaged archive; what the
  // caller does with the bytes (writing them somewhere) fails as itself.
  const entries = extract[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await entries.next().catch((error) => Promise.reject(damaged(path, error)));
      if (next.done) break;
      const entry = next.value;
      const bytes = entry as unknown as AsyncIterable<Buffer>;
      const { name, type, size } = entry.header;
      const directory = type === 'directory' ? name.replace(/\/$/, '') : undefined;
      if ((type !== 'file' && !directory) || !isSafeName(directory ?? name))
        throw notABackup(path, `it holds "${name}"`);
      yield directory
        ? { name: directory, type: 'directory', size: 0, body: checked(path, bytes) }
        : { name, type: 'file', size: size ?? 0, body: checked(path, bytes) };
      // Whatever the caller left unread is drained, so the next entry can come.
      await drain(checked(path, bytes));
    }
    await reading.catch((error) => Promise.reject(damaged(path, error)));
  } finally {
    extract.destroy();
  }
}

async function* checked(path: string, body: AsyncIterable<Buffer>) {
  try {
    yield* body;
  } catch (error) {
    throw damaged(path, error);
  }
}

async function drain(body: AsyncIterable<Buffer>) {
  for await (const _ of body);
}

function isSafeName(name: string) {
  return (
    name.length > 0 &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    !name.includes('\0') &&
    posix.normalize(name) === name &&
    !name.split('/').includes('..')
  );
}

export function notABackup(path: string, why: string) {
  return new BackupError(`${path} is not a Verso backup: ${why}.`);
}

function damaged(path: string, error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT') return new BackupError(`${path} does not exist.`);
  if (code === 'EACCES') return new BackupError(`${path} cannot be read (permission denied).`);
  if (code === 'EISDIR') return new BackupError(`${path} is a directory, not a backup archive.`);
  if (code === 'Z_DATA_ERROR' && /header check/.test(message))
    return notABackup(path, 'it is not gzip-compressed');
  return new BackupError(
    `${path} is damaged or incomplete (${message}). Use a complete copy of the archive.`,
  );
}
