// A program run in a process group of its own and ended as a whole: LibreOffice's launcher (oosplash)
// starts soffice.bin as its child, and killing the launcher alone leaves soffice.bin running.
import { spawn } from 'node:child_process';

export type GroupOutcome =
  | { status: 'exited'; code: number | null; stderr: string }
  | { status: 'timed_out' };

/** Kills every process in the group led by `pid`; a group that is already gone is fine. */
export function killProcessGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** True while any process of the group led by `pid` is alive (or not yet collected). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits, up to `limitMs`, until the killed group is gone, so whoever waits for the run (a LibreOffice slot)
 * is not handed on while its soffice.bin still holds memory. A zombie no init collects ends the wait.
 */
async function groupGone(pid: number | undefined, limitMs = 2_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (pid && groupAlive(pid) && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Runs `command` in a new process group and kills the group when the command exits (nothing it
 * started outlives it), when it runs longer than `timeoutMs`, when `signal` aborts (the promise then
 * rejects with its reason, once the group is gone), or when this process exits.
 */
export function runInProcessGroup(
  command: string,
  args: string[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<GroupOutcome> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const pid = child.pid;
  const killGroup = () => {
    if (pid) killProcessGroup(pid);
  };
  process.once('exit', killGroup);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  return new Promise<GroupOutcome>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    signal?.addEventListener('abort', killGroup, { once: true });
    const finish = () => {
      clearTimeout(timer);
      killGroup();
      process.off('exit', killGroup);
      signal?.removeEventListener('abort', killGroup);
    };
    child.on('error', (error) => {
      finish();
      reject(error);
    });
    child.on('exit', (code) => {
      finish();
      void groupGone(pid).then(() => {
        if (signal?.aborted) reject(signal.reason);
        else resolve(timedOut ? { status: 'timed_out' } : { status: 'exited', code, stderr });
      });
    });
  });
}
