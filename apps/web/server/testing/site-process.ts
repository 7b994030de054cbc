// The production server (server/main.ts, as `npm start` runs it) and the build script
// (scripts/build-web.mjs) as child processes of a test.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@verso/services/testing/freePort';
import { currentBuild } from '../../../../scripts/lib/web-builds.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const webDir = path.join(repoRoot, 'apps', 'web');

/** The environment without the database and queue settings: these sites run on the embedded defaults. */
function embedded(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

/** Whether a finished build is current, for the suites that serve the site from a process of their own. */
export const siteIsBuilt = () => currentBuild(webDir) !== null;

/** `node scripts/build-web.mjs` with these settings added to the environment; its exit code and output. */
export async function runBuildScript(settings: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/build-web.mjs'], {
    cwd: repoRoot,
    env: { ...embedded(process.env), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

export interface SiteProcess {
  readonly url: string;
  readonly pid: number;
  /** What the server wrote, kept to explain a failure. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts a site on a free port and an empty data directory; resolves once it answers. */
export async function startSite(settings: Record<string, string>): Promise<SiteProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verso-site-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: webDir,
    env: {
      ...embedded(process.env),
      AUTH_SECRET: 'test-only-auth-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      ...settings,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const site: SiteProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
    async stop() {
      if (isRunning(child)) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await waitForAnswer(site, child);
  return site;
}

async function waitForAnswer(site: SiteProcess, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && isRunning(child)) {
    try {
      if ((await fetch(`${site.url}/api/auth/providers`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await site.stop();
  throw new Error(`The site did not answer:\n${site.output()}`);
}

function isRunning(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}
