// Builds the site (`next build` in apps/web) only when its inputs changed since the last successful
// build, which leaves a stamp in apps/web/.next. Shared by `npm start` and `npm test`; run alone with
// `node scripts/build-web.mjs`.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedEnv, localBin, repoRoot, run } from './lib/child-process.mjs';
import { hashInputs, readStamp } from './lib/content-hash.mjs';
import { bundlePdfThread, pdfThreadBundleExists } from './lib/pdf-thread-bundle.mjs';

const webDir = path.join(repoRoot, 'apps', 'web');
const stampFile = path.join(webDir, '.next', 'verso-build-stamp');
const generatedWebFiles = new Set(['next-env.d.ts', '.next', 'node_modules']);

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

/** Values that Next inlines into the bundle at build time. */
function buildTimeEnv() {
  return Object.keys(process.env)
    .filter((name) => name === 'PLATFORM' || name.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`);
}

function currentFingerprint() {
  return hashInputs(repoRoot, buildInputs(), buildTimeEnv());
}

export function webBuildIsFresh() {
  return (
    existsSync(path.join(webDir, '.next', 'BUILD_ID')) &&
    pdfThreadBundleExists() &&
    readStamp(stampFile) === currentFingerprint()
  );
}

/**
 * The build loads the server code, which opens a database. It gets a throwaway embedded one, so that it
 * neither holds ./data when the server starts right after it nor touches a production DATABASE_URL.
 */
function hermeticBuildEnv(dataDir) {
  return { ...embeddedEnv(), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
}

/** Resolves to true when the build is fresh or was rebuilt successfully. */
export async function buildWebIfStale() {
  if (webBuildIsFresh()) {
    console.log('Site build is up to date.');
    return true;
  }
  const fingerprint = currentFingerprint();
  rmSync(stampFile, { force: true });
  console.log('Building the PDF thread and the site (next build)…');
  if (!(await bundlePdfThread())) return false;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verso-build-'));
  const { code } = await run(localBin('next'), ['build'], { cwd: webDir, env: hermeticBuildEnv(dataDir) });
  rmSync(dataDir, { recursive: true, force: true });
  if (code !== 0) return false;
  writeFileSync(stampFile, `${fingerprint}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = (await buildWebIfStale()) ? 0 : 1;
}
