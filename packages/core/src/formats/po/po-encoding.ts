// A PO file says its own encoding in the header (`charset=windows-1251`); that wins over guessing.
// Byte-order marks and UTF-16 are still recognised, and a translation the declared charset cannot
// hold (Russian into ISO-8859-1) is written as UTF-8 with the header saying so.
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { isUserFacingError, UserFacingError } from '../../errors';
import { decodeText, type TextEncoding } from '../text-files/text-encoding';

function declaredCharset(input: Buffer): string | undefined {
  // The header is ASCII in every encoding a PO file may use except UTF-16, which decodeText handles.
  const charset = /charset=([\w.:-]+)/i.exec(input.subarray(0, 4096).toString('latin1'))?.[1];
  if (!charset || !iconv.encodingExists(charset)) return undefined;
  return /^utf-?8$/i.test(charset) ? 'utf-8' : charset.toLowerCase();
}

function notPoError(): UserFacingError {
  return new UserFacingError(
    'bad_file',
    'This file is not a PO file: it contains binary data (an image or another kind of file renamed .po?).',
  );
}

function hasByteOrderMark(input: Buffer): boolean {
  return (input[0] === 0xef && input[1] === 0xbb) || input[0] === 0xff || input[0] === 0xfe;
}

/** Names the first line with bytes that are not UTF-8, for a file whose header says it is. */
function notUtf8Error(input: Buffer): UserFacingError {
  const text = input.toString('utf8');
  const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
  return new UserFacingError(
    'bad_file',
    `This PO file says it is UTF-8 but is not: line ${line} has bytes that are not UTF-8. Save it as UTF-8 or fix the charset in its header.`,
    { line },
  );
}

export function decodePo(input: Buffer): { text: string; encoding: TextEncoding } {
  const declared = declaredCharset(input);
  if (declared === 'utf-8' && !hasByteOrderMark(input) && !isUtf8(input)) throw notUtf8Error(input);
  try {
    const decoded = decodeText(input);
    if (hasByteOrderMark(input) || !declared || declared === decoded.encoding.name) return decoded;
    return { text: iconv.decode(input, declared), encoding: { name: declared, bom: false } };
  } catch (error) {
    if (isUserFacingError(error)) throw notPoError();
    throw error;
  }
}

export function encodeUtf8(text: string, bom: boolean): Buffer {
  return iconv.encode(text, 'utf-8', { addBOM: bom });
}
