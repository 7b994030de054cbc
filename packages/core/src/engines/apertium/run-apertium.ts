// Runs Apertium's helper commands (`apertium -l`, `apertium-wblank-mode`) and returns what they print.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Output of a command that prints to stdout, such as `apertium -l`. */
export async function runCommand(command: string, args: string[], signal?: AbortSignal): Promise<string> {
  const { stdout } = await execFileAsync(command, args, { signal, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}
