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

/** Runs a command with the terminal attached; resolves to its exit code (1 when it could not start). */
export function run(command, args, { cwd = repoRoot, env = process.env, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('error', (error) => {
      output += `${command}: ${error.message}\n`;
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
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
