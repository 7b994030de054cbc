// `verso backup <archive>` and `verso restore <archive> [--force]`: the database, the stored files and the
// sign-in secret in one .tar.gz, and back (packages/services/src/backup/). Progress goes to stderr, what
// was done to stdout. The backup code (database and storage drivers) loads when a command runs, not with
// every `verso`.

import { BackupError } from '@verso/services/backup/backupError';
import { formatBytes } from '@verso/services/backup/backupProgress';
import type { RestoreSummary } from '@verso/services/backup/restoreBackup';
import { ConfigError, loadConfig } from '@verso/services/config';
import { type Command, CommandError } from '../command';
import { parseOptions, requirePositional } from '../parse-options';

const progress = (line: string) => process.stderr.write(`${line}\n`);

/** Runs `work` with the configuration, turning what the operator can fix into a one-line error. */
async function operatorErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) throw new CommandError(error.message);
    throw error;
  }
}

const databaseName = { pglite: 'embedded (PGlite)', postgres: 'PostgreSQL' } as const;

export const backupCommand: Command = {
  summary: 'Back up the database and stored files into one .tar.gz (embedded database: stop the site first)',
  usage: 'verso backup <archive.tar.gz>',
  async run(args) {
    const { positionals } = parseOptions(args, {});
    const archive = requirePositional(positionals, 'archive');
    const { createBackup } = await import('@verso/services/backup/createBackup');
    const summary = await operatorErrors(() => createBackup(loadConfig(), archive, progress));
    const { database, files } = summary.manifest;
    const lines = [
      `Backed up to ${summary.archive} (${formatBytes(summary.size)}):`,
      `  database: ${databaseName[database.kind]}, schema level ${database.schemaLevel}`,
      `  files: ${files.count} (${formatBytes(files.bytes)}) from ${files.storage === 's3' ? 'the S3 bucket' : 'disk'}`,
      `  sign-in secret: ${summary.manifest.authSecret === 'included' ? 'DATA_DIR/auth-secret included' : 'AUTH_SECRET is set in the environment (not in the archive)'}`,
    ];
    if (summary.vanished > 0)
      lines.push(
        `  ${summary.vanished} file(s) were deleted (retention) while the backup ran and are not in it`,
      );
    process.stdout.write(`${lines.join('\n')}\n`);
  },
};

function restoreReport(summary: RestoreSummary) {
  const { manifest, database, files } = summary;
  const { users, jobs } = database.counts;
  const migrated =
    database.levelAfter > database.levelBefore
      ? `, migrated from schema level ${database.levelBefore} to ${database.levelAfter}`
      : `, schema level ${database.levelAfter}`;
  return [
    `Restored ${summary.archive} (made ${manifest.createdAt} by Verso ${manifest.versoVersion}):`,
    `  database: ${databaseName[database.kind]} at ${database.where}: ${users} users, ${jobs} jobs${migrated}`,
    `  files: ${files.count} (${formatBytes(files.bytes)}) into ${files.where}` +
      (files.removed > 0 ? `; ${files.removed} file(s) not in the backup removed` : ''),
    ...(summary.replaced ? ['  the previous database and files were replaced (--force)'] : []),
    ...summary.notes.map((note) => `  ${note}`),
  ].join('\n');
}

export const restoreCommand: Command = {
  summary: 'Restore a backup made by `verso backup` (refuses a non-empty installation without --force)',
  usage: 'verso restore <archive.tar.gz> [--force]',
  async run(args) {
    const { values, positionals } = parseOptions(args, { force: { type: 'boolean' } });
    const archive = requirePositional(positionals, 'archive');
    const { restoreBackup } = await import('@verso/services/backup/restoreBackup');
    const summary = await operatorErrors(() =>
      restoreBackup(loadConfig(), archive, { force: values.force ?? false }, progress),
    );
    process.stdout.write(`${restoreReport(summary)}\n`);
  },
};
