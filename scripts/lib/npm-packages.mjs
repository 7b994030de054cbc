// Installs npm packages when node_modules is missing or older than the lockfile and manifests.
// Never `npm ci`: the registry mirror lacks other platforms' optional binaries, so it rejects the lockfile.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './child-process.mjs';
import { hashInputs, readStamp } from './content-hash.mjs';
import { workspaceDirs } from './workspaces.mjs';

const stampFile = path.join(repoRoot, 'node_modules', '.verso-install-stamp');
const installedFields = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'overrides',
  'workspaces',
  'bin',
  'allowScripts',
];

function manifestFingerprint(dir) {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
  return JSON.stringify([dir, ...installedFields.map((field) => manifest[field] ?? null)]);
}

function installFingerprint() {
  return hashInputs(repoRoot, ['package-lock.json'], ['.', ...workspaceDirs()].map(manifestFingerprint));
}

/** Returns false when `npm install` failed. */
export async function ensureNpmPackages() {
  if (existsSync(path.join(repoRoot, 'node_modules')) && readStamp(stampFile) === installFingerprint()) {
    return true;
  }
  console.log('Installing npm packages (npm install)…');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' };
  const { code } = await run('npm', ['install', '--no-audit', '--no-fund'], { env });
  if (code !== 0) return false;
  writeFileSync(stampFile, `${installFingerprint()}\n`);
  return true;
}
