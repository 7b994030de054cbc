// Decodes a text-based document (Markdown, HTML) with the shared encoding detection, and says in the
// format's own name why a file is not text at all.
import { isUtf8 } from 'node:buffer';
import { isUserFacingError, UserFacingError } from '../../errors';
import { binaryFileKind } from '../file-signature';
import { decodeText, type TextEncoding } from '../text-files/text-encoding';

function notText(formatName: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file contains binary data, so it is not text. If it is UTF-16 text, save it with a byte-order mark.`,
  );
}

/**
 * For a file that is UTF-8 by declaration or detection: chardet calls a file UTF-8 when all but a few
 * bytes are (a file cut inside a character), and decoding it would silently turn those bytes into "�",
 * so the user is told on which line the broken character is.
 */
export function refuseInvalidUtf8(input: Buffer, formatName: string): void {
  const bom = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf;
  if (isUtf8(input.subarray(bom ? 3 : 0))) return;
  const text = input.toString('utf8');
  const line = text.slice(0, Math.max(0, text.indexOf('\uFFFD'))).split('\n').length;
  throw new UserFacingError(
    'bad_file',
    `This ${formatName} file is not valid UTF-8: line ${line} has bytes that are not a character (the file may be cut short or saved in another encoding).`,
    { line },
  );
}

export function readTextFile(input: Buffer, formatName: string): { text: string; encoding: TextEncoding } {
  const kind = binaryFileKind(input);
  if (kind) {
    const article = /^(?:[AEIOU]|HTML|XHTML)/.test(formatName) ? 'an' : 'a';
    throw new UserFacingError('bad_file', `This file is ${kind}, not ${article} ${formatName} file.`);
  }
  let decoded: { text: string; encoding: TextEncoding };
  try {
    decoded = decodeText(input);
  } catch (error) {
    // Damaged UTF-8 is text with a bad byte, not binary data: say where, in the format's own words.
    if (isUserFacingError(error) && error.details.damagedUtf8Line) refuseInvalidUtf8(input, formatName);
    throw notText(formatName);
  }
  if (/^utf-?8$/i.test(decoded.encoding.name)) refuseInvalidUtf8(input, formatName);
  return decoded;
}
