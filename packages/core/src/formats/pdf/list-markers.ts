// What starts a list item: a bullet, a dash, "1." or "(a)". One pattern, for the paragraphs (an item
// starts one) and for tables without rules (a marker beside its item is not a table's column).
const marker = String.raw`\s*([•◦▪▫●○■□–—*-]|\(?\d{1,3}[.)]|\(?[a-z][.)])`;

/** A line that starts with a list marker followed by its text. */
export const listMarker = new RegExp(`^${marker}\\s`, 'u');

/** A piece of text that is only a list marker. */
export const isListMarker = (text: string) => new RegExp(`^${marker}\\s*$`, 'u').test(text);
