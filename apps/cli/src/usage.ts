// The help text, built from the command map so a new command documents itself.
import type { Command } from './command';
import { commands } from './commands';

export function overallUsage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(
    ([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`,
  );
  return [
    'Usage: verso <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `verso <command> --help` for its options.',
  ].join('\n');
}

export function commandUsage(command: Command): string {
  return `Usage: ${command.usage}`;
}
