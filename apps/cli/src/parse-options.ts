// node:util parseArgs, with its complaints about the command line turned into usage errors.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './command';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** The option `arg` names (`--amount`, or `-n` by its short name), when it takes a value. */
function optionTakingValue(arg: string, options: OptionsConfig): string | undefined {
  const name = arg.startsWith('--')
    ? arg.slice(2)
    : Object.entries(options).find(([, option]) => arg === `-${option.short}`)?.[0];
  return name !== undefined && options[name]?.type === 'string' ? name : undefined;
}

/**
 * `--amount -4`: parseArgs takes "-4" for an option and refuses the line as ambiguous. A negative number
 * right after an option that takes a value is that value.
 */
function joinNegativeNumbers(args: string[], options: OptionsConfig): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const next = args[index + 1];
    const option = optionTakingValue(arg, options);
    if (option && next !== undefined && /^-\d/.test(next)) {
      joined.push(`--${option}=${next}`);
      index++;
    } else joined.push(arg);
  }
  return joined;
}

export function parseOptions<T extends OptionsConfig>(args: string[], options: T) {
  try {
    return parseArgs({
      args: joinNegativeNumbers(args, options),
      options,
      allowPositionals: true,
      strict: true,
    });
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
