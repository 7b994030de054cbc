import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { type LocalS3Server, startLocalS3Server } from '../testing/localS3Server';
import { installationHealth } from './installationHealth';

describe('verso doctor with S3 storage', () => {
  let s3: LocalS3Server;
  const dataDir = mkdtempSync(join(tmpdir(), 'verso-doctor-'));
  beforeAll(async () => {
    s3 = await startLocalS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storageCheckWith = async (env: Record<string, string>) => {
    const checks = await installationHealth(
      loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32), ...env }),
    );
    return checks.find((check) => check.name === 'storage');
  };

  test('writes and deletes a probe object in the bucket, leaving nothing behind', async () => {
    expect(await storageCheckWith(s3.env)).toMatchObject({
      ok: true,
      detail: `bucket verso-test at ${s3.settings.endpoint} writable`,
    });
    expect(s3.storedKeys()).toEqual([]);
  });

  test('names the bucket and the settings to check when it cannot write there', async () => {
    const check = await storageCheckWith({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(check).toMatchObject({ ok: false, required: true });
    expect(check?.detail).toMatch(
      /^bucket no-such-bucket at .* is not writable \(.+\); check the S3_ settings$/,
    );
  });
});
