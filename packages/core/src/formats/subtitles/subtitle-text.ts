// Subtitle bytes to text and back. Subtitle files come in every encoding players accept (UTF-8 with or
// without BOM, UTF-16 and UTF-32 with BOM, legacy code pages); the file is written back in its own.
import { UserFacingError } from '../../errors';
import { binaryFileKind } from '../file-signature';
import { decodeText, type TextEncoding } from '../text-files/text-encoding';

/** The file's text and encoding; a binary or mislabelled file is refused with a message naming `formatName`. */
export function decodeSubtitleText(
  input: Buffer,
  formatName: string,
): { text: string; encoding: TextEncoding } {
  const kind = binaryFileKind(input);
  if (kind) throw new UserFacingError('bad_file', `This file is ${kind}, not ${formatName} subtitles.`);
  try {
    return decodeText(input);
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    throw new UserFacingError(
      'bad_file',
      `This ${formatName} file contains binary data, so it is not subtitle text. If it is UTF-16 text, save it with a byte-order mark.`,
    );
  }
}
