// Where a translation may wrap: at spaces, and between words of scripts written without them (Chinese,
// Japanese, Thai…), found by the ICU word segmenter of the target language, but not before closing
// punctuation. A look changing inside a word (a bold first letter) is never a break.
import type { SpanLook } from './paragraph-segment';

export interface Piece {
  look: SpanLook;
  text: string;
}

export interface Token extends Piece {
  space: boolean;
  /** A line may end before this token. */
  breakBefore: boolean;
}

const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

// Kinsoku: a line never starts with closing punctuation, nor ends with an opening bracket.
const noLineStart =
  /^[、。，．：；？！）」』】〉》〕］｝”’・ー…‥々ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ,.:;?!)\]}]/u;
const noLineEnd = /[（「『【〈《〔［｛“‘]$/u;

function canBreakBetween(before: string, after: string): boolean {
  if (noLineStart.test(after) || noLineEnd.test(before)) return false;
  return unspacedScript.test(before.at(-1) ?? '') || unspacedScript.test(after[0] ?? '');
}

export function tokensOf(pieces: readonly Piece[], language: string): Token[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const tokens: Token[] = [];
  for (const piece of pieces) {
    for (const { segment } of segmenter.segment(piece.text)) {
      const previous = tokens.at(-1);
      const space = /^\s+$/u.test(segment);
      const breakBefore = !previous || space || previous.space || canBreakBetween(previous.text, segment);
      tokens.push({ look: piece.look, text: space ? ' ' : segment, space, breakBefore });
    }
  }
  return tokens;
}
