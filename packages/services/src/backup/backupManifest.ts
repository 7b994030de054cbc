// The manifest, the archive's last entry: what made the backup, when, and what it holds, so `verso restore`
// can check the archive is whole and that this Verso can take it before anything is replaced.
import { readFileSync } from 'node:fs';
import { codeSchemaLevel } from '@verso/db';
import { z } from 'zod';
import { BackupError } from './backupError';

const manifestSchema = z.object({
  format: z.literal('verso-backup'),
  formatVersion: z.literal(1),
  versoVersion: z.string(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The server's `version()`, e.g. "PostgreSQL 18.6 (PGlite 0.5.16) …". */
    server: z.string(),
    /** Migrations applied, and the newest one's time (drizzle's folder time). */
    schemaLevel: z.number().int().nonnegative(),
    lastMigration: z.number().int().nonnegative(),
  }),
  files: z.object({
    storage: z.enum(['disk', 's3']),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  /** The sign-in secret kept in DATA_DIR/auth-secret is in the archive, or AUTH_SECRET was set instead. */
  authSecret: z.enum(['included', 'environment']),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** This code's version (all workspaces share it). */
export const versoVersion: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

export function parseManifest(archive: string, text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${archive} is not a Verso backup: its manifest is not JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  if ((json as { format?: unknown })?.format === 'verso-backup')
    throw new BackupError(
      `${archive} was made by a Verso whose backups this one cannot read ` +
        `(version ${(json as { versoVersion?: unknown }).versoVersion ?? 'unknown'}): upgrade Verso first.`,
    );
  throw new BackupError(`${archive} is not a Verso backup: its manifest is not one.`);
}

/** Refuses a backup whose schema is newer than this code's: its migrations are unknown here. */
export function checkSchemaLevel(archive: string, manifest: BackupManifest) {
  const { schemaLevel, lastMigration } = manifest.database;
  if (lastMigration > codeSchemaLevel.lastMigration || schemaLevel > codeSchemaLevel.level)
    throw new BackupError(
      `${archive} was made by a newer Verso (${manifest.versoVersion}, schema level ${schemaLevel}; this one ` +
        `is at level ${codeSchemaLevel.level}): upgrade Verso, then restore. Nothing was changed.`,
    );
}
