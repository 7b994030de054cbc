// jsonc-parser reports errors as codes with offsets; users get a sentence with the line and column.
import { type ParseErrorCode, printParseErrorCode } from 'jsonc-parser';
import { UserFacingError } from '../../errors';

// Keyed by name: ParseErrorCode is a const enum, which isolatedModules cannot read.
const problems: Record<string, string> = {
  InvalidSymbol: 'unexpected characters',
  InvalidNumberFormat: 'a number is written incorrectly',
  PropertyNameExpected: 'expected a key in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon',
  CommaExpected: 'expected a comma',
  CloseBraceExpected: 'expected a closing brace }',
  CloseBracketExpected: 'expected a closing bracket ]',
  EndOfFileExpected: 'expected the end of the file after the value',
  InvalidCommentToken: 'a comment is written incorrectly',
  UnexpectedEndOfComment: 'a comment is not closed',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number ends too early',
  InvalidUnicode: 'a \\u escape is not valid',
  InvalidEscapeCharacter: 'a backslash escape is not valid',
  InvalidCharacter: 'a string holds a raw control character',
};

/** `startLine` and `startCharacter` are jsonc-parser's zero-based position of the error. */
export function jsonSyntaxError(
  code: ParseErrorCode,
  startLine: number,
  startCharacter: number,
): UserFacingError {
  const problem = problems[printParseErrorCode(code)] ?? 'the syntax is not valid';
  return new UserFacingError(
    'bad_file',
    `This JSON file is malformed at line ${startLine + 1}, column ${startCharacter + 1}: ${problem}.`,
    { line: startLine + 1, column: startCharacter + 1 },
  );
}

export function jsonTooDeepError(maxDepth: number): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This JSON file nests objects and arrays more than ${maxDepth} levels deep, which no language file needs.`,
  );
}
