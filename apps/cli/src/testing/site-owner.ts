// embedded-site.ts as a child process of a test: Node runs it with tsx as a loader, so a signal reaches
// the process holding the database and not a launcher in front of it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const entry = resolve(import.meta.dirname, 'embedded-site.ts');

export interface SiteOwner {
  readonly pid: number;
  /** Sends the signal and waits until the process is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Starts it and waits until it serves (the database migrated, the socket open). */
export async function startSiteOwner(env: NodeJS.ProcessEnv): Promise<SiteOwner> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  await new Promise<void>((ready, failed) => {
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) ready();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    void exited.then(([code]) => failed(new Error(`the site stand-in stopped (exit ${code}):\n${output}`)));
  });
  return {
    pid: child.pid ?? 0,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
