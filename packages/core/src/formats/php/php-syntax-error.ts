// Errors in a PHP language file, with the line and column where the tokenizer or bracket matching gave up.
import { UserFacingError } from '../../errors';

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

export function phpSyntaxError(text: string, offset: number, problem: string): UserFacingError {
  const { line, column } = lineAndColumn(text, offset);
  return new UserFacingError(
    'bad_file',
    `This PHP file is malformed at line ${line}, column ${column}: ${problem}.`,
    {
      line,
      column,
    },
  );
}

export function phpNotCodeError(): UserFacingError {
  return new UserFacingError(
    'bad_file',
    'This PHP file has no <?php tag, so it holds no PHP code: it is not a PHP language file.',
  );
}

export function phpTooDeepError(): UserFacingError {
  return new UserFacingError('bad_file', 'This PHP file nests arrays too deeply for any language file.');
}
