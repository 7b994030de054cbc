// The rules of the build directories (scripts/lib/web-builds.mjs) on a throwaway apps/web: a rebuild for
// changed sources goes to a new directory and leaves the old one as it was; old builds go only when no
// running server uses them and no build is writing them.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  buildIsComplete,
  buildNameFor,
  claimCurrentBuild,
  currentBuild,
  lockBuild,
  makeCurrent,
  markComplete,
  prepareBuildDir,
  pruneBuilds,
  releaseBuild,
  unlockBuild,
} from '../../../scripts/lib/web-builds.mjs';

let webDir: string;
const oldSources = 'a'.repeat(64);
const newSources = 'b'.repeat(64);
const running = new Set<number>();
const isAlive = (pid: number) => running.has(pid);

beforeEach(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'verso-web-builds-'));
  writeFileSync(
    path.join(webDir, 'tsconfig.json'),
    JSON.stringify({ include: ['src/**/*.ts', '.next/types/**/*.ts'], exclude: ['node_modules'] }),
  );
  running.clear();
});
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

/** What `next build` would leave in a build's directory, then the steps build-web.mjs takes after it. */
function build(fingerprint: string): string {
  const name = buildNameFor(fingerprint);
  const distDir = prepareBuildDir(webDir, name);
  mkdirSync(path.join(webDir, distDir, 'server'), { recursive: true });
  writeFileSync(path.join(webDir, distDir, 'BUILD_ID'), name);
  writeFileSync(path.join(webDir, distDir, 'server', 'manifest.json'), `{"built":"${name}"}`);
  markComplete(webDir, fingerprint);
  makeCurrent(webDir, name);
  return name;
}

/** A build's files and their contents. */
function filesOf(name: string): string[][] {
  const dir = path.join(webDir, '.next-builds', name);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .sort()
    .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]);
}

describe('a rebuild for changed sources', () => {
  test('goes to a directory of its own and leaves the old build as it was', () => {
    const oldBuild = build(oldSources);
    const before = filesOf(oldBuild);
    const newBuild = build(newSources);
    expect(newBuild).not.toBe(oldBuild);
    expect(currentBuild(webDir)).toBe(newBuild);
    expect(before).toContainEqual(['server/manifest.json', `{"built":"${oldBuild}"}`]);
    expect(filesOf(oldBuild)).toEqual(before);
  });

  test('is needed only when the full fingerprint differs, and a build without its stamp is not complete', () => {
    build(oldSources);
    expect(buildIsComplete(webDir, oldSources)).toBe(true);
    expect(buildIsComplete(webDir, `${oldSources.slice(0, 16)}${'c'.repeat(48)}`)).toBe(false);
    prepareBuildDir(webDir, buildNameFor(newSources));
    expect(buildIsComplete(webDir, newSources)).toBe(false);
  });

  test("checks its types with its own generated route types, not .next's", () => {
    const distDir = prepareBuildDir(webDir, buildNameFor(newSources));
    const tsconfig = JSON.parse(readFileSync(path.join(webDir, `${distDir}.tsconfig.json`), 'utf8'));
    expect(tsconfig).toEqual({
      extends: '../tsconfig.json',
      include: ['../src/**/*.ts', `${buildNameFor(newSources)}/types/**/*.ts`],
      exclude: ['../node_modules'],
    });
  });
});

describe('a server', () => {
  test('runs the current build and keeps it from being pruned while it runs', () => {
    expect(claimCurrentBuild(webDir, 101)).toBeNull();
    const oldBuild = build(oldSources);
    running.add(101);
    expect(claimCurrentBuild(webDir, 101)).toBe(`.next-builds/${oldBuild}`);
    const newBuild = build(newSources);
    expect(pruneBuilds(webDir, isAlive)).toEqual([]);
    expect(currentBuild(webDir)).toBe(newBuild);
    expect(filesOf(oldBuild).length).toBeGreaterThan(0);

    running.delete(101);
    expect(pruneBuilds(webDir, isAlive)).toEqual([oldBuild]);
    expect(readdirSync(path.join(webDir, '.next-builds')).sort()).toEqual(
      [newBuild, `${newBuild}.tsconfig.json`, 'current', 'servers'].sort(),
    );
  });

  test('that stopped releases its build', () => {
    const oldBuild = build(oldSources);
    running.add(102);
    claimCurrentBuild(webDir, 102);
    build(newSources);
    releaseBuild(webDir, 102);
    expect(pruneBuilds(webDir, isAlive)).toEqual([oldBuild]);
  });
});

describe('the current build', () => {
  test('is never pruned, even with no server running', () => {
    const only = build(oldSources);
    expect(pruneBuilds(webDir, isAlive)).toEqual([]);
    expect(currentBuild(webDir)).toBe(only);
  });
});

describe('a build being written', () => {
  test('is locked against a second builder until it is done, and is not pruned meanwhile', () => {
    build(oldSources);
    const name = buildNameFor(newSources);
    running.add(201);
    expect(lockBuild(webDir, name, 201, isAlive)).toBe(true);
    prepareBuildDir(webDir, name);
    expect(lockBuild(webDir, name, 202, isAlive)).toBe(false);
    expect(pruneBuilds(webDir, isAlive)).toEqual([]);
    unlockBuild(webDir, name);
    expect(lockBuild(webDir, name, 202, isAlive)).toBe(true);
  });

  test("by a builder that is gone is taken over, and its leftovers pruned when it is nobody's", () => {
    build(oldSources);
    const name = buildNameFor(newSources);
    expect(lockBuild(webDir, name, 301, isAlive)).toBe(true);
    prepareBuildDir(webDir, name);
    expect(lockBuild(webDir, name, 302, isAlive)).toBe(true);
    unlockBuild(webDir, name);
    expect(pruneBuilds(webDir, isAlive)).toEqual([name]);
  });
});
