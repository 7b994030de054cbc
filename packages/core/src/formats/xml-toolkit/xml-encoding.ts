// Writes a rebuilt XML document back in the encoding it came in. A legacy code page cannot hold every
// translation (Russian into a Latin-1 file), and an XML file's declaration names its encoding, so
// characters it cannot hold are written as character references instead of changing the encoding.
import iconv from 'iconv-lite';
import { encodeText, type TextEncoding } from '../text-files/text-encoding';

const isUnicode = (encoding: TextEncoding) => /^utf-/i.test(encoding.name);

function fits(character: string, encoding: TextEncoding): boolean {
  return iconv.decode(iconv.encode(character, encoding.name), encoding.name) === character;
}

export function encodeXml(text: string, encoding: TextEncoding): Buffer {
  if (isUnicode(encoding)) return encodeText(text, encoding);
  const safe = text.replace(/[\u0080-\u{10FFFF}]/gu, (character) =>
    fits(character, encoding)
      ? character
      : `&#x${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()};`,
  );
  return encodeText(safe, encoding);
}
