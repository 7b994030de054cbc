// What the doctor asks of the machine, behind one interface so its checks are tested without it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface SystemProbe {
  /** The command's standard output, or null when it is not installed or fails. */
  output(command: string, args: string[]): Promise<string | null>;
}

const execFileAsync = promisify(execFile);

export const machineProbe: SystemProbe = {
  async output(command, args) {
    try {
      const { stdout, stderr } = await execFileAsync(command, args, {
        timeout: 20_000,
        maxBuffer: 16 * 1024 * 1024,
      });
      // Some tools (tesseract --list-langs on old versions) answer on standard error.
      return stdout || stderr;
    } catch {
      return null;
    }
  },
};
