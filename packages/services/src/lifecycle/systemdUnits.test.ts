// The systemd units the deployment guide installs (deploy/systemd/): they parse, run programs this
// repository has, and give a stopping process its whole grace period (the lifecycle's promise holds only
// if systemd waits for it, and signals the main process alone).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const unitsDir = join(repoRoot, 'deploy/systemd');
/** Where the guide puts the checkout. */
const installRoot = '/opt/verso';
const units = ['verso-web.service', 'verso-worker@.service'];

type Unit = Map<string, string[]>;

/** `Section.Key` → its values in order (ExecStartPre and Environment may repeat). */
function parseUnit(text: string): Unit {
  const unit: Unit = new Map();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1] as string;
      continue;
    }
    const equals = line.indexOf('=');
    if (equals < 0) throw new Error(`not a key=value line: ${line}`);
    const key = `${section}.${line.slice(0, equals).trim()}`;
    unit.set(key, [...(unit.get(key) ?? []), line.slice(equals + 1).trim()]);
  }
  return unit;
}

const readUnit = (name: string) => parseUnit(readFileSync(join(unitsDir, name), 'utf8'));
const single = (unit: Unit, key: string) => {
  const values = unit.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0] as string;
};

/** systemd's time span: "45s", "45", "1min 30s". */
function seconds(span: string) {
  const units: Record<string, number> = { '': 1, s: 1, sec: 1, m: 60, min: 60, h: 3600 };
  let total = 0;
  for (const [, value, unit] of span.matchAll(/(\d+)\s*([a-z]*)/g)) {
    const factor = units[unit ?? ''];
    if (factor === undefined) throw new Error(`unknown time unit in ${span}`);
    total += Number(value) * factor;
  }
  return total;
}

describe.each(units)('deploy/systemd/%s', (name) => {
  const unit = readUnit(name);

  test('stops with SIGTERM to its main process and waits longer than the default grace period', () => {
    expect(single(unit, 'Service.KillSignal')).toBe('SIGTERM');
    expect(single(unit, 'Service.KillMode')).toBe('mixed');
    const graceSeconds = loadConfig({}).shutdownGraceMs / 1000;
    expect(seconds(single(unit, 'Service.TimeoutStopSec'))).toBeGreaterThan(graceSeconds);
  });

  test('reads its settings from an environment file, restarts after a failure, runs unprivileged', () => {
    expect(single(unit, 'Service.EnvironmentFile')).toBe('/etc/verso/verso.env');
    expect(['on-failure', 'always']).toContain(single(unit, 'Service.Restart'));
    expect(single(unit, 'Service.User')).toBe('verso');
    expect(single(unit, 'Service.NoNewPrivileges')).toBe('yes');
    expect(single(unit, 'Service.CapabilityBoundingSet')).toBe('');
    expect(single(unit, 'Service.ProtectSystem')).toMatch(/^(full|strict)$/);
  });

  test('runs entry points that exist in this repository', () => {
    const workingDirectory = single(unit, 'Service.WorkingDirectory');
    expect(workingDirectory.startsWith(installRoot)).toBe(true);
    const checkoutDir = join(repoRoot, workingDirectory.slice(installRoot.length));
    const commands = [...(unit.get('Service.ExecStartPre') ?? []), single(unit, 'Service.ExecStart')];
    for (const command of commands) {
      const [program, ...args] = command.split(/\s+/);
      expect(program).toBe('/usr/bin/node');
      expect(args.slice(0, 2)).toEqual(['--import', 'tsx']);
      const entry = args[2] as string;
      expect(existsSync(resolve(checkoutDir, entry)), `${entry} from ${workingDirectory}`).toBe(true);
    }
  });
});

// systemd's own check, where systemd is installed: unknown keys, bad values, a missing program.
const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
describe.skipIf(!systemdAnalyze)('systemd-analyze verify (skipped where systemd is not installed)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'verso-units-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test.each(units)('%s has no errors or warnings', (name) => {
    // This machine's Node stands in for /usr/bin/node, which verify requires to exist.
    const text = readFileSync(join(unitsDir, name), 'utf8').replaceAll('/usr/bin/node', process.execPath);
    const copy = join(scratch, name);
    writeFileSync(copy, text);
    const verified = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
    expect(verified.stderr).toBe('');
    expect(verified.status).toBe(0);
  });
});
