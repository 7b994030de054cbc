// The embedded database belongs to one process: the CLI goes through the site that holds it
// (through-running-site.int.test.ts), and when the holder does not answer on its socket (a site still
// starting) it stops with a message instead of opening the database too.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runVerso } from './testing/run-verso';

test('verso users create stops with a clear message while a process that does not answer holds the database', {
  timeout: 60_000,
}, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'verso-busy-'));
  const site = spawn('sleep', ['30']);
  try {
    writeFileSync(join(dataDir, 'verso.pid'), String(site.pid));
    const { DATABASE_URL, ...env } = process.env;
    const { code, stderr } = await runVerso(['users', 'create', '--email', 'busy@example.com'], {
      ...env,
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`in use by another Verso process \\(pid ${site.pid}`));
    expect(stderr).toContain(`does not answer on ${join(dataDir, 'socket', '.s.PGSQL.5432')}`);
    expect(stderr).toContain('DATABASE_URL');
  } finally {
    site.kill();
  }
});
