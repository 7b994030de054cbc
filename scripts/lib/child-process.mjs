// Runs the tools the scripts drive (npm, apt-get, tsc, vitest, next, playwright) as child processes.
// Plain Node ESM without dependencies: these scripts run before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A command installed by npm in the repository's node_modules/.bin. */
export function localBin(name) {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

export function commandExists(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return true;
    } catch {}
  }
  return false;
}

/**
 * Runs a command; resolves to its exit code (1 when it could not start) and, with `capture`, its output.
 * `capture` keeps the output to itself; `tail` (a character count) streams it to the terminal as usual and
 * keeps only its last characters, so a caller can say later why a long run failed. `limitSeconds` stops a
 * run that takes longer (exit code 1, the reason at the end of its output).
 */
export function run(
  command,
  args,
  { cwd = repoRoot, env = process.env, capture = false, tail = 0, limitSeconds = 0 } = {},
) {
  return new Promise((resolve) => {
    const piped = capture || tail > 0;
    const child = spawn(command, args, { cwd, env, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    const stopWhenOverdue = limitSeconds > 0 && setTimeout(() => stopOverdue(), limitSeconds * 1000);
    // A hung run is stopped and says so, rather than taking the rest of CI's time with it.
    const stopOverdue = () => {
      const message = `\n${path.basename(command)} was stopped: still running after ${limitSeconds} s\n`;
      if (!capture) process.stderr.write(message);
      output += message;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    };
    const keep = (stream) => (chunk) => {
      if (!capture) stream.write(chunk);
      output += chunk;
      if (!capture && output.length > 2 * tail) output = output.slice(-tail);
    };
    if (piped) {
      child.stdout.on('data', keep(process.stdout));
      child.stderr.on('data', keep(process.stderr));
    }
    child.on('error', (error) => {
      output += `${command}: ${error.message}\n`;
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => {
      if (stopWhenOverdue) clearTimeout(stopWhenOverdue);
      resolve({ code: code ?? (signal ? 1 : 0), output: capture ? output : output.slice(-tail) });
    });
  });
}

/** Runs a short command and returns its stdout, or '' when it is missing or fails. */
export function readCommand(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout : '';
}

/** The environment without the variables that select PostgreSQL and Redis: the embedded defaults. */
export function embeddedEnv(env = process.env) {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}
