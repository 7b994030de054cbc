// Decodes a text-based document (Markdown, HTML) with the shared encoding detection, and says in the
// format's own name why a file is not text at all.
import { isUtf8 } from 'node:buffer';
import { UserFacingError } from '../../errors';
import { decodeText, type TextEncoding } from '../txt/text-encoding';
import { binaryKind } from './binary-signature';

function notText(formatName: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file contains binary data, so it is not text. If it is UTF-16 text, save it with a byte-order mark.`,
  );
}

/**
 * chardet calls a file UTF-8 when all but a few bytes are (a file cut inside a character); decoding it
 * would silently turn those bytes into "�", so the user is told where the broken character is.
 */
function refuseBrokenUtf8(input: Buffer, text: string, encoding: TextEncoding, formatName: string): void {
  if (
    encoding.name.toLowerCase().replace('-', '') !== 'utf8' ||
    isUtf8(input.subarray(encoding.bom ? 3 : 0))
  ) {
    return;
  }
  const broken = text.indexOf('\uFFFD');
  const line = text.slice(0, Math.max(0, broken)).split('\n').length;
  throw new UserFacingError(
    'bad_file',
    `This ${formatName} file is not valid UTF-8: line ${line} has bytes that are not a character (the file may be cut short or saved in another encoding).`,
    { line },
  );
}

export function readTextFile(input: Buffer, formatName: string): { text: string; encoding: TextEncoding } {
  const kind = binaryKind(input);
  if (kind) {
    throw new UserFacingError('bad_file', `This file is ${kind}, not a ${formatName} file.`);
  }
  let decoded: { text: string; encoding: TextEncoding };
  try {
    decoded = decodeText(input);
  } catch {
    throw notText(formatName);
  }
  refuseBrokenUtf8(input, decoded.text, decoded.encoding, formatName);
  return decoded;
}
