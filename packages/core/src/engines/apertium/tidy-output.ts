// Apertium's output needs three repairs before a user sees it: marks it puts before words it could not
// handle, whitespace it changes (it collapses runs of spaces, and leaves a space where it drops a
// pronoun: "I have" → " Tengo"), and a capital it gives the word after a sentence's first item when it
// did not translate that item ("Verso keeps" → "Verso Mantiene", "<x1/> keeps" → "<x1/> Mantiene").

const markedWord = /(^|[^\p{L}\p{N}_*#@])([*#@])([\p{L}\p{N}][\p{L}\p{N}_-]*)/gu;

function markCountsIn(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(markedWord)) {
    const mark = match[2] ?? '';
    counts.set(mark, (counts.get(mark) ?? 0) + 1);
  }
  return counts;
}

/**
 * Removes `*` (unknown word), `#` (generation error) and `@` (transfer error) marks. A mark the source
 * itself had, such as a hashtag, is kept: as many of each as the source had.
 */
export function stripUnknownWordMarks(source: string, translated: string): string {
  const allowed = markCountsIn(source);
  return translated.replace(markedWord, (_whole, before: string, mark: string, word: string) => {
    const remaining = allowed.get(mark) ?? 0;
    if (remaining === 0) return `${before}${word}`;
    allowed.set(mark, remaining - 1);
    return `${before}${mark}${word}`;
  });
}

function outerWhitespace(text: string): { leading: string; trailing: string } {
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  const trailing = text.length > leading.length ? (/\s*$/.exec(text)?.[0] ?? '') : '';
  return { leading, trailing };
}

/** Inner runs of spaces the source never had are left by words Apertium dropped ("nuevo  aproximadamente"). */
function collapseInnerSpaces(source: string, translated: string): string {
  return /\S {2,}\S/.test(source.trim()) ? translated : translated.replace(/(\S) {2,}(?=\S)/g, '$1 ');
}

function withWhitespaceOf(source: string, translated: string): string {
  const { leading, trailing } = outerWhitespace(source);
  return `${leading}${collapseInnerSpaces(source, translated.trim())}${trailing}`;
}

/**
 * Gives the translation the source's leading and trailing whitespace, line by line when the line count
 * survived (it does unless Apertium moved a line break), else for the text as a whole.
 */
export function restoreWhitespace(source: string, translated: string): string {
  const sourceLines = source.split('\n');
  const translatedLines = translated.split('\n');
  if (sourceLines.length !== translatedLines.length) return withWhitespaceOf(source, translated);
  return translatedLines.map((line, index) => withWhitespaceOf(sourceLines[index] ?? '', line)).join('\n');
}

/**
 * A line's first item (a word, a placeholder, or a word inside a pair such as a marked glossary term)
 * and, after spaces, the first letter of the next word.
 */
const leadAndNext = /^(\s*)((?:<[^>]+>)*[^\s<]+(?:<[^>]+>)*|<[^>]+>)(\s+)(\p{L})/u;

/**
 * Lowers the capital Apertium gives the word after a line's first item when it kept that item as it was
 * (a name it does not know, a placeholder) and the source's word there was lower case.
 */
export function undoCapitalAfterLead(source: string, translated: string): string {
  const sourceLines = source.split('\n');
  return translated
    .split('\n')
    .map((line, index) => {
      const inSource = leadAndNext.exec(sourceLines[index] ?? '');
      const inLine = leadAndNext.exec(line);
      if (!inSource || !inLine || inSource[2] !== inLine[2]) return line;
      const [whole, leading = '', lead = '', space = '', letter = ''] = inLine;
      const sourceLetter = inSource[4] ?? '';
      if (sourceLetter === sourceLetter.toUpperCase() || letter === letter.toLowerCase()) return line;
      return `${leading}${lead}${space}${letter.toLowerCase()}${line.slice(whole.length)}`;
    })
    .join('\n');
}
