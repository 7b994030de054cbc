// The one word count behind every price: the preview, the charge and the API's `wordNums`. Scripts
// written with spaces count their words; scripts written without (Chinese, Japanese, Thai, Lao, Khmer,
// Burmese) count characters divided by how many of them make a word on average, so a page of Chinese
// costs about what its English translation would. Placeholders for inline markup are not words.

/** Characters per word in scripts without spaces: a Chinese or Japanese word averages ≈ 2 characters. */
const unspacedScripts = [
  { characters: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, perWord: 2 },
  // Thai and its neighbours write longer syllable clusters: a word averages ≈ 4 characters.
  {
    characters: /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/gu,
    perWord: 4,
  },
] as const;

const placeholderTag = /<\/?[gx]\d+\s*\/?>/g;
const hasLetterOrDigit = /[\p{L}\p{N}]/u;

function countIn(text: string): { spacedWords: number; unspaced: number } {
  let rest = text.replace(placeholderTag, ' ');
  let unspaced = 0;
  for (const { characters, perWord } of unspacedScripts) {
    unspaced += (rest.match(characters)?.length ?? 0) / perWord;
    rest = rest.replace(characters, ' ');
  }
  const spacedWords = rest.split(/\s+/).filter((token) => hasLetterOrDigit.test(token)).length;
  return { spacedWords, unspaced };
}

/**
 * Words in one text or a whole document's texts. Unspaced characters are summed over all texts before
 * rounding up, so a document costs the same however its formats cut it into segments.
 */
export function countWords(texts: string | readonly string[]): number {
  let spacedWords = 0;
  let unspaced = 0;
  for (const text of typeof texts === 'string' ? [texts] : texts) {
    const counted = countIn(text);
    spacedWords += counted.spacedWords;
    unspaced += counted.unspaced;
  }
  return spacedWords + Math.ceil(unspaced - 1e-9);
}
