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

/**
 * Runs `command` in a new process group and kills the group when the command exits (nothing it
 * started outlives it), when it runs longer than `timeoutMs`, or when this process exits.
 */
export function runInProcessGroup(command: string, args: string[], timeoutMs: number): Promise<GroupOutcome> {
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
    const finish = () => {
      clearTimeout(timer);
      killGroup();
      process.off('exit', killGroup);
    };
    child.on('error', (error) => {
      finish();
      reject(error);
    });
    child.on('exit', (code) => {
      finish();
      resolve(timedOut ? { status: 'timed_out' } : { status: 'exited', code, stderr });
    });
  });
}
