// Runs ffprobe or ffmpeg to the end and hands back what it printed; a missing program is the operator's
// to install, and says which Debian package brings it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { UserFacingError } from '../../errors';

const execFileAsync = promisify(execFile);

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runTool(command: string, args: string[], signal?: AbortSignal): Promise<ToolRun> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, { signal, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & Partial<ToolRun>;
    if (failed.code === 'ENOENT') throw missingTool(command);
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export function missingTool(command: string): UserFacingError {
  const debianPackage = command.startsWith('pocketsphinx') ? 'pocketsphinx pocketsphinx-en-us' : 'ffmpeg';
  return new UserFacingError(
    'engine_unavailable',
    `${command} is not installed on this server; the operator can install it with apt-get install ${debianPackage}.`,
    { command },
  );
}
