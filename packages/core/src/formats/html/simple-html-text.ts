// Text and attribute values of the simple-page reader (simple-html-tree.ts), decoded as parse5 decodes
// them, or undefined when the page uses a character reference whose decoding has special cases (a
// name without `;`, which HTML decodes differently in attributes, a code point HTML remaps, an entity
// outside the short list of ../../markup/character-references.ts): such a page is left to parse5.
import { referencedCharacter } from '../../markup/character-references';

function decodeReference(name: string, semicolon: string): string | undefined {
  // `&` before anything but a letter or `#` (`a & b`, `&1`) is the character itself.
  if (!/^[A-Za-z#]/.test(name)) return `&${name}${semicolon}`;
  if (!semicolon) return undefined;
  return referencedCharacter(name);
}

/** Undefined when parse5 might read the references differently. */
export function decodeSimpleText(raw: string): string | undefined {
  // The HTML parser reads every CR LF and lone CR as LF.
  const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  if (!text.includes('&')) return text;
  let decodable = true;
  const decoded = text.replace(/&([A-Za-z0-9#]*)(;?)/g, (_, name: string, semicolon: string) => {
    const character = decodeReference(name, semicolon);
    if (character === undefined) decodable = false;
    return character ?? '';
  });
  return decodable ? decoded : undefined;
}
