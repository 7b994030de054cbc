// The shape of one `verso` subcommand, and the error for a command line that cannot be run.

export interface Command {
  /** One line for `verso --help`. */
  summary: string;
  /** How to call it, shown with `verso <command> --help` and after a usage error. */
  usage: string;
  run(args: string[]): Promise<void>;
}

/** The command line itself is wrong (missing or unknown option); the fix is in the usage text. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command cannot run here for a reason the user can fix (configuration, a busy database). */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
