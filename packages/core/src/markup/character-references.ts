// HTML's character references (`&amp;`, `&#233;`, `&#xE9;`), decoded in one place: by the HTML reader's
// fast path and by the engines that answer in HTML (Google, Azure). Only the common names are known;
// a caller decides what an unknown one means (parse5 takes over, or the text keeps it as written).
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

/** Code points a numeric reference gives as they are: no parse error HTML repairs (NUL, C1 controls, surrogates). */
function isPlainCodePoint(code: number): boolean {
  return (
    code === 0x09 ||
    code === 0x0a ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0x10ffff)
  );
}

/**
 * The character a reference stands for, from its name between `&` and `;` (`amp`, `#233`, `#xE9`);
 * undefined for a name outside the list (names are case-sensitive, as in HTML) or a code point HTML
 * would repair.
 */
export function referencedCharacter(name: string): string | undefined {
  if (name[0] !== '#') return namedCharacters.get(name);
  const digits = /^#(?:([0-9]{1,7})|[xX]([0-9a-fA-F]{1,6}))$/.exec(name);
  if (!digits) return undefined;
  const code = digits[1] ? Number.parseInt(digits[1], 10) : Number.parseInt(digits[2] ?? '', 16);
  return isPlainCodePoint(code) ? String.fromCodePoint(code) : undefined;
}
