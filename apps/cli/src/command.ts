// The shape of one `verso` subcommand, and the error for a command line that cannot be run.

export interface Command {
  /** One line for `verso --help`. */
  summary: string;
  /** How to call it, shown with `verso <command> --help` and after a usage error. */
  usage: string;
  /** Resolves to an exit code when the command ran but its answer is a failure (`verso doctor`). */
  // biome-ignore lint/suspicious/noConfusingVoidType: most commands are async functions returning nothing (void)
  run(args: string[]): Promise<void | number>;
}

/** The command line itself is wrong (missing or unknown option); the fix is in the usage text. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command cannot run here for a reason the user can fix (configuration, a busy database). */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
