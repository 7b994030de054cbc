// `verso backup` and `verso restore` as an operator runs them, on the database the environment names
// (the embedded one, or PostgreSQL in a database of its own per backend), with files on disk or in a local
// S3-compatible server: a round trip gives back the same accounts, balances, jobs and file bytes; a
// damaged archive and a non-empty target are refused with the target left as it was.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { files, jobs, users } from '@verso/db';
import type { Services } from '@verso/services';
import { type LocalS3Server, startLocalS3Server } from '@verso/services/testing/localS3Server';
import { backendName } from '@verso/services/testing/testServices';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { versoDuringTests } from './testing/verso-during-tests';

const mb = 1024 * 1024;

/** Two accounts with credits, one of them with a job whose upload is stored, and a larger stored file. */
async function fillInstallation(services: Services) {
  const ana = await services.users.create({ email: 'ana@example.com', credits: 120 });
  await services.users.create({ email: 'ben@example.com', credits: 7, isAdmin: true });
  await services.walletAdmin.adjust({ email: 'ben@example.com', amount: 5, reason: 'Pilot', adminId: null });
  await services.jobs.create({
    userId: ana.id,
    filename: 'story.txt',
    stream: Readable.from([Buffer.from('The house is small.\n')]),
    from: 'en',
    to: 'es',
    engine: 'identity',
  });
  // Random bytes (incompressible) over more than one S3 multipart part.
  await services.storage.write('uploads/large/scan.bin', Readable.from([randomBytes(6 * mb)]), 20 * mb);
}

/** What must come back unchanged: the rows of accounts, jobs and files, the balances, every file's bytes. */
async function snapshot(services: Services) {
  const accounts = await services.db.select().from(users).orderBy(asc(users.email));
  const balances = await Promise.all(
    accounts.map(async ({ email }) => services.walletAdmin.show(email ?? '')),
  );
  const stored: Record<string, string> = {};
  for await (const { key } of services.storage.list())
    stored[key] = createHash('sha256')
      .update(await services.storage.readAll(key))
      .digest('hex');
  return {
    accounts,
    balances,
    jobs: await services.db.select().from(jobs).orderBy(asc(jobs.id)),
    files: await services.db.select().from(files).orderBy(asc(files.id)),
    stored,
  };
}

describe(`verso backup and restore on ${backendName}, files on disk`, { timeout: 600_000 }, () => {
  const source = versoDuringTests();
  const target = versoDuringTests();
  const dir = mkdtempSync(join(tmpdir(), 'verso-backup-test-'));
  const archive = join(dir, 'site.tar.gz');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let before: Awaited<ReturnType<typeof snapshot>>;

  test('a backup restored into a fresh installation gives back the same accounts, balances, jobs and files', async () => {
    before = await source.withServices(async (services) => {
      await fillInstallation(services);
      return snapshot(services);
    });
    expect(before.accounts).toHaveLength(2);
    expect(Object.keys(before.stored)).toHaveLength(2);

    const backup = await source.verso('backup', archive);
    expect(backup.stderr).toContain('files: 2 files');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backed up to ${archive}`);
    expect(readdirSync(dir)).toEqual(['site.tar.gz']);
    // A second backup to the same name does not overwrite the first.
    const again = await source.verso('backup', archive);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const restore = await target.verso('restore', archive);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/2 users, 1 jobs/);
    expect(restore.stdout).toContain('files: 2');
    const after = await target.withServices(snapshot);
    expect(after).toEqual(before);
    expect(after.balances.map((b) => b.balance)).toEqual([119, 12]); // ana's job was charged its 1 credit
    // The sign-in secret came along, so sessions and webhook signing secrets still match.
    const secret = (env: Record<string, string>) =>
      readFileSync(join(env.DATA_DIR ?? '', 'auth-secret'), 'utf8');
    expect(secret(target.env())).toBe(secret(source.env()));
    expect(readdirSync(target.env().DATA_DIR ?? '').filter((name) => name.startsWith('.restore-'))).toEqual(
      [],
    );
  });

  test('restore over an installation that holds data is refused without --force, and changes nothing', async () => {
    await target.withServices((services) => services.users.create({ email: 'new@example.com' }));
    const changed = await target.withServices(snapshot);
    const refused = await target.verso('restore', archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('not empty');
    expect(refused.stderr).toContain('--force');
    expect(await target.withServices(snapshot)).toEqual(changed);
  });

  test('a truncated or damaged archive fails with a clear message and leaves the installation as it was', async () => {
    const whole = readFileSync(archive);
    const truncated = join(dir, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const damaged = join(dir, 'damaged.tar.gz');
    const flipped = Buffer.from(whole);
    // Inside the large random file, whose compressed bytes all matter.
    const middle = Math.floor(whole.length * 0.5);
    flipped.fill(0x55, middle, middle + 64);
    writeFileSync(damaged, flipped);
    const garbage = join(dir, 'notes.tar.gz');
    writeFileSync(garbage, 'not an archive');
    const current = await target.withServices(snapshot);
    for (const [file, message] of [
      [truncated, 'damaged or incomplete'],
      [damaged, 'damaged or incomplete'],
      [garbage, 'not a Verso backup'],
    ] as const) {
      const failed = await target.verso('restore', '--force', file);
      expect(failed.code, file).toBe(1);
      expect(failed.stderr).toContain(message);
      expect(failed.stderr).not.toMatch(/\n\s+at /); // a message, not a stack
    }
    expect(await target.withServices(snapshot)).toEqual(current);
    expect(readdirSync(target.env().DATA_DIR ?? '').filter((name) => name.startsWith('.restore-'))).toEqual(
      [],
    );
  });

  test('restore --force replaces the installation with the backup', async () => {
    const replaced = await target.verso('restore', '--force', archive);
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toContain('replaced (--force)');
    expect(await target.withServices(snapshot)).toEqual(before);
  });
});

describe(`verso backup and restore on ${backendName}, files in an S3 bucket`, { timeout: 600_000 }, () => {
  let sourceBucket: LocalS3Server | undefined;
  let targetBucket: LocalS3Server | undefined;
  beforeAll(async () => {
    sourceBucket = await startLocalS3Server();
    targetBucket = await startLocalS3Server();
  });
  afterAll(async () => {
    await sourceBucket?.close();
    await targetBucket?.close();
  });
  const source = versoDuringTests(() => sourceBucket?.env ?? {});
  const target = versoDuringTests(() => targetBucket?.env ?? {});
  const dir = mkdtempSync(join(tmpdir(), 'verso-backup-s3-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('every object of the bucket goes into the archive and back into another bucket, byte for byte', async () => {
    const before = await source.withServices(async (services) => {
      await fillInstallation(services);
      return snapshot(services);
    });
    expect(sourceBucket?.storedKeys()).toHaveLength(2);
    const archive = join(dir, 'bucket.tar.gz');
    const backup = await source.verso('backup', archive);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('from the S3 bucket');
    expect(existsSync(join(source.env().DATA_DIR ?? '', 'files'))).toBe(false);

    const restore = await target.verso('restore', archive);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('into bucket verso-test');
    expect(targetBucket?.storedKeys()).toEqual(sourceBucket?.storedKeys());
    expect(await target.withServices(snapshot)).toEqual(before);
  });
});
