// Translated text written into Markdown must not turn into markup: a `*` an engine wrote stays a star,
// a line that starts with `#` stays a line of text. Only characters that could start markup are escaped.

export interface TextPlace {
  /** Inside a GFM table cell, where `|` ends the cell. */
  inTable: boolean;
  /** The text starts a line (the start of a paragraph), where `#`, `>`, `-` or `1.` start blocks. */
  atLineStart: boolean;
}

// Backslash, code, emphasis, brackets, strikethrough and math marks start markup wherever they are.
const inlineMarks = /[\\`*[\]~$]/g;
// `_` only delimits emphasis at the edge of a word; inside `snake_case` it is text.
const edgeUnderscore = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
const tagStart = /<(?=[A-Za-z/!?])/g;
const entityStart = /&(?=#?[A-Za-z0-9]+;)/g;
const blockMarker = /^([ \t]*)(#|>|[-+=](?=[ \t]|$)|\d{1,9}(?=[.)](?:[ \t]|$)))/gm;

export function escapeMarkdownText(text: string, place: TextPlace): string {
  let escaped = text
    .replace(inlineMarks, '\\$&')
    .replace(edgeUnderscore, '\\_')
    .replace(tagStart, '\\<')
    .replace(entityStart, '\\&');
  if (place.inTable) escaped = escaped.replace(/\|/g, '\\|');
  return escaped.replace(blockMarker, (line: string, indent: string, marker: string, offset: number) => {
    if (offset === 0 && !place.atLineStart) return line;
    // `1.` is escaped on its dot: `1\.`; the others on the marker itself.
    return /\d/.test(marker) ? `${indent}${marker}\\` : `${indent}\\${marker}`;
  });
}
