import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { endLeftRunning, markedEnv, markedProcesses } from './left-running.mjs';

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
});

/** A shell that starts `sleep` in the background and exits, as a test that leaks a site would. */
async function leakSleep(env: NodeJS.ProcessEnv): Promise<void> {
  const shell = spawn('sh', ['-c', 'sleep 120 & echo $!'], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  let pid = '';
  shell.stdout.on('data', (chunk) => (pid += chunk));
  await once(shell, 'exit');
  started.push(Number(pid.trim()));
}

describe('processes a test step leaves running', () => {
  it('are found by the marker they inherited, though their parent has gone, and ended', async () => {
    const env = markedEnv(process.env);
    await leakSleep(env);
    await leakSleep(env);
    expect(markedProcesses(env)).toHaveLength(2);
    expect(endLeftRunning(env)).toBe('left running, ended: 2 (sleep 120 ×2)');
    await expect.poll(() => markedProcesses(env).length).toBe(0);
  });

  it("leave another step's processes alone", async () => {
    const other = markedEnv(process.env);
    await leakSleep(other);
    expect(endLeftRunning(markedEnv(process.env))).toBe('');
    expect(markedProcesses(other)).toHaveLength(1);
  });
});
