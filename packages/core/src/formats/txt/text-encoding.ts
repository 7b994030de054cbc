// Reads a text file's bytes into a string and writes a string back in the same encoding, so a file
// comes back the way its author saved it: UTF-8 with or without BOM, UTF-16 with BOM, or a legacy
// single- or multi-byte code page detected by chardet.
import { isUtf8 } from 'node:buffer';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { UserFacingError } from '../../errors';

export interface TextEncoding {
  /** An iconv-lite encoding name. */
  name: string;
  bom: boolean;
}

const byteOrderMarks: { name: string; bytes: number[] }[] = [
  { name: 'utf-8', bytes: [0xef, 0xbb, 0xbf] },
  { name: 'utf-16le', bytes: [0xff, 0xfe] },
  { name: 'utf-16be', bytes: [0xfe, 0xff] },
];

// Control characters other than tab, line feed, vertical tab, form feed and carriage return: text has none.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const binaryControl = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

function notTextError(): UserFacingError {
  return new UserFacingError(
    'bad_file',
    'This file does not look like plain text: it contains binary data. If it is UTF-16 text, save it with a byte-order mark.',
  );
}

function detectEncoding(input: Buffer): TextEncoding {
  const marked = byteOrderMarks.find(({ bytes }) => bytes.every((byte, index) => input[index] === byte));
  if (marked) return { name: marked.name, bom: true };
  if (input.includes(0)) throw notTextError();
  if (isUtf8(input)) return { name: 'utf-8', bom: false };
  // Not UTF-8: a legacy code page. ISO-8859-1 files nearly always mean Windows-1252 (curly quotes, €).
  const detected = chardet.detect(input) ?? 'windows-1252';
  const name = detected === 'ISO-8859-1' || !iconv.encodingExists(detected) ? 'windows-1252' : detected;
  return { name, bom: false };
}

function bomLength(encoding: TextEncoding): number {
  if (!encoding.bom) return 0;
  return encoding.name === 'utf-8' ? 3 : 2;
}

export function decodeText(input: Buffer): { text: string; encoding: TextEncoding } {
  const encoding = detectEncoding(input);
  const text = iconv.decode(input.subarray(bomLength(encoding)), encoding.name, { stripBOM: false });
  if (binaryControl.test(text)) throw notTextError();
  return { text, encoding };
}

function encodeWithBom(text: string, encoding: TextEncoding): Buffer {
  return iconv.encode(text, encoding.name, { addBOM: encoding.bom });
}

/**
 * Encodes in the source's encoding. A legacy code page cannot hold every translation (Russian into a
 * Latin-1 file); then the file is written as UTF-8 with a BOM rather than losing characters to "?".
 */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  const encoded = encodeWithBom(text, encoding);
  if (iconv.decode(encoded, encoding.name) === text) return encoded;
  return encodeWithBom(text, { name: 'utf-8', bom: true });
}
