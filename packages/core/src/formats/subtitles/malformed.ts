// One wording for every broken subtitle file, so users see the format and where to look.
import { UserFacingError } from '../../errors';

export function malformed(formatName: string, line: number, problem: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file is malformed at line ${line}: ${problem}.`,
    {
      line,
    },
  );
}

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}
