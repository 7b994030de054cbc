// How the format names itself in messages, and the error for a package that is not a presentation.
import { UserFacingError } from '../../errors';

export const pptxName = 'PowerPoint (PPTX)';

export function notAPresentation(reason: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This file is not a valid ${pptxName} file: ${reason}. Check that the file has the right extension and is not damaged.`,
  );
}
