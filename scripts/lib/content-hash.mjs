// A stable fingerprint of files and folders, so that installs and builds run only when their inputs change.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const skippedFolders = new Set(['node_modules', '.next', '.turbo', 'test-results']);

function* filesUnder(absolute) {
  if (!existsSync(absolute)) return;
  if (!statSync(absolute).isDirectory()) {
    yield absolute;
    return;
  }
  const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.isDirectory() && skippedFolders.has(entry.name)) continue;
    yield* filesUnder(path.join(absolute, entry.name));
  }
}

/** Hashes each path (file or folder, relative to root) and the extra strings, in a stable order. */
export function hashInputs(root, relativePaths, extras = []) {
  const hash = createHash('sha256');
  for (const relative of [...relativePaths].sort()) {
    for (const file of filesUnder(path.join(root, relative))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const extra of extras) hash.update(extra).update('\0');
  return hash.digest('hex');
}

export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
