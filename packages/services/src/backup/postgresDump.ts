// The PostgreSQL database's part of a backup: `pg_dump --format=custom` (one consistent snapshot, taken
// while the site and workers keep running), and its restore as a single transaction (`pg_restore` writes
// the SQL, `psql` runs it between BEGIN and a COMMIT sent only once all of it went through), so a restore
// that fails leaves the database as it was. Debian's postgresql-client has all three programs.
import { spawn } from 'node:child_process';
import { BackupError } from './backupError';

/** libpq's view of DATABASE_URL: the URL without its password, which goes in PGPASSWORD (not in `ps`). */
function libpqTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

const clientPackage = (major: number | undefined) =>
  `Debian's postgresql-client${major ? ` (version ${major} or newer, as the server)` : ''}`;

/** Starts `program`; a missing program fails with what to install instead of ENOENT. */
function start(program: string, args: string[], env: NodeJS.ProcessEnv, stdio: ('pipe' | 'ignore')[]) {
  const child = spawn(program, args, { env, stdio });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      // The end says why it failed; a long run of warnings before it is not kept.
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${program} is not installed: install ${clientPackage(undefined)}.`)
          : error,
      ),
    );
    child.on('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
  return { child, exited };
}

async function run(program: string, args: string[], env: NodeJS.ProcessEnv) {
  const { exited } = start(program, args, env, ['ignore', 'pipe', 'pipe']);
  return exited;
}

async function clientMajor(program: string, env: NodeJS.ProcessEnv) {
  const { child, exited } = start(program, ['--version'], env, ['ignore', 'pipe', 'pipe']);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  await exited;
  return Number(/\(PostgreSQL\) (\d+)/.exec(out)?.[1] ?? 0);
}

/**
 * Dumps the database to `file`. pg_dump must be at least the server's major version (an older one
 * refuses); the message then names the package to install.
 */
export async function dumpPostgres(databaseUrl: string, serverMajor: number, file: string) {
  const { dbname, env } = libpqTarget(databaseUrl);
  const major = await clientMajor('pg_dump', env);
  if (major < serverMajor)
    throw new BackupError(
      `pg_dump ${major} is older than the database server (PostgreSQL ${serverMajor}) and cannot dump it: ` +
        `install ${clientPackage(serverMajor)}.`,
    );
  const { code, stderr } = await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
  if (code !== 0) throw new BackupError(`pg_dump failed: ${stderr || `exit code ${code}`}`);
}

/**
 * What runs before the dump's own SQL, in the same transaction: Verso's objects (schema `drizzle` and
 * everything in `public` that no extension owns) are dropped, so the dump recreates them as they were.
 */
const clearVersoObjects = `
SET client_min_messages = warning;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $verso$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
        WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, r.name);
  END LOOP;
  FOR r IN
    SELECT t.oid::regtype AS name FROM pg_type t
    WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'r', 'd')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE',
      CASE WHEN (SELECT typtype FROM pg_type WHERE oid = r.name) = 'd' THEN 'DOMAIN' ELSE 'TYPE' END, r.name);
  END LOOP;
  FOR r IN
    SELECT p.oid::regprocedure AS name FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', r.name);
  END LOOP;
END
$verso$;
`;

/** Replaces Verso's objects in the database with the dump in `file`, all in one transaction. */
export async function restorePostgres(databaseUrl: string, file: string) {
  const { dbname, env } = libpqTarget(databaseUrl);
  // Both are there before anything starts (each fails with what to install).
  await clientMajor('pg_restore', env);
  await clientMajor('psql', env);
  // psql alone decides nothing: it runs BEGIN, the clearing, the dump's SQL, and COMMIT only when
  // pg_restore finished cleanly. Any failure before that ends psql's input without COMMIT, and the
  // server rolls the transaction back.
  const psql = start('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`], env, [
    'pipe',
    'ignore',
    'pipe',
  ]);
  const restore = start('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], env, [
    'ignore',
    'pipe',
    'pipe',
  ]);
  const stdin = psql.child.stdin as NodeJS.WritableStream;
  psql.child.stdin?.on('error', () => {});
  stdin.write(`BEGIN;\n${clearVersoObjects}\n`);
  restore.child.stdout?.pipe(stdin, { end: false });
  // psql stopped on an error: pg_restore, whose output nobody reads any more, is stopped too.
  void psql.exited.then(
    () => restore.child.exitCode === null && restore.child.kill(),
    () => restore.child.kill(),
  );
  const [restored, psqlResult] = await Promise.all([
    restore.exited.then(
      (result) => {
        if (result.code === 0) stdin.end('COMMIT;\n');
        else stdin.end();
        return result;
      },
      (error) => {
        stdin.end();
        throw error;
      },
    ),
    psql.exited,
  ]);
  if (psqlResult.code !== 0)
    throw new BackupError(
      `restoring the database failed (${psqlResult.stderr || `psql exit code ${psqlResult.code}`}); ` +
        'it was rolled back, the database was not changed.',
    );
  if (restored.code !== 0)
    throw new BackupError(
      `pg_restore could not read the database dump (${restored.stderr || `exit code ${restored.code}`}); ` +
        'the database was not changed.',
    );
}
