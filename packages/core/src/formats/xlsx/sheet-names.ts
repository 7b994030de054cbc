// Translated sheet names made acceptable to Excel: at most 31 characters, none of []:*?/\, no
// apostrophe at either end, not "History", and no two alike (Excel compares them case-insensitively).
// The rules are applied in sheet order so the same translations always give the same names.
import { isTranslatableText } from './translatable-text';

export const maxSheetNameLength = 31;

/** Sheet1, Tabelle3, Feuil2: a word numbered by Excel is translated like text. */
const numberedWord = /^\p{L}+ ?\d{1,4}$/u;

export function isTranslatableSheetName(name: string): boolean {
  return isTranslatableText(name) || numberedWord.test(name);
}

/**
 * Cut to `length` UTF-16 units, at the last space when that keeps most of the name (a whole word
 * reads better than half of one), never splitting a surrogate pair.
 */
function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const space = text.lastIndexOf(' ', length);
  if (space > length / 2) return text.slice(0, space).trimEnd();
  const cut = /[\uD800-\uDBFF]/.test(text[length - 1] ?? '') ? length - 1 : length;
  return text.slice(0, cut);
}

function sanitised(translation: string): string {
  const cleaned = translation
    .replace(/[[\]:*?/\\\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  return truncate(cleaned, maxSheetNameLength).trimEnd();
}

const key = (name: string) => name.toLocaleUpperCase('en');

function unused(name: string, taken: Set<string>): string {
  if (!taken.has(key(name))) return name;
  for (let number = 2; ; number += 1) {
    const suffix = ` (${number})`;
    const candidate = truncate(name, maxSheetNameLength - suffix.length).trimEnd() + suffix;
    if (!taken.has(key(candidate))) return candidate;
  }
}

/**
 * The name each sheet gets. `translations[i]` is sheet i's translated name, or undefined when its name
 * was not translated. Names that stay as they were are reserved first, so a translation never takes one.
 */
export function excelSheetNames(
  originals: readonly string[],
  translations: readonly (string | undefined)[],
): string[] {
  const candidates = originals.map((original, index) => {
    const translation = translations[index];
    const candidate = translation === undefined ? original : sanitised(translation);
    return candidate === '' ? original : candidate;
  });
  const taken = new Set(['HISTORY']);
  candidates.forEach((candidate, index) => {
    if (candidate === originals[index]) taken.add(key(candidate));
  });
  return candidates.map((candidate, index) => {
    if (candidate === originals[index]) return candidate;
    const name = unused(candidate, taken);
    taken.add(key(name));
    return name;
  });
}
