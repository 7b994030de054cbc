// Runs the `apertium` script on a file. Node's stdio pipes are UNIX sockets, and the script opens
// /dev/stdin, which fails on a socket — so input and output go through a private temporary directory.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Output of a command that prints to stdout, such as `apertium -l`. */
export async function runCommand(command: string, args: string[], signal?: AbortSignal): Promise<string> {
  const { stdout } = await execFileAsync(command, args, { signal, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Translates an HTML document with one mode; `-u` keeps Apertium from marking unknown words. */
export async function translateHtmlFile(
  command: string,
  mode: string,
  html: string,
  signal?: AbortSignal,
): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'verso-apertium-'));
  try {
    const inputPath = join(directory, 'in.html');
    const outputPath = join(directory, 'out.html');
    await writeFile(inputPath, html, 'utf8');
    await runCommand(command, ['-u', '-f', 'html', mode, inputPath, outputPath], signal);
    return await readFile(outputPath, 'utf8');
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
