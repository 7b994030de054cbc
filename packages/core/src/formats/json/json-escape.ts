// Writes a translation back as a JSON string in the file's own escaping habits: a file that spelled
// `é` as `\u00e9` (or `/` as `\/`) gets its translations spelled the same way.

export interface JsonEscapeStyle {
  escapeNonAscii: boolean;
  upperCaseHex: boolean;
  escapeSlash: boolean;
}

// Most raw strings hold no backslash at all; only those that do are searched for escapes.
export function escapeStyleOf(rawStrings: readonly string[]): JsonEscapeStyle {
  let nonAsciiHex: string | undefined;
  let escapeSlash = false;
  for (const raw of rawStrings) {
    if (!raw.includes('\\')) continue;
    if (nonAsciiHex === undefined && raw.includes('\\u')) nonAsciiHex = nonAsciiEscapeHex(raw);
    if (!escapeSlash && raw.includes('\\/')) escapeSlash = /(?<!\\)(?:\\\\)*\\\//.test(raw);
    if (nonAsciiHex !== undefined && escapeSlash) break;
  }
  return {
    escapeNonAscii: nonAsciiHex !== undefined,
    upperCaseHex: /[A-F]/.test(nonAsciiHex ?? ''),
    escapeSlash,
  };
}

/** The hex digits of the first `\\u` escape above ASCII in a raw string. */
function nonAsciiEscapeHex(raw: string): string | undefined {
  for (const match of raw.matchAll(/\\u([0-9a-fA-F]{4})/g)) {
    if (Number.parseInt(match[1] ?? '0', 16) > 0x7f) return match[1];
  }
  return undefined;
}

function unicodeEscape(character: string, upperCaseHex: boolean): string {
  const hex = (character.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
  return `\\u${upperCaseHex ? hex.toUpperCase() : hex}`;
}

export function encodeJsonString(value: string, style: JsonEscapeStyle): string {
  let quoted = JSON.stringify(value);
  if (style.escapeSlash) quoted = quoted.replaceAll('/', '\\/');
  if (style.escapeNonAscii) {
    // Per UTF-16 code unit, so characters beyond the BMP become a surrogate pair of escapes.
    quoted = quoted.replace(/[\u0080-\uffff]/g, (character) => unicodeEscape(character, style.upperCaseHex));
  }
  return quoted;
}
