// Builds the site (`next build` in apps/web) only when its sources changed since the last successful
// build. Each build goes to a directory of its own, named after the sources' fingerprint
// (lib/web-builds.mjs), so a rebuild never touches the files of servers already running. Run-time
// settings (PLATFORM, PUBLIC_URL, limits…) are no part of it: one build serves every variant and setting.
// Shared by `npm start` and `npm test`; run alone with `node scripts/build-web.mjs`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { embeddedEnv, localBin, repoRoot, run } from './lib/child-process.mjs';
import { hashInputs } from './lib/content-hash.mjs';
import { bundlePdfThread, pdfThreadBundleExists } from './lib/pdf-thread-bundle.mjs';
import {
  buildIsComplete,
  buildNameFor,
  currentBuild,
  lockBuild,
  makeCurrent,
  markComplete,
  prepareBuildDir,
  pruneBuilds,
  unlockBuild,
} from './lib/web-builds.mjs';

const webDir = path.join(repoRoot, 'apps', 'web');
const generatedWebFiles = new Set(['next-env.d.ts']);

function buildInputs() {
  const webConfigFiles = existsSync(webDir)
    ? readdirSync(webDir, { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isFile() && !generatedWebFiles.has(entry.name) && !entry.name.endsWith('.tsbuildinfo'),
        )
        .map((entry) => `apps/web/${entry.name}`)
    : [];
  const packages = readdirSync(path.join(repoRoot, 'packages')).flatMap((name) => [
    `packages/${name}/src`,
    `packages/${name}/package.json`,
  ]);
  return [
    'apps/web/src',
    'apps/web/messages',
    'apps/web/public',
    'apps/web/content',
    ...webConfigFiles,
    ...packages,
    'package-lock.json',
    'tsconfig.base.json',
  ];
}

/** Only sources: nothing in the build depends on the environment it is built in. */
export function currentFingerprint() {
  return hashInputs(repoRoot, buildInputs());
}

export function webBuildIsFresh() {
  const fingerprint = currentFingerprint();
  return (
    currentBuild(webDir) === buildNameFor(fingerprint) &&
    buildIsComplete(webDir, fingerprint) &&
    pdfThreadBundleExists()
  );
}

/**
 * The build loads the server code, which opens a database. It gets a throwaway embedded one, so that it
 * neither holds ./data when the server starts right after it nor touches a production DATABASE_URL. It
 * gets none of the settings that pick the variant, the site's address or its look either: the build must
 * come out the same whatever the environment of the `npm start` that asked for it.
 */
function hermeticBuildEnv(dataDir) {
  const runTimeSetting = (name) =>
    ['PLATFORM', 'PUBLIC_URL'].includes(name) || /^(SITE|NEXT_PUBLIC)_/.test(name);
  const env = Object.fromEntries(Object.entries(embeddedEnv()).filter(([name]) => !runTimeSetting(name)));
  return { ...env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
}

/** Resolves to true when the build is fresh or was rebuilt successfully. */
export async function buildWebIfStale() {
  const fingerprint = currentFingerprint();
  const name = buildNameFor(fingerprint);
  if (webBuildIsFresh()) {
    console.log('Site build is up to date.');
    return true;
  }
  if (!lockBuild(webDir, name)) {
    console.log('Another process is building these sources; waiting for it…');
    while (!lockBuild(webDir, name)) await sleep(1000);
  }
  try {
    // The build of these sources may be there already: built meanwhile, or before the sources last changed.
    const built = buildIsComplete(webDir, fingerprint) || (await build(name));
    if (!built || !(pdfThreadBundleExists() || (await bundlePdfThread()))) return false;
    markComplete(webDir, fingerprint);
    makeCurrent(webDir, name);
    return true;
  } finally {
    unlockBuild(webDir, name);
    for (const removed of pruneBuilds(webDir)) console.log(`Removed the unused site build ${removed}.`);
  }
}

/** `next build` into the build's own directory. */
async function build(name) {
  const distDir = prepareBuildDir(webDir, name);
  console.log(`Building the PDF thread and the site (next build into apps/web/${distDir})…`);
  if (!(await bundlePdfThread())) return false;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verso-build-'));
  const env = { ...hermeticBuildEnv(dataDir), VERSO_DIST_DIR: distDir };
  const nextEnv = path.join(webDir, 'next-env.d.ts');
  const ownNextEnv = existsSync(nextEnv) ? readFileSync(nextEnv, 'utf8') : null;
  const { code } = await run(localBin('next'), ['build'], { cwd: webDir, env });
  rmSync(dataDir, { recursive: true, force: true });
  // The build points next-env.d.ts at its own route types; the editor and `tsc -p apps/web` read .next's
  // (`next typegen`, `next dev`), and both at once declare the same names twice.
  if (ownNextEnv === null) rmSync(nextEnv, { force: true });
  else writeFileSync(nextEnv, ownNextEnv);
  return code === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = (await buildWebIfStale()) ? 0 : 1;
}
