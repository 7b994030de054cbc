// A backup or restore that cannot go on for a reason the operator can fix (the site holds the embedded
// database, a damaged archive, data in the way): the CLI prints its message alone.
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
