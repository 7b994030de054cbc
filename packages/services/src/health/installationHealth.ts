// The installation's own parts for `verso doctor`: database reachable and migrated, storage writable,
// queue reachable, mail deliverable (SMTP) or kept (outbox). Each check only looks; nothing is migrated.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DataDirBusyError, openDatabase, pendingMigrationCount } from '@verso/db';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { createStorage } from '../storage/createStorage';
import { storageRoot } from '../storage/localDiskStorage';

export interface HealthCheck {
  name: string;
  /** A missing required part makes `verso doctor` exit 1. */
  required: boolean;
  ok: boolean;
  /** What is there, or exactly what to install or set. */
  detail: string;
}

const problem = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function databaseCheck(config: Config): Promise<HealthCheck> {
  const check = { name: 'database', required: true };
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  try {
    // Through the running site when it owns the embedded database: its schema is the one to check.
    const database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
      { throughOwner: true },
    );
    try {
      const pending = await pendingMigrationCount(database.db);
      const owner =
        database.ownerPid === undefined ? '' : ` (through the running site, pid ${database.ownerPid})`;
      return pending === 0
        ? { ...check, ok: true, detail: `${where}${owner}, migrated` }
        : {
            ...check,
            ok: false,
            detail: `${where}${owner}: ${pending} migration(s) pending; run \`npm start\`, which migrates`,
          };
    } finally {
      await database.close();
    }
  } catch (error) {
    // The running site holds the embedded database and does not answer on its socket (still starting):
    // it opened the database, so it is reachable and was migrated.
    if (error instanceof DataDirBusyError)
      return { ...check, ok: true, detail: `${where}, in use by the running site (pid ${error.holder})` };
    return { ...check, ok: false, detail: `${where} unreachable: ${problem(error)}; check DATABASE_URL` };
  }
}

/** Writes and removes a file where `dir` is; false with the reason when it cannot. */
async function writable(dir: string) {
  const probe = join(dir, `.doctor-${randomUUID()}`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(probe, 'ok');
    await rm(probe);
    return null;
  } catch (error) {
    return problem(error);
  }
}

async function storageCheck(config: Config): Promise<HealthCheck> {
  const check = { name: 'storage', required: true };
  if (config.s3) {
    const where = `bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
    const failure = await bucketWritable(config);
    return failure
      ? { ...check, ok: false, detail: `${where} is not writable (${failure}); check the S3_ settings` }
      : { ...check, ok: true, detail: `${where} writable` };
  }
  const dir = storageRoot(config.dataDir);
  const failure = await writable(dir);
  return failure
    ? { ...check, ok: false, detail: `${dir} is not writable (${failure}); set DATA_DIR or fix its owner` }
    : { ...check, ok: true, detail: `${dir} writable` };
}

/** Writes and removes a small object in the bucket; null when it can, else the reason it cannot. */
async function bucketWritable(config: Config) {
  const storage = createStorage(config);
  const probe = `.doctor-${randomUUID()}`;
  try {
    await storage.write(probe, Readable.from([Buffer.from('ok')]), 16);
    await storage.remove(probe);
    return null;
  } catch (error) {
    return problem(error);
  }
}

async function queueCheck(config: Config): Promise<HealthCheck> {
  const check = { name: 'queue', required: true };
  if (!config.redisUrl) return { ...check, ok: true, detail: 'in the database (no REDIS_URL)' };
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  try {
    await redis.connect();
    await redis.ping();
    return { ...check, ok: true, detail: 'BullMQ on Redis (REDIS_URL) answers' };
  } catch (error) {
    return {
      ...check,
      ok: false,
      detail: `Redis at REDIS_URL unreachable (${problem(error)}); install redis-server or fix REDIS_URL`,
    };
  } finally {
    redis.disconnect();
  }
}

/** Only that the relay accepts a connection: sending a mail to check would reach someone's inbox. */
function reachable(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 5000 });
    const done = (failure: string | null) => {
      socket.destroy();
      resolve(failure);
    };
    socket.once('connect', () => done(null));
    socket.once('timeout', () => done('no answer within 5 s'));
    socket.once('error', (error) => done(error.message));
  });
}

async function mailCheck(config: Config): Promise<HealthCheck> {
  const check = { name: 'mail', required: false };
  if (config.smtp) {
    const { host, port } = config.smtp;
    const failure = await reachable(host, port);
    return failure
      ? {
          ...check,
          ok: false,
          detail: `SMTP ${host}:${port} unreachable (${failure}); check SMTP_HOST and SMTP_PORT`,
        }
      : { ...check, ok: true, detail: `SMTP ${host}:${port} answers` };
  }
  const failure = await writable(config.outboxDir);
  return failure
    ? {
        ...check,
        ok: false,
        detail: `no SMTP_HOST, and the outbox ${config.outboxDir} is not writable (${failure})`,
      }
    : {
        ...check,
        ok: true,
        detail: `no SMTP_HOST: mails are kept in ${config.outboxDir} and sign-in links logged`,
      };
}

export function installationHealth(config: Config): Promise<HealthCheck[]> {
  return Promise.all([databaseCheck(config), storageCheck(config), queueCheck(config), mailCheck(config)]);
}
