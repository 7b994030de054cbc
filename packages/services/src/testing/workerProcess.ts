// The real `npm run worker` as a child process of a test, so it can be killed as an operating
// system would kill it. Node runs the entry itself (tsx as a loader, not tsx's CLI, which would
// put a second process between the signal and the worker).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const workerEntry = resolve(repoRoot, 'apps/worker/src/main.ts');

export interface WorkerProcess {
  readonly pid: number;
  /** What the worker wrote, kept to explain a failure. */
  output(): string;
  signal(signal: NodeJS.Signals): void;
  /** Sends the signal and waits until the process is gone; its exit code (null when a signal ended it). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

export function startWorkerProcess(env: Record<string, string | undefined>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  return {
    pid: child.pid ?? 0,
    output: () => output,
    signal: (signal) => child.kill(signal),
    async stop(signal) {
      if (isRunning(child)) child.kill(signal);
      const [code] = await exited;
      return code as number | null;
    },
  };
}

function isRunning(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}
