// A scanned line's text, as a translation engine should see it: spaced as on the page, and in reading
// order where Tesseract gives right-to-left lines' final punctuation first (it reads it on the left).
import type { OcrLine } from './tesseract-tsv';

const unspacedCharacters =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\u3000-\\u303f\\uff00-\\uffef';
const unspaced = new RegExp(`[${unspacedCharacters}]`, 'u');
/** Tesseract's plain text spaces the words it finds in Japanese or Chinese; the languages have none. */
const unspacedGaps = new RegExp(`(?<=[${unspacedCharacters}])\\s+(?=[${unspacedCharacters}])`, 'gu');

/** Whether two pieces of text meet without a space: between Chinese, Japanese and Thai characters. */
export const joinsWithoutSpace = (before: string, after: string) =>
  unspaced.test(before.at(-1) ?? '') && unspaced.test(after[0] ?? '');
const rightToLeft = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const leadingPunctuation = /^([.,:;!?،؛؟]+)\s*/u;

/** Its words joined by spaces, except between Chinese, Japanese and Thai characters, which have none. */
function joinedWords(line: OcrLine): string {
  return line.words.reduce((text, { text: word }) => {
    if (text === '') return word;
    return joinsWithoutSpace(text, word) ? text + word : `${text} ${word}`;
  }, '');
}

export function lineText(line: OcrLine): string {
  const text = (line.text ?? joinedWords(line)).replace(unspacedGaps, '');
  if (!rightToLeft.test(text)) return text;
  const punctuation = leadingPunctuation.exec(text);
  return punctuation ? `${text.slice(punctuation[0].length)}${punctuation[1]}` : text;
}
