// Word counting for pricing: whitespace-separated words, but each Han or kana character counts as one,
// because Chinese and Japanese are written without spaces between words.

const hanOrKana = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const hasLetterOrDigit = /[\p{L}\p{N}]/u;

export function countWords(text: string): number {
  const cjkCharacters = text.match(hanOrKana)?.length ?? 0;
  const otherWords = text
    .replace(hanOrKana, ' ')
    .split(/\s+/)
    .filter((token) => hasLetterOrDigit.test(token)).length;
  return cjkCharacters + otherWords;
}
