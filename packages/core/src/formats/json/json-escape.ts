// Writes a translation back as a JSON string in the file's own escaping habits: a file that spelled
// `é` as `\u00e9` (or `/` as `\/`) gets its translations spelled the same way.

export interface JsonEscapeStyle {
  escapeNonAscii: boolean;
  upperCaseHex: boolean;
  escapeSlash: boolean;
}

export function escapeStyleOf(rawStrings: readonly string[]): JsonEscapeStyle {
  const nonAsciiEscape = rawStrings
    .flatMap((raw) => Array.from(raw.matchAll(/\\u([0-9a-fA-F]{4})/g)))
    .find((match) => Number.parseInt(match[1] ?? '0', 16) > 0x7f);
  return {
    escapeNonAscii: nonAsciiEscape !== undefined,
    upperCaseHex: /[A-F]/.test(nonAsciiEscape?.[1] ?? ''),
    escapeSlash: rawStrings.some((raw) => /(?<!\\)(?:\\\\)*\\\//.test(raw)),
  };
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
