// Right-to-left text (Arabic, Hebrew, Persian, Urdu…): the Unicode bidirectional algorithm (bidi-js)
// gives each character of a paragraph its embedding level; a line is then drawn in visual order, its
// runs reversed level by level (rule L2), so numbers and Latin words inside Arabic read left to right.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

const rightToLeftLanguages = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

export function isRightToLeft(language: string): boolean {
  return rightToLeftLanguages.has(language.toLowerCase().split(/[-_]/)[0] ?? '');
}

/** The level of each UTF-16 code unit of `text`, a paragraph written in `language`. */
export function embeddingLevels(text: string, language: string): Uint8Array {
  return bidi.getEmbeddingLevels(text, isRightToLeft(language) ? 'rtl' : 'ltr').levels;
}

/** Items of one line, in logical order, put in the order they are drawn from left to right. */
export function visualOrder<T extends { level: number }>(items: readonly T[]): T[] {
  const ordered = [...items];
  const levels = ordered.map((item) => item.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < ordered.length) {
      if ((ordered[start] as T).level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < ordered.length && (ordered[end] as T).level >= level) end++;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}
