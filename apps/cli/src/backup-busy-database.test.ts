// While the site holds the embedded database, `verso backup` and `verso restore` stop at once and say to
// stop the site (a copy taken beside it would not be consistent) or to use PostgreSQL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runVerso } from './testing/run-verso';

test('verso backup and restore refuse the embedded database while the site holds it', {
  timeout: 60_000,
}, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'verso-busy-backup-'));
  const site = spawn('sleep', ['300']);
  try {
    writeFileSync(join(dataDir, 'verso.pid'), String(site.pid));
    const { DATABASE_URL, S3_BUCKET, ...env } = process.env;
    const archive = join(dataDir, 'site.tar.gz');
    const backup = await runVerso(['backup', archive], { ...env, DATA_DIR: dataDir });
    expect(existsSync(archive) || existsSync(`${archive}.partial`)).toBe(false);
    writeFileSync(archive, '');
    const restore = await runVerso(['restore', archive], { ...env, DATA_DIR: dataDir });
    for (const { code, stderr } of [backup, restore]) {
      expect(code).toBe(1);
      expect(stderr).toContain(`in use by another Verso process (pid ${site.pid}`);
      expect(stderr).toContain('Stop the site first');
      expect(stderr).toContain('DATABASE_URL');
    }
  } finally {
    site.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
