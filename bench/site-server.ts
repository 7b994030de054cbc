// The site as `npm start` serves it (apps/web/server/main.ts, Next behind its front cache), started for a
// benchmark on its own port and data directory, from the existing build.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Platform } from '@verso/brands';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const webDir = path.join(repoRoot, 'apps', 'web');

/** Resolves once `url` answers 200; a server that does not within 60 s is stopped. */
export async function waitForAnswer(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`${url} did not answer within 60 s`);
}

export async function startSite(
  platform: Platform,
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir>: the site writes a CPU profile there when it stops, to see where its time went.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const site = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: webDir,
    env: {
      ...process.env,
      PLATFORM: platform,
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-only-auth-secret-0123456789abcdef',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  await waitForAnswer(`http://127.0.0.1:${port}/`, site);
  return site;
}
