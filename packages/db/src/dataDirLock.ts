// PGlite is single-process: a second process opening the same data directory would corrupt it.
// A pid file claims the directory; a claim whose process is gone is stale and taken over. Within one
// process the claim is counted, so `verso backup` can hold the directory across opening and closing the
// database inside it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';

  /** `holder` is the process that owns the directory (usually the running site). */
  constructor(
    readonly dataDir: string,
    readonly holder: number,
    message = `The embedded database in ${dataDir} is in use by another Verso process (pid ${holder}, usually ` +
      'the running site). Stop that process first, use the running site, or set DATABASE_URL to a PostgreSQL ' +
      'database that several processes can share.',
  ) {
    super(message);
  }
}

const claims = new Map<string, number>();

export function lockDataDir(dir: string): () => void {
  const file = join(resolve(dir), 'verso.pid');
  const holder = currentHolder(file);
  if (holder !== undefined && holder !== process.pid) throw new DataDirBusyError(dir, holder);
  writeFileSync(file, String(process.pid));
  claims.set(file, (claims.get(file) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (claims.get(file) ?? 1) - 1;
    if (left > 0) {
      claims.set(file, left);
      return;
    }
    claims.delete(file);
    if (currentHolder(file) === process.pid) rmSync(file, { force: true });
  };
}

function currentHolder(file: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
