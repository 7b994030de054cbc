// An embedded database already at the code's schema, made once per machine and copied for each test
// backend. Creating a PGlite data directory runs initdb inside WebAssembly, 5–6 s of CPU, and the
// migrations after it; the integration suites create a backend or more per suite, so copying the
// 40 MB directory (a few tens of milliseconds) saved minutes of CI's two cores. The copy is made from a
// closed database, so it is what PostgreSQL would find after a clean shutdown.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrateDatabase, openDatabase } from '@verso/db';
import { migrations } from '@verso/db/migrations.generated';

/** The installed PGlite's version, read from its package.json (which its exports do not list). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Another PGlite or another schema is another template: an old one is never copied by mistake. */
const templateDir = join(
  tmpdir(),
  `verso-pglite-template-${createHash('sha256')
    .update(pgliteVersion())
    .update(migrations.map((migration) => migration.hash).join())
    .digest('hex')
    .slice(0, 16)}`,
);

/** Made in a directory of its own and renamed into place: other test processes may make it at once. */
async function makeTemplate(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'verso-pglite-making-'));
  try {
    const database = await openDatabase({ dataDir: scratch });
    try {
      await migrateDatabase(database.db);
    } finally {
      await database.close();
    }
    try {
      renameSync(join(scratch, 'pglite'), templateDir);
    } catch (error) {
      // Another process put its own in place first; either is as good.
      if (!existsSync(templateDir)) throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

let made: Promise<void> | undefined;

/** Puts a migrated embedded database into `dataDir`, where the services open it (DATA_DIR/pglite). */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  if (!existsSync(templateDir)) {
    made ??= makeTemplate();
    await made;
  }
  cpSync(templateDir, join(dataDir, 'pglite'), { recursive: true });
}
