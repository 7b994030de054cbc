// LaTeX source bytes to text. A file that is really an image, a PDF or binary data is refused with a
// message that says so.
import { UserFacingError } from '../../errors';
import { binaryFileKind } from '../file-signature';
import { decodeText, type TextEncoding } from '../text-files/text-encoding';

export function decodeTex(input: Buffer): { text: string; encoding: TextEncoding } {
  const kind = binaryFileKind(input);
  if (kind) throw new UserFacingError('bad_file', `This file is ${kind}, not a LaTeX document.`);
  try {
    return decodeText(input);
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    throw new UserFacingError(
      'bad_file',
      'This LaTeX file contains binary data, so it is not TeX source. If it is UTF-16 text, save it as UTF-8.',
    );
  }
}
