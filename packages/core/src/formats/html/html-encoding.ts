// An HTML file is read in the charset it declares (`<meta charset>`, the http-equiv Content-Type, or
// an XML declaration) and written back in it. Characters the charset cannot hold (Russian into a
// Latin-1 page) are written as numeric character references, which every HTML and XML reader decodes.
import iconv from 'iconv-lite';
import { UserFacingError } from '../../errors';
import { binaryFileKind } from '../file-signature';
import { readTextFile, refuseInvalidUtf8 } from '../markdown/read-text-file';
import type { TextEncoding } from '../text-files/text-encoding';

// Browsers look for the declaration in the first 1024 bytes; so do we.
const prescanLength = 1024;
const metaCharset = /<meta\s[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;
const xmlEncoding = /^(?:\uFEFF)?\s*<\?xml\s[^>]*?encoding\s*=\s*["']([\w.:-]+)["']/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const binaryControl = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

/** The charset the page declares, as an iconv-lite name; undefined when none or an unknown one. */
function declaredCharset(input: Buffer): string | undefined {
  const head = input.subarray(0, prescanLength).toString('latin1');
  const declared = (xmlEncoding.exec(head) ?? metaCharset.exec(head))?.[1]?.toLowerCase();
  if (!declared || !iconv.encodingExists(declared)) return undefined;
  // The HTML standard reads Latin-1 and ASCII labels as Windows-1252.
  return ['iso-8859-1', 'latin1', 'us-ascii', 'ascii'].includes(declared) ? 'windows-1252' : declared;
}

function isUnicode(name: string): boolean {
  return /^utf-?(8|16)/i.test(name);
}

export function decodeHtml(input: Buffer): { text: string; encoding: TextEncoding } {
  const charset = declaredCharset(input);
  const hasBom = input[0] === 0xef || input[0] === 0xff || input[0] === 0xfe;
  // UTF-8, UTF-16 and undeclared files go through the shared detection (BOMs, broken UTF-8, chardet).
  if (charset && /^utf-?8$/i.test(charset) && !hasBom) refuseInvalidUtf8(input, 'HTML');
  if (!charset || isUnicode(charset) || hasBom) return readTextFile(input, 'HTML');
  const kind = binaryFileKind(input);
  if (kind) throw new UserFacingError('bad_file', `This file is ${kind}, not an HTML file.`);
  const text = iconv.decode(input, charset);
  if (binaryControl.test(text)) {
    throw new UserFacingError('bad_file', 'This HTML file contains binary data, so it is not text.');
  }
  return { text, encoding: { name: charset, bom: false } };
}

const encodable = new Map<string, boolean>();

function canEncode(character: string, charset: string): boolean {
  const key = `${charset}:${character}`;
  let known = encodable.get(key);
  if (known === undefined) {
    known = iconv.decode(iconv.encode(character, charset), charset) === character;
    encodable.set(key, known);
  }
  return known;
}

export function encodeHtml(text: string, encoding: TextEncoding): Buffer {
  if (isUnicode(encoding.name)) return iconv.encode(text, encoding.name, { addBOM: encoding.bom });
  const representable = text.replace(/[\u0080-\u{10ffff}]/gu, (character) =>
    canEncode(character, encoding.name) ? character : `&#x${character.codePointAt(0)?.toString(16)};`,
  );
  return iconv.encode(representable, encoding.name);
}
