// node:util parseArgs, with its complaints about the command line turned into usage errors.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './command';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

export function parseOptions<T extends OptionsConfig>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS'))
      throw new UsageError((error as Error).message);
    throw error;
  }
}

export function requireOption(value: string | undefined, name: string): string {
  if (value) return value;
  throw new UsageError(`--${name} is required.`);
}

export function requirePositional(positionals: string[], name: string): string {
  if (positionals.length === 1 && positionals[0]) return positionals[0];
  throw new UsageError(positionals.length === 0 ? `<${name}> is missing.` : `Give exactly one <${name}>.`);
}
