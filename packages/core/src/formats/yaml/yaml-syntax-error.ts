// The yaml library reports errors with offsets; users get a sentence with the line and column.
import type { YAMLError } from 'yaml';
import { UserFacingError } from '../../errors';

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

export function yamlSyntaxError(text: string, error: YAMLError): UserFacingError {
  const { line, column } = lineAndColumn(text, error.pos[0]);
  const problem = error.message.split('\n')[0]?.replace(/\.$/, '') ?? 'the syntax is not valid';
  return new UserFacingError(
    'bad_file',
    `This YAML file is malformed at line ${line}, column ${column}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}.`,
    { line, column },
  );
}

export function yamlTooDeepError(): UserFacingError {
  return new UserFacingError(
    'bad_file',
    'This YAML file nests collections too deeply for any language file.',
  );
}
