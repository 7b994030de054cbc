// Where a text can be cut without cutting a word: where placeholders are put back, and where a
// glossary term may start and end. Scripts written without spaces can be cut between any two characters.

const unspacedScript =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Tibetan}]/u;
const wordCharacter = /[\p{L}\p{N}\p{M}]/u;

/** True when the text holds a character of a script written without spaces (Chinese, Japanese, Thai…). */
export function hasUnspacedScript(text: string): boolean {
  return unspacedScript.test(text);
}

function characterBefore(text: string, offset: number): string {
  const lowSurrogate = /[\uDC00-\uDFFF]/.test(text[offset - 1] ?? '');
  return text.slice(lowSurrogate ? offset - 2 : offset - 1, offset);
}

/**
 * True when a cut at `offset` would split a word: between two letters or digits of a spaced script,
 * or anywhere before a combining mark or inside a surrogate pair.
 */
export function splitsWord(text: string, offset: number): boolean {
  if (offset <= 0 || offset >= text.length) return false;
  const after = String.fromCodePoint(text.codePointAt(offset) ?? 0);
  if (/^[\uDC00-\uDFFF]$/.test(after) || /\p{M}/u.test(after)) return true;
  const before = characterBefore(text, offset);
  if (unspacedScript.test(before) || unspacedScript.test(after)) return false;
  return wordCharacter.test(before) && wordCharacter.test(after);
}
