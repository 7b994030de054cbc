import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { lockDataDir } from './dataDirLock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('a claim held twice in one process (backup around opening the database) lasts until both are released', () => {
  const dir = mkdtempSync(join(tmpdir(), 'verso-lock-'));
  dirs.push(dir);
  const pidFile = join(dir, 'verso.pid');
  const outer = lockDataDir(dir);
  const inner = lockDataDir(dir);
  expect(readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
  inner();
  inner();
  expect(existsSync(pidFile)).toBe(true);
  outer();
  expect(existsSync(pidFile)).toBe(false);
});
