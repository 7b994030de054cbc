// Runs one `verso` command line: dispatches to a subcommand and turns errors into exit codes —
// 1 with a one-line message for mistakes a user can fix, 2 with the stack for bugs.
import { isUserFacingError } from '@verso/core';
import { CommandError, UsageError } from './command';
import { commands } from './commands';
import { commandUsage, overallUsage } from './usage';

const wantsHelp = (args: string[]) => args.includes('--help') || args.includes('-h');

async function dispatch(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    process.stderr.write(`${overallUsage()}\n`);
    return 1;
  }
  if (name === 'help' || wantsHelp([name])) {
    process.stdout.write(`${overallUsage()}\n`);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`error: unknown command "${name}"\n\n${overallUsage()}\n`);
    return 1;
  }
  if (wantsHelp(args)) {
    process.stdout.write(`${commandUsage(command)}\n`);
    return 0;
  }
  try {
    return (await command.run(args)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n${commandUsage(command)}\n`);
      return 1;
    }
    throw error;
  }
}

export async function runCli(argv: string[]): Promise<number> {
  try {
    return await dispatch(argv);
  } catch (error) {
    if (isUserFacingError(error) || error instanceof CommandError) {
      process.stderr.write(`error: ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 2;
  }
}
