// Text and attribute values of the simple-page reader (simple-html-tree.ts), decoded as parse5 decodes
// them, or undefined when the page uses a character reference whose decoding has special cases (a
// name without `;`, which HTML decodes differently in attributes, a code point HTML remaps, an entity
// outside this short list): such a page is left to parse5.
const namedCharacters = new Map(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    copy: '©',
    reg: '®',
    trade: '™',
    shy: '\u00ad',
    deg: '°',
    times: '×',
    middot: '·',
    bull: '•',
    hellip: '…',
    ndash: '–',
    mdash: '—',
    lsquo: '‘',
    rsquo: '’',
    ldquo: '“',
    rdquo: '”',
    laquo: '«',
    raquo: '»',
    euro: '€',
  }),
);

/** Code points a numeric reference gives as they are: no parse error HTML repairs. */
function isPlainCodePoint(code: number): boolean {
  return (
    code === 0x09 ||
    code === 0x0a ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0x10ffff)
  );
}

function decodeReference(name: string, semicolon: string): string | undefined {
  // `&` before anything but a letter or `#` (`a & b`, `&1`) is the character itself.
  if (!/^[A-Za-z#]/.test(name)) return `&${name}${semicolon}`;
  if (!semicolon) return undefined;
  if (name[0] !== '#') return namedCharacters.get(name);
  const digits = /^#(?:([0-9]{1,7})|[xX]([0-9a-fA-F]{1,6}))$/.exec(name);
  if (!digits) return undefined;
  const code = digits[1] ? Number.parseInt(digits[1], 10) : Number.parseInt(digits[2] ?? '', 16);
  return isPlainCodePoint(code) ? String.fromCodePoint(code) : undefined;
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
