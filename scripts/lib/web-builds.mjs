// The site's builds, one directory each under apps/web/.next-builds, named after the fingerprint of the
// sources they were built from; the file `current` names the build new servers start from. A rebuild
// writes a new directory, so it never deletes or rewrites a file under a running server (Next reads a
// route's files when the route is first asked for: a server whose build changed under it answered 500).
// A server registers in `servers/` while it runs; a build directory is removed only when it is not
// current, no running server uses it and no build is writing it. Plain Node: `npm start` runs it before
// node_modules exists, and the server (apps/web/server/main.ts) reads it too.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const buildsFolder = '.next-builds';
const currentFile = 'current';
const serversFolder = 'servers';
const lockSuffix = '.lock';
const tsconfigSuffix = '.tsconfig.json';
/** Written into a build's directory once `next build` succeeded: the full fingerprint it was built from. */
const stampName = 'verso-build-stamp';

/** True when a process with this id runs (EPERM: it runs, as another user). */
export function processIsAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The build directory's name for a source fingerprint. */
export const buildNameFor = (fingerprint) => fingerprint.slice(0, 16);

/** Next's `distDir` (relative to apps/web) of a build. */
export const distDirOf = (name) => `${buildsFolder}/${name}`;

/** The TypeScript configuration a build checks its types with (next.config.ts names it). */
export const tsconfigOf = (distDir) => `${distDir}${tsconfigSuffix}`;

const buildsRoot = (webDir) => path.join(webDir, buildsFolder);
const buildPath = (webDir, name) => path.join(buildsRoot(webDir), name);

/** The complete build of this fingerprint, whether current or not. */
export function buildIsComplete(webDir, fingerprint) {
  const dir = buildPath(webDir, buildNameFor(fingerprint));
  return existsSync(path.join(dir, 'BUILD_ID')) && readText(path.join(dir, stampName)) === fingerprint;
}

export function markComplete(webDir, fingerprint) {
  writeFileSync(path.join(buildPath(webDir, buildNameFor(fingerprint)), stampName), `${fingerprint}\n`);
}

/** The name of the build new servers start from, or null when there is none. */
export function currentBuild(webDir) {
  const name = readText(path.join(buildsRoot(webDir), currentFile));
  return name && existsSync(path.join(buildPath(webDir, name), 'BUILD_ID')) ? name : null;
}

/** Points new servers at a build; a reader sees the old name or the new one, never a part of either. */
export function makeCurrent(webDir, name) {
  const file = path.join(buildsRoot(webDir), currentFile);
  const written = `${file}.${process.pid}`;
  writeFileSync(written, `${name}\n`);
  renameSync(written, file);
}

/**
 * Registers a server process as a user of the current build and returns that build's `distDir`. The
 * pointer is read again after registering: a build that became current meanwhile may already have pruned
 * the one read first, and is taken instead.
 */
export function claimCurrentBuild(webDir, pid = process.pid) {
  mkdirSync(path.join(buildsRoot(webDir), serversFolder), { recursive: true });
  const registration = path.join(buildsRoot(webDir), serversFolder, String(pid));
  for (;;) {
    const name = currentBuild(webDir);
    if (!name) return null;
    writeFileSync(registration, `${name}\n`);
    if (currentBuild(webDir) === name) return distDirOf(name);
  }
}

/** Ends a server's registration (a stopped server's is also ignored once its process is gone). */
export function releaseBuild(webDir, pid = process.pid) {
  rmSync(path.join(buildsRoot(webDir), serversFolder, String(pid)), { force: true });
}

/**
 * Takes the right to write a build's directory: false while another running process holds it. A lock
 * left by a process that is gone is taken over.
 */
export function lockBuild(webDir, name, pid = process.pid, isAlive = processIsAlive) {
  mkdirSync(buildsRoot(webDir), { recursive: true });
  const lock = path.join(buildsRoot(webDir), `${name}${lockSuffix}`);
  try {
    writeFileSync(lock, `${pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  const holder = Number(readText(lock));
  if (holder && holder !== pid && isAlive(holder)) return false;
  rmSync(lock, { force: true });
  return lockBuild(webDir, name, pid, isAlive);
}

export function unlockBuild(webDir, name) {
  rmSync(path.join(buildsRoot(webDir), `${name}${lockSuffix}`), { force: true });
}

/**
 * Clears a build's directory before `next build` writes it (a failed build's leftovers) and writes the
 * TypeScript configuration it checks its types with: the site's own, with the build's generated route
 * types instead of those of .next (`next typegen`, `next dev`), which would declare the same names twice.
 */
export function prepareBuildDir(webDir, name) {
  const distDir = distDirOf(name);
  rmSync(buildPath(webDir, name), { recursive: true, force: true });
  mkdirSync(buildPath(webDir, name), { recursive: true });
  const tsconfig = JSON.parse(readFileSync(path.join(webDir, 'tsconfig.json'), 'utf8'));
  const fromBuilds = (pattern) => path.posix.join('..', pattern);
  const include = tsconfig.include
    .filter((pattern) => !pattern.startsWith('.next/'))
    .map(fromBuilds)
    .concat(`${name}/types/**/*.ts`);
  const config = { extends: '../tsconfig.json', include, exclude: tsconfig.exclude?.map(fromBuilds) };
  writeFileSync(path.join(webDir, tsconfigOf(distDir)), `${JSON.stringify(config, null, 2)}\n`);
  return distDir;
}

/** The builds a running server uses, by their registrations; registrations of stopped servers go. */
function buildsInUse(webDir, isAlive) {
  const folder = path.join(buildsRoot(webDir), serversFolder);
  const used = new Set();
  for (const pid of existsSync(folder) ? readdirSync(folder) : []) {
    const registration = path.join(folder, pid);
    if (isAlive(Number(pid))) used.add(readText(registration));
    else rmSync(registration, { force: true });
  }
  return used;
}

/** Removes the builds that are not current, not used by a running server and not being written. */
export function pruneBuilds(webDir, isAlive = processIsAlive) {
  const root = buildsRoot(webDir);
  if (!existsSync(root)) return [];
  const kept = buildsInUse(webDir, isAlive);
  kept.add(readText(path.join(root, currentFile)));
  const removed = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === serversFolder || kept.has(entry.name)) continue;
    const lock = path.join(root, `${entry.name}${lockSuffix}`);
    if (existsSync(lock) && isAlive(Number(readText(lock)))) continue;
    rmSync(path.join(root, entry.name), { recursive: true, force: true });
    rmSync(path.join(root, `${entry.name}${tsconfigSuffix}`), { force: true });
    rmSync(lock, { force: true });
    removed.push(entry.name);
  }
  return removed;
}

function readText(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}
