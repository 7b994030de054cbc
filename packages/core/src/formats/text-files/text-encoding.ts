// Reads a text file's bytes into a string and writes a string back in the same encoding, so a file
// comes back the way its author saved it: UTF-8 with or without BOM, UTF-16 or UTF-32 with BOM, or a legacy
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

// UTF-32 LE before UTF-16 LE: its mark starts with the same two bytes.
const byteOrderMarks: { name: string; bytes: number[] }[] = [
  { name: 'utf-8', bytes: [0xef, 0xbb, 0xbf] },
  { name: 'utf-32le', bytes: [0xff, 0xfe, 0x00, 0x00] },
  { name: 'utf-32be', bytes: [0x00, 0x00, 0xfe, 0xff] },
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

/**
 * UTF-8 whose characters decode but for a few bad bytes (a file cut mid-character, a damaged byte) is
 * damaged UTF-8, not a legacy code page: decoding it as one would turn every "é" into "Ã©".
 */
function looksLikeDamagedUtf8(input: Buffer): boolean {
  const decoded = input.toString('utf8');
  const damaged = decoded.match(/\uFFFD/g)?.length ?? 0;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: counting what lies beyond ASCII.
  const decodedBeyondAscii = decoded.match(/[^\u0000-\u007f\uFFFD]/g)?.length ?? 0;
  return decodedBeyondAscii > 0 && damaged <= Math.max(1, decodedBeyondAscii / 20);
}

function damagedUtf8Error(input: Buffer): UserFacingError {
  const decoded = input.toString('utf8');
  const line = decoded.slice(0, decoded.indexOf('\uFFFD')).split('\n').length;
  return new UserFacingError(
    'bad_file',
    `This text file is UTF-8 with a damaged or cut character at line ${line}. Save it again as UTF-8 and retry.`,
    { damagedUtf8Line: line },
  );
}

function detectEncoding(input: Buffer): TextEncoding {
  const marked = byteOrderMarks.find(({ bytes }) => bytes.every((byte, index) => input[index] === byte));
  if (marked) return { name: marked.name, bom: true };
  if (input.includes(0)) throw notTextError();
  if (isUtf8(input)) return { name: 'utf-8', bom: false };
  // Not UTF-8: a legacy code page. ISO-8859-1 files nearly always mean Windows-1252 (curly quotes, €).
  const detected = chardet.detect(input) ?? 'windows-1252';
  if (detected === 'UTF-8' || looksLikeDamagedUtf8(input)) throw damagedUtf8Error(input);
  const name = detected === 'ISO-8859-1' || !iconv.encodingExists(detected) ? 'windows-1252' : detected;
  return { name, bom: false };
}

function bomLength(encoding: TextEncoding): number {
  if (!encoding.bom) return 0;
  return byteOrderMarks.find(({ name }) => name === encoding.name)?.bytes.length ?? 0;
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
 * UTF-8 holds every well-formed string, so decoding it again to compare is a wasted pass over a large
 * file. A leading U+FEFF without a byte-order mark would be read back as one, so it takes the slow path.
 */
function utf8HoldsExactly(text: string, encoding: TextEncoding): boolean {
  if (encoding.name !== 'utf-8' || (!encoding.bom && text.startsWith('\uFEFF'))) return false;
  // Lone surrogates become U+FFFD: only a well-formed string comes back as it was (ES2024, in Node 20).
  return (text as string & { isWellFormed(): boolean }).isWellFormed();
}

/** The text in its own encoding, or undefined when that encoding cannot hold every character. */
export function encodeLosslessly(text: string, encoding: TextEncoding): Buffer | undefined {
  const encoded = encodeWithBom(text, encoding);
  if (utf8HoldsExactly(text, encoding)) return encoded;
  return iconv.decode(encoded, encoding.name) === text ? encoded : undefined;
}

/**
 * Encodes in the source's encoding. A legacy code page cannot hold every translation (Russian into a
 * Latin-1 file); then the file is written as UTF-8 with a BOM rather than losing characters to "?".
 */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  return encodeLosslessly(text, encoding) ?? encodeWithBom(text, { name: 'utf-8', bom: true });
}
