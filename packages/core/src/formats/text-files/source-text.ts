// Decodes a key-value language file (JSON, YAML, PHP) the way the TXT format does, keeping its encoding
// for the way back, but with messages that name the format and say what a binary file really is.
import { UserFacingError } from '../../errors';
import { binaryFileKind } from '../file-signature';
import { decodeText, encodeText, type TextEncoding } from './text-encoding';

export type { TextEncoding };

export function decodeSource(input: Buffer, formatName: string): { text: string; encoding: TextEncoding } {
  const kind = binaryFileKind(input);
  if (kind)
    throw new UserFacingError('bad_file', `This ${formatName} file is really ${kind}, not ${formatName}.`);
  try {
    return decodeText(input);
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    throw new UserFacingError(
      'bad_file',
      `This ${formatName} file contains binary data, so it is not ${formatName} text. If it is UTF-16, save it with a byte-order mark.`,
    );
  }
}

export const encodeSource = encodeText;
