// The real `npm run worker` and the real site (`npm start`'s server) as child processes of a test, so
// they can be stopped and killed as an operating system would. Node runs each entry itself (tsx as a
// loader, not tsx's CLI, which would put a second process between the signal and the program).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const workerEntry = resolve(repoRoot, 'apps/worker/src/main.ts');
const webDir = resolve(repoRoot, 'apps/web');

export interface RunningProcess {
  readonly pid: number;
  /** What the process wrote, kept to explain a failure and to read its log lines. */
  output(): string;
  signal(signal: NodeJS.Signals): void;
  /** Sends the signal and waits until the process is gone; its exit code (null when a signal ended it). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

export function startWorkerProcess(env: Record<string, string | undefined>): RunningProcess {
  return startNodeProcess(workerEntry, repoRoot, env);
}

/**
 * The production server (apps/web/server/main.ts) as `npm start` runs it, serving the built site
 * (the current build in apps/web/.next-builds) on the environment's PORT.
 */
export function startSiteProcess(env: Record<string, string | undefined>): RunningProcess {
  return startNodeProcess('server/main.ts', webDir, env);
}

/** Characters of output kept: enough for a few hundred JSON log lines. */
const keptOutput = 200_000;

function startNodeProcess(entry: string, cwd: string, env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    // As given: a site's own typing of process.env (Next's requires NODE_ENV) does not apply to a child's.
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutput);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  return {
    pid: child.pid ?? 0,
    output: () => output,
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    async stop(signal: NodeJS.Signals) {
      if (isRunning(child)) child.kill(signal);
      const [code] = await exited;
      return code as number | null;
    },
  } satisfies RunningProcess;
}

function isRunning(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}
