// Runs the real `verso` launcher as a user would, and reports how it ended instead of throwing.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface VersoRun {
  code: number;
  stdout: string;
  stderr: string;
}

const bin = join(import.meta.dirname, '../../bin/verso.mjs');
const execFileAsync = promisify(execFile);

export async function runVerso(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<VersoRun> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [bin, ...args], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as VersoRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
